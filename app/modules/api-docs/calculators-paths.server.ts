// The calculators of docs/product/calculators.md: public GETs, parameters and answers generated
// from the same zod schemas that check the query (app/domain/calculators/schemas.ts).

import {
  CALCULATOR_NAMES,
  CALCULATORS,
  type CalculatorName,
} from "../../domain/calculators/index.ts";
import { loanAboveMaxSchema } from "../../domain/calculators/schemas.ts";
import type { PathItems, Schema } from "./openapi-helpers.ts";
import {
  csvFormatParameter,
  fromZod,
  json,
  jsonOrCsv,
  operation,
  queryParameters,
  ref,
} from "./openapi-helpers.ts";

const SUMMARIES: Record<
  CalculatorName,
  [summary: string, schemaName: string, description: string]
> = {
  emi: [
    "EMI with its repayment schedule",
    "EmiResult",
    "EMI rounded to the rupee; each month's interest rounded to the rupee; the last month closes the loan at ₹0. " +
      "`format=csv` answers the schedule as a CSV download.",
  ],
  eligibility: [
    "How much can I borrow",
    "EligibilityCalculatorResult",
    "The smaller of the loan the income repays (FOIR) and the loan RBI's LTV caps allow on the property.",
  ],
  prepayment: [
    "Part-prepayment savings",
    "PrepaymentResult",
    "`reduce=tenure` keeps the EMI and ends sooner; `reduce=emi` keeps the months and recomputes the EMI after the lump sum (`extra_monthly` must then be 0).",
  ],
  "balance-transfer": [
    "Is switching banks worth it",
    "BalanceTransferResult",
    "Interest at the current and the new rate over the remaining months, less the one-off fees.",
  ],
  "tax-benefit": [
    "Tax benefit, old against new regime",
    "TaxBenefitResult",
    "Sections 24(b) and 80C of the Income-tax Act, 1961; 22(2) and 123 of the Income-tax Act, 2025. An estimate, not tax advice.",
  ],
  pmay: [
    "PMAY-U 2.0 interest subsidy check",
    "PmayResult",
    "Whether a home loan gets PMAY-Urban 2.0's 4% interest subsidy (https://pmay-urban.gov.in): the household's income category and every reason it does not. " +
      "Categories by yearly income: EWS up to ₹3,00,000, LIG up to ₹6,00,000, MIG up to ₹9,00,000.",
  ],
  "cost-of-buying": [
    "What buying a home costs",
    "CostOfBuyingResult",
    "GST (0% ready; 1% or 5% under construction), stamp duty and registration on the price, the largest loan RBI's loan-to-value caps allow, and the cash needed besides the loan. " +
      "A `loan_amount` above the caps answers 400 with `max_loan`, the largest allowed.",
  ],
};

const operationId = (name: string) =>
  `calculate${name.replace(/(^|-)([a-z])/g, (_m, _dash, letter: string) => letter.toUpperCase())}`;

export const schemas: Record<string, Schema> = {
  ...Object.fromEntries(
    CALCULATOR_NAMES.map((name) => [SUMMARIES[name][1], fromZod(CALCULATORS[name].result)]),
  ),
  LoanAboveMax: fromZod(loanAboveMaxSchema),
};

/** cost-of-buying's 400: a bad parameter, or a loan above the caps with the largest allowed. */
const costOfBuyingRefusal = json(
  { anyOf: [ref("ValidationError"), ref("LoanAboveMax")] },
  "A bad parameter (`{error, fields}`), or a `loan_amount` above RBI's loan-to-value caps: `{error, fields: {loan_amount}, max_loan}`, the message naming the largest loan allowed.",
);

export const paths: PathItems = Object.fromEntries(
  CALCULATOR_NAMES.map((name) => {
    const [summary, schemaName, description] = SUMMARIES[name];
    const parameters = queryParameters(CALCULATORS[name].query);
    if (name === "emi") {
      parameters.push(csvFormatParameter("`csv`: the schedule as a CSV file."));
    }
    const ok =
      name === "emi"
        ? jsonOrCsv(
            ref(schemaName),
            "The EMI, totals and schedule (JSON), or the schedule as CSV with `format=csv`.",
          )
        : json(ref(schemaName), "The answer, in whole rupees.");
    return [
      `/api/calculators/${name}`,
      {
        get: operation("Calculators", {
          summary,
          description: `${description} Amounts may be sent with Indian grouping (25,00,000).`,
          operationId: operationId(name),
          parameters,
          responses:
            name === "cost-of-buying" ? { 200: ok, 400: costOfBuyingRefusal } : { 200: ok },
        }),
      },
    ];
  }),
);
