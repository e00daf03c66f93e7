import { z } from "zod";
import {
  CALCULATOR_NAMES,
  CALCULATORS,
  type CalculatorName,
} from "../../../domain/calculators/index.ts";
import { loanAboveMaxSchema } from "../../../domain/calculators/schemas.ts";
import { validationErrorSchema } from "./common.ts";
import { type Contract, call, contract, json } from "./contract.ts";

// The calculators of docs/product/calculators.md: public GETs, one path each (one route,
// routes/api/calculator.ts), the query read as people type it ("12,50,000", "₹", "%").

const ABOUT: Record<CalculatorName, [summary: string, description?: string]> = {
  emi: ["EMI with its repayment schedule", "`format=csv`: the schedule as CSV."],
  eligibility: ["How much can I borrow"],
  prepayment: ["Part-prepayment savings", "`reduce=emi` needs `extra_monthly` 0."],
  "balance-transfer": ["Is switching banks worth it"],
  "tax-benefit": ["Tax benefit, old against new regime"],
  pmay: ["PMAY-U 2.0 interest subsidy check"],
  "cost-of-buying": ["What buying a home costs"],
};

const operationId = (name: string) =>
  `calculate${name.replace(/(^|-)([a-z])/g, (_m, _dash, letter: string) => letter.toUpperCase())}`;

const csv = z.object({
  format: z.enum(["csv"]).optional().meta({ description: "`csv`: the schedule as a CSV file." }),
});

function calculatorContract(name: CalculatorName) {
  const [summary, description] = ABOUT[name];
  const { query } = CALCULATORS[name];
  // The parameters as sent: the schema before its transform, if it has one.
  const fields = (query instanceof z.ZodPipe ? query.in : query) as z.ZodObject;
  const answer = json(CALCULATORS[name].result, "The answer, in whole rupees.");
  return contract("Calculators", `/api/calculators/${name}`, {
    GET: call(operationId(name), summary, {
      description:
        `${description ?? ""} Amounts may be sent with Indian grouping (25,00,000).`.trim(),
      rawQuery: name === "emi" ? fields.safeExtend(csv.shape) : fields,
      200:
        name === "emi"
          ? {
              ...answer,
              description: "The EMI, totals and schedule, or the schedule as CSV.",
              content: { ...answer.content, "text/csv": { schema: { type: "string" } } },
            }
          : answer,
      ...(name === "cost-of-buying" && {
        400: json(
          z.union([validationErrorSchema, loanAboveMaxSchema.meta({ id: "LoanAboveMax" })]),
          "A bad parameter, or a `loan_amount` above the caps with `max_loan`.",
        ),
      }),
    }),
  });
}

export const calculators = Object.fromEntries(
  CALCULATOR_NAMES.map((name) => [name, calculatorContract(name)]),
) as Record<CalculatorName, Contract & ReturnType<typeof calculatorContract>>;
