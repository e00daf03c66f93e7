// The calculator pages, the hub and the rates table (docs/product/calculators.md): which text each
// part shows, as message ids of the "calculators" namespace (app/i18n/en|hi/calculators.ts). The
// text itself lives in the catalogues, so this module carries no language and costs the browser
// only ids.

import type { CalculatorName } from "../domain/calculators/index.ts";
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

/** Each calculator page's field copy, by the domain's field name. */
export const CALCULATOR_FIELDS_COPY: Record<CalculatorName, Readonly<Record<string, FieldCopy>>> = {
  emi: EMI_FIELDS_COPY,
  eligibility: ELIGIBILITY_FIELDS_COPY,
  prepayment: PREPAYMENT_FIELDS_COPY,
  "balance-transfer": BALANCE_TRANSFER_FIELDS_COPY,
  "tax-benefit": TAX_BENEFIT_FIELDS_COPY,
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
