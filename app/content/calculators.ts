// The calculator pages, the hub and the rates table (docs/product/calculators.md): which text each
// part shows, as message ids of the "calculators" namespace (app/i18n/en|hi/calculators.ts). The
// text itself lives in the catalogues, so this module carries no language and costs the browser
// only ids.

import type { CashPart } from "../domain/calculators/cost-of-buying.ts";
import type { CalculatorName } from "../domain/calculators/index.ts";
import type { PmayCategory, PmayReason } from "../domain/calculators/pmay.ts";
import type { MessageId } from "../i18n/types.ts";

/**
 * A field's label and optional help line; for a select, each value's label, or else the value
 * followed by `unit` ("30" → "30%").
 */
export interface FieldCopy {
  label: MessageId;
  hint?: MessageId;
  options?: Readonly<Record<string, MessageId>>;
  unit?: string;
}

export const CALCULATOR_LIST = [
  { slug: "emi", title: "calculators.list.emi.title", text: "calculators.list.emi.text" },
  {
    slug: "eligibility",
    title: "calculators.list.eligibility.title",
    text: "calculators.list.eligibility.text",
  },
  {
    slug: "prepayment",
    title: "calculators.list.prepayment.title",
    text: "calculators.list.prepayment.text",
  },
  {
    slug: "balance-transfer",
    title: "calculators.list.balanceTransfer.title",
    text: "calculators.list.balanceTransfer.text",
  },
  {
    slug: "tax-benefit",
    title: "calculators.list.taxBenefit.title",
    text: "calculators.list.taxBenefit.text",
  },
  { slug: "pmay", title: "calculators.list.pmay.title", text: "calculators.list.pmay.text" },
  {
    slug: "cost-of-buying",
    title: "calculators.list.costOfBuying.title",
    text: "calculators.list.costOfBuying.text",
  },
] as const satisfies ReadonlyArray<{ slug: string; title: MessageId; text: MessageId }>;

const EMI_FIELDS_COPY = {
  amount: { label: "calculators.emi.field.amount", hint: "calculators.emi.hint.amount" },
  rate: { label: "calculators.emi.field.rate", hint: "calculators.emi.hint.rate" },
  years: { label: "calculators.emi.field.years", hint: "calculators.emi.hint.years" },
} as const satisfies Record<string, FieldCopy>;

const ELIGIBILITY_FIELDS_COPY = {
  monthly_income: { label: "calculators.eligibility.field.monthlyIncome" },
  existing_emis: { label: "calculators.eligibility.field.existingEmis" },
  rate: { label: "calculators.eligibility.field.rate" },
  years: {
    label: "calculators.eligibility.field.years",
    hint: "calculators.eligibility.hint.years",
  },
  foir: { label: "calculators.eligibility.field.foir", hint: "calculators.eligibility.hint.foir" },
  property_value: { label: "calculators.eligibility.field.propertyValue" },
} as const satisfies Record<string, FieldCopy>;

export const ELIGIBILITY_LIMITED_BY = {
  income: "calculators.eligibility.limitedBy.income",
  property_value: "calculators.eligibility.limitedBy.propertyValue",
} as const satisfies Record<string, MessageId>;

const PREPAYMENT_FIELDS_COPY = {
  outstanding: { label: "calculators.prepayment.field.outstanding" },
  rate: { label: "calculators.prepayment.field.rate" },
  months: {
    label: "calculators.prepayment.field.months",
    hint: "calculators.prepayment.hint.months",
  },
  lump_sum: { label: "calculators.prepayment.field.lumpSum" },
  lump_sum_month: { label: "calculators.prepayment.field.lumpSumMonth" },
  extra_monthly: {
    label: "calculators.prepayment.field.extraMonthly",
    hint: "calculators.prepayment.hint.extraMonthly",
  },
  reduce: {
    label: "calculators.prepayment.field.reduce",
    // The values of `reduce` are the API's, never translated; their labels are.
    options: {
      tenure: "calculators.prepayment.reduce.tenure",
      emi: "calculators.prepayment.reduce.emi",
    },
  },
} as const satisfies Record<string, FieldCopy>;

const BALANCE_TRANSFER_FIELDS_COPY = {
  outstanding: { label: "calculators.balanceTransfer.field.outstanding" },
  current_rate: { label: "calculators.balanceTransfer.field.currentRate" },
  months: {
    label: "calculators.balanceTransfer.field.months",
    hint: "calculators.balanceTransfer.hint.months",
  },
  new_rate: { label: "calculators.balanceTransfer.field.newRate" },
  fees: {
    label: "calculators.balanceTransfer.field.fees",
    hint: "calculators.balanceTransfer.hint.fees",
  },
} as const satisfies Record<string, FieldCopy>;

const TAX_BENEFIT_FIELDS_COPY = {
  interest: { label: "calculators.taxBenefit.field.interest" },
  principal: { label: "calculators.taxBenefit.field.principal" },
  property: {
    label: "calculators.taxBenefit.field.property",
    options: {
      "self-occupied": "calculators.taxBenefit.property.selfOccupied",
      "let-out": "calculators.taxBenefit.property.letOut",
    },
  },
  rent: { label: "calculators.taxBenefit.field.rent" },
  municipal_tax: { label: "calculators.taxBenefit.field.municipalTax" },
  other_80c: {
    label: "calculators.taxBenefit.field.other80c",
    hint: "calculators.taxBenefit.hint.other80c",
  },
  slab: { label: "calculators.taxBenefit.field.slab", unit: "%" },
} as const satisfies Record<string, FieldCopy>;

/** A yes/no question's answers (the values are the API's, never translated). */
const YES_NO_OPTIONS = {
  yes: "calculators.common.yes",
  no: "calculators.common.no",
} as const satisfies Record<string, MessageId>;

const PMAY_FIELDS_COPY = {
  household_income: {
    label: "calculators.pmay.field.householdIncome",
    hint: "calculators.pmay.hint.householdIncome",
  },
  property_value: { label: "calculators.pmay.field.propertyValue" },
  loan_amount: { label: "calculators.pmay.field.loanAmount" },
  carpet_area_sqm: { label: "calculators.pmay.field.carpetArea" },
  urban: { label: "calculators.pmay.field.urban", options: YES_NO_OPTIONS },
  owns_pucca_house: { label: "calculators.pmay.field.puccaHouse", options: YES_NO_OPTIONS },
  prior_housing_benefit: { label: "calculators.pmay.field.priorBenefit", options: YES_NO_OPTIONS },
  sanctioned_on: {
    label: "calculators.pmay.field.sanctionedOn",
    hint: "calculators.pmay.hint.sanctionedOn",
  },
} as const satisfies Record<string, FieldCopy>;

/** docs/product/calculators.md "pmay": each reason in words, by the API's reason code. */
export const PMAY_REASON_TEXT = {
  income_above_9_lakh: "calculators.pmay.reason.income_above_9_lakh",
  property_value_above_35_lakh: "calculators.pmay.reason.property_value_above_35_lakh",
  loan_above_25_lakh: "calculators.pmay.reason.loan_above_25_lakh",
  carpet_area_above_120: "calculators.pmay.reason.carpet_area_above_120",
  owns_pucca_house: "calculators.pmay.reason.owns_pucca_house",
  prior_housing_benefit: "calculators.pmay.reason.prior_housing_benefit",
  not_urban: "calculators.pmay.reason.not_urban",
  sanctioned_before_2024_09_01: "calculators.pmay.reason.sanctioned_before_2024_09_01",
} as const satisfies Record<PmayReason, MessageId>;

export const PMAY_CATEGORY_TEXT = {
  EWS: "calculators.pmay.category.EWS",
  LIG: "calculators.pmay.category.LIG",
  MIG: "calculators.pmay.category.MIG",
  none: "calculators.pmay.category.none",
} as const satisfies Record<PmayCategory | "none", MessageId>;

/** The scheme's rules, as the PMAY page lists them. */
export const PMAY_RULES = [
  "calculators.pmay.rule.family",
  "calculators.pmay.rule.home",
  "calculators.pmay.rule.firstHome",
  "calculators.pmay.rule.subsidy",
  "calculators.pmay.rule.apply",
] as const satisfies readonly MessageId[];

const COST_OF_BUYING_FIELDS_COPY = {
  price: { label: "calculators.costOfBuying.field.price" },
  status: {
    label: "calculators.costOfBuying.field.status",
    options: {
      under_construction: "calculators.costOfBuying.status.under_construction",
      ready: "calculators.costOfBuying.status.ready",
    },
  },
  carpet_area_sqm: {
    label: "calculators.costOfBuying.field.carpetArea",
    hint: "calculators.costOfBuying.hint.carpetArea",
  },
  metro: {
    label: "calculators.costOfBuying.field.metro",
    hint: "calculators.costOfBuying.hint.metro",
    options: YES_NO_OPTIONS,
  },
  stamp_duty_percent: {
    label: "calculators.costOfBuying.field.stampDuty",
    hint: "calculators.costOfBuying.hint.stampDuty",
  },
  registration_percent: { label: "calculators.costOfBuying.field.registration" },
  registration_cap: {
    label: "calculators.costOfBuying.field.registrationCap",
    hint: "calculators.costOfBuying.hint.registrationCap",
  },
  loan_amount: {
    label: "calculators.costOfBuying.field.loanAmount",
    hint: "calculators.costOfBuying.hint.loanAmount",
  },
  processing_fee: { label: "calculators.costOfBuying.field.processingFee" },
} as const satisfies Record<string, FieldCopy>;

/** The cost of buying's bar: each part's words and colour, in the bar's order. */
export const CASH_PART_COPY = {
  down_payment: { label: "calculators.costOfBuying.downPayment", colour: "#517cd1" },
  gst: { label: "calculators.costOfBuying.gst", colour: "#00966e" },
  stamp_duty: { label: "calculators.costOfBuying.stampDuty", colour: "#b45309" },
  registration: { label: "calculators.costOfBuying.registration", colour: "#7c3aed" },
  fees: { label: "calculators.costOfBuying.fees", colour: "#475569" },
} as const satisfies Record<CashPart, { label: MessageId; colour: string }>;

/** Each calculator page's field copy, by the domain's field name. */
export const CALCULATOR_FIELDS_COPY: Record<CalculatorName, Readonly<Record<string, FieldCopy>>> = {
  emi: EMI_FIELDS_COPY,
  eligibility: ELIGIBILITY_FIELDS_COPY,
  prepayment: PREPAYMENT_FIELDS_COPY,
  "balance-transfer": BALANCE_TRANSFER_FIELDS_COPY,
  "tax-benefit": TAX_BENEFIT_FIELDS_COPY,
  pmay: PMAY_FIELDS_COPY,
  "cost-of-buying": COST_OF_BUYING_FIELDS_COPY,
};

export const TAX_BETTER = {
  old: "calculators.taxBenefit.better.old",
  new: "calculators.taxBenefit.better.new",
  same: "calculators.taxBenefit.better.same",
} as const satisfies Record<string, MessageId>;

/** The rates table's sort orders (the URL's ?sort=, never translated) and their labels. */
export const RATE_SORT_LABELS = {
  "rate-asc": "calculators.rates.sort.rateAsc",
  "rate-desc": "calculators.rates.sort.rateDesc",
  "max-asc": "calculators.rates.sort.maxAsc",
  name: "calculators.rates.sort.name",
} as const satisfies Record<string, MessageId>;
