import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildSchedule, roundedEmi } from "../calculators/emi.ts";
import type { OfferInputs } from "./inputs.ts";
import {
  aprPercent,
  type Lender,
  matchOffers,
  type Offer,
  REASON_CODES,
  type ReasonCode,
} from "./match.ts";
import {
  CREDIT_SCORE_BANDS,
  EMPLOYMENT_TYPES,
  type OfferPolicy,
  parseOfferPolicy,
} from "./policy.ts";
import { lender, policy, ratesWith, WORKED_INPUTS } from "./test-fixtures.ts";

/** The one lender's answer: its offer, or its reasons. */
function answer(inputs: OfferInputs, l: Lender) {
  const { offers, not_matched } = matchOffers(inputs, [l]);
  return { offer: offers[0], reasons: not_matched[0]?.reasons ?? [] };
}

// Lender A and B of the worked example: 8.50 % with ₹10,000 of fees, 8.75 % with ₹15,000.
const A = lender("a");
const B = lender("b", {
  rates: ratesWith("750-799", 8.75),
  processing_fee_min: 10_000,
  processing_fee_max: 10_000,
});

describe("the worked example (docs/product/offers.md)", () => {
  it("Lender A: EMI 26,035, interest 32,48,212, payable 62,58,212, APR 8.55", () => {
    const { offer } = answer(WORKED_INPUTS, A);
    expect(offer).toEqual({
      bank: "a",
      bank_name: "Lender A",
      amount: 3_000_000,
      tenure_months: 240,
      rate: 8.5,
      emi: 26_035,
      processing_fee: 5_000,
      other_charges: 5_000,
      total_upfront: 10_000,
      apr: 8.55,
      total_interest: 3_248_212,
      total_payable: 6_258_212,
      foir_percent: 30.03,
      ltv_percent: 75,
      penal_charges: "2% a month on the overdue amount.",
      kfs_url: "https://bank.example.in/home-loan/kfs.pdf",
    });
  });

  it("Lender B: EMI 26,511, APR 8.82; A comes before B whatever the order given", () => {
    const { offers, not_matched } = matchOffers(WORKED_INPUTS, [B, A]);
    expect(not_matched).toEqual([]);
    expect(offers.map((o) => [o.bank, o.emi, o.total_upfront, o.apr])).toEqual([
      ["a", 26_035, 10_000, 8.55],
      ["b", 26_511, 15_000, 8.82],
    ]);
  });

  it("a lender that lends only to 800+ does not lend to 750-799", () => {
    const only800 = lender("c", {
      rates: { ...ratesWith("750-799", null), "700-749": null, "650-699": null },
    });
    expect(answer(WORKED_INPUTS, only800).reasons).toEqual([
      { code: "credit_score_not_lent", detail: { band: "750-799" } },
    ]);
  });

  it("a 30 % FOIR limit: FOIR 30.03, up to ₹29,96,000 fits (EMI 26,000)", () => {
    const { reasons } = answer(WORKED_INPUTS, lender("d", { max_foir_percent: 30 }));
    expect(reasons).toEqual([
      {
        code: "foir_above_limit",
        detail: { foir_percent: 30.03, limit_percent: 30 },
        fix: { max_loan: 2_996_000 },
      },
    ]);
    expect(roundedEmi(2_996_000, 8.5, 240)).toBe(26_000);
    expect(roundedEmi(2_997_000, 8.5, 240)).toBeGreaterThan(26_000);
  });

  it("a ₹32,00,000 property: LTV 93.75 above 90, up to ₹28,80,000 fits", () => {
    const inputs = { ...WORKED_INPUTS, property_value: 3_200_000 };
    expect(answer(inputs, A).reasons).toEqual([
      {
        code: "ltv_above_limit",
        detail: { ltv_percent: 93.75, limit_percent: 90 },
        fix: { max_loan: 2_880_000 },
      },
    ]);
  });
});

describe("each reason, its detail and its fix", () => {
  it.each<[string, Partial<OfferInputs>, Partial<OfferPolicy>, unknown]>([
    [
      "employment_not_accepted",
      { employment: "self-employed-business" },
      {},
      { code: "employment_not_accepted", detail: { employment: "self-employed-business" } },
    ],
    [
      "loan_outside_range (below the minimum)",
      {},
      { min_loan: 5_000_000 },
      {
        code: "loan_outside_range",
        detail: { loan_amount: 3_000_000, min_loan: 5_000_000, max_loan: 50_000_000 },
      },
    ],
    [
      "loan_outside_range (above the maximum)",
      {},
      { max_loan: 2_500_000 },
      {
        code: "loan_outside_range",
        detail: { loan_amount: 3_000_000, min_loan: 500_000, max_loan: 2_500_000 },
      },
    ],
    [
      "income_below_minimum",
      {},
      { min_monthly_income: 150_000 },
      { code: "income_below_minimum", detail: { monthly_income: 120_000, minimum: 150_000 } },
    ],
    [
      "tenure_above_maximum",
      {},
      { max_tenure_months: 180 },
      {
        code: "tenure_above_maximum",
        detail: { tenure_months: 240, maximum: 180 },
        fix: { max_tenure_months: 180 },
      },
    ],
    [
      "age_at_maturity_above_limit",
      { age: 55 },
      {},
      {
        code: "age_at_maturity_above_limit",
        detail: { age_at_maturity: 75, limit: 70 },
        fix: { max_tenure_months: 180 },
      },
    ],
    [
      "age_at_maturity_above_limit (in months: 45 + 245/12 = 65.42)",
      { age: 45, tenure_months: 245 },
      { max_age_at_maturity: 65 },
      {
        code: "age_at_maturity_above_limit",
        detail: { age_at_maturity: 65.42, limit: 65 },
        fix: { max_tenure_months: 240 },
      },
    ],
    [
      "age_at_maturity_above_limit with no tenure that fits (no fix)",
      { age: 70, tenure_months: 12, loan_amount: 500_000 },
      {},
      { code: "age_at_maturity_above_limit", detail: { age_at_maturity: 71, limit: 70 } },
    ],
    [
      "ltv_above_limit at the lender's own limit (75 %)",
      {},
      { max_ltv_percent: 70 },
      {
        code: "ltv_above_limit",
        detail: { ltv_percent: 75, limit_percent: 70 },
        fix: { max_loan: 2_800_000 },
      },
    ],
    [
      "ltv_above_limit at RBI's 80 % for a loan above ₹30,00,000",
      { loan_amount: 3_500_000 },
      {},
      {
        code: "ltv_above_limit",
        detail: { ltv_percent: 87.5, limit_percent: 80 },
        // The largest loan within RBI's cap for its own size (docs/product/calculators.md).
        fix: { max_loan: 3_200_000 },
      },
    ],
    [
      "ltv_above_limit where RBI's 90 % for a smaller loan is what fits",
      { loan_amount: 3_100_000, property_value: 3_500_000 },
      {},
      {
        code: "ltv_above_limit",
        detail: { ltv_percent: 88.57, limit_percent: 80 },
        fix: { max_loan: 3_000_000 },
      },
    ],
    [
      "foir_above_limit with existing EMIs that already use the limit (fix null)",
      { existing_emis: 72_000 },
      {},
      {
        code: "foir_above_limit",
        detail: { foir_percent: 81.7, limit_percent: 60 },
        fix: { max_loan: null },
      },
    ],
  ])("%s", (_name, inputs, overrides, reason) => {
    expect(answer({ ...WORKED_INPUTS, ...inputs }, lender("x", overrides)).reasons).toEqual([
      reason,
    ]);
  });

  it("a figure exactly at a limit passes", () => {
    const atLimits = lender("e", {
      min_loan: 3_000_000,
      max_loan: 3_000_000,
      min_monthly_income: 120_000,
      max_tenure_months: 240,
      max_age_at_maturity: 55,
      max_ltv_percent: 75,
    });
    expect(answer(WORKED_INPUTS, atLimits).offer?.bank).toBe("e");
    // FOIR exactly 30: EMI 26,000 + 10,000 of ₹1,20,000.
    const exact = { ...WORKED_INPUTS, loan_amount: 2_996_000 };
    expect(answer(exact, lender("f", { max_foir_percent: 30 })).offer?.foir_percent).toBe(30);
  });

  it("lists every rule a lender fails, in order; no FOIR without a rate for the band", () => {
    const strict = lender("g", {
      rates: { ...ratesWith("750-799", null), "700-749": null },
      employment: ["self-employed-professional"],
      min_loan: 4_000_000,
      min_monthly_income: 150_000,
      max_tenure_months: 120,
      max_age_at_maturity: 50,
      max_ltv_percent: 50,
      max_foir_percent: 10,
    });
    const codes = answer(WORKED_INPUTS, strict).reasons.map((r) => r.code);
    expect(codes).toEqual(REASON_CODES.filter((code) => code !== "foir_above_limit"));
    // With a rate, FOIR is checked too and every rule is listed.
    const lent = lender("h", { ...strict.policy, rates: policy().rates });
    expect(answer(WORKED_INPUTS, lent).reasons.map((r) => r.code)).toEqual([
      ...REASON_CODES.filter((code) => code !== "credit_score_not_lent"),
    ]);
  });

  it("orders not_matched by bank name and equal APRs by bank name", () => {
    const named = (bank: string, bank_name: string, overrides: Partial<OfferPolicy> = {}) => ({
      ...lender(bank, overrides),
      bank_name,
    });
    const { offers, not_matched } = matchOffers(WORKED_INPUTS, [
      named("z", "Zeta Bank"),
      named("y", "axis bank"),
      named("x", "Bharat Bank", { min_loan: 9_000_000, max_loan: 9_000_000 }),
      named("w", "Apex Bank", { max_ltv_percent: 50 }),
    ]);
    expect(offers.map((o) => o.bank_name)).toEqual(["axis bank", "Zeta Bank"]);
    expect(not_matched.map((n) => n.bank_name)).toEqual(["Apex Bank", "Bharat Bank"]);
  });

  it("holds the processing fee between its minimum and maximum, rounded to the rupee", () => {
    const fee = (overrides: Partial<OfferPolicy>, loan = 3_000_000) =>
      answer({ ...WORKED_INPUTS, loan_amount: loan }, lender("f", overrides)).offer?.processing_fee;
    const percent = { processing_fee_percent: 0.35, processing_fee_min: 0 };
    expect(fee({ ...percent, processing_fee_max: 1_000_000 })).toBe(10_500);
    expect(fee({ ...percent, processing_fee_max: 10_000 })).toBe(10_000);
    expect(fee({ ...percent, processing_fee_min: 12_000, processing_fee_max: 20_000 })).toBe(
      12_000,
    );
    // 0.35 % of ₹30,00,123 is ₹10,500.43; of ₹29,99,000, exactly ₹10,496.50 (half up).
    expect(fee({ ...percent, processing_fee_max: 1_000_000 }, 3_000_123)).toBe(10_500);
    expect(fee({ ...percent, processing_fee_max: 1_000_000 }, 2_999_000)).toBe(10_497);
  });
});

describe("APR", () => {
  it("is the internal rate of return of what the borrower receives and pays", () => {
    const emi = roundedEmi(3_000_000, 8.5, 240);
    const payments = buildSchedule({ amount: 3_000_000, rate: 8.5, months: 240, emi }).map(
      (row) => row.emi,
    );
    expect(aprPercent(2_990_000, payments)).toBe(8.55);
    expect(aprPercent(3_000_000, payments)).toBe(8.5);
    // ₹1,100 received, ₹100 a month for a year: 1.365 % a month (the spreadsheets' RATE()).
    expect(aprPercent(1_100, Array(12).fill(100))).toBe(16.38);
    expect(aprPercent(1_200, Array(12).fill(100))).toBe(0);
    // Receiving nothing has no finite rate: held at the search's cap.
    expect(aprPercent(0, [100, 100])).toBe(120_000);
  });

  it("with no fees equals the rate even where rupee rounding moves the schedule's IRR", () => {
    // ₹1,12,644 at 0.58 % over 54 months: the schedule's interest, rounded each month, comes to
    // a plain IRR of 0.5730 %, which would show 0.57.
    const [amount, rate, months] = [112_644, 0.58, 54];
    const emi = roundedEmi(amount, rate, months);
    const payments = buildSchedule({ amount, rate, months, emi }).map((row) => row.emi);
    expect(aprPercent(amount, payments)).toBe(0.57);
    const inputs = { ...WORKED_INPUTS, loan_amount: amount, tenure_months: months };
    const free = { rates: ratesWith("750-799", rate), min_loan: 0 };
    const noFees = { ...free, processing_fee_min: 0, processing_fee_max: 0, other_charges: 0 };
    expect(answer(inputs, lender("a", noFees)).offer?.apr).toBe(0.58);
    // And ₹1 of fees never shows below the rate.
    const oneRupee = answer(inputs, lender("a", { ...noFees, other_charges: 1 })).offer;
    expect(oneRupee?.apr).toBeGreaterThanOrEqual(0.58);
  });
});

// ---- properties ----

/** RBI's LTV cap by loan size (docs/product/calculators.md "eligibility"), written out again. */
const rbiCap = (loan: number) => (loan <= 3_000_000 ? 90 : loan <= 7_500_000 ? 80 : 75);

/** The EMI formula of docs/product/calculators.md, rounded to the rupee, written out again. */
function emiOf(loan: number, rate: number, months: number): number {
  const r = rate / 1200;
  const growth = (1 + r) ** months;
  return Math.round((loan * r * growth) / (growth - 1));
}

const ltvPasses = (loan: number, inputs: OfferInputs, p: OfferPolicy) =>
  (loan / inputs.property_value) * 100 <= Math.min(p.max_ltv_percent, rbiCap(loan)) + 1e-11;

const foirPasses = (loan: number, inputs: OfferInputs, p: OfferPolicy, rate: number) =>
  ((inputs.existing_emis + emiOf(loan, rate, inputs.tenure_months)) / inputs.monthly_income) *
    100 <=
  p.max_foir_percent + 1e-11;

/** Which rules a lender fails, judged here without the engine. */
function failedRules(inputs: OfferInputs, p: OfferPolicy): ReasonCode[] {
  const rate = p.rates[inputs.credit_score_band];
  const failed: Record<ReasonCode, boolean> = {
    credit_score_not_lent: rate === null,
    employment_not_accepted: !p.employment.includes(inputs.employment),
    loan_outside_range: inputs.loan_amount < p.min_loan || inputs.loan_amount > p.max_loan,
    income_below_minimum: inputs.monthly_income < p.min_monthly_income,
    tenure_above_maximum: inputs.tenure_months > p.max_tenure_months,
    age_at_maturity_above_limit:
      inputs.age + inputs.tenure_months / 12 > p.max_age_at_maturity + 1e-11,
    ltv_above_limit: !ltvPasses(inputs.loan_amount, inputs, p),
    foir_above_limit: rate !== null && !foirPasses(inputs.loan_amount, inputs, p, rate),
  };
  return REASON_CODES.filter((code) => failed[code]);
}

const money = (min: number, max: number) => fc.integer({ min, max });
const twoDecimals = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);

const inputsArb: fc.Arbitrary<OfferInputs> = fc.record({
  loan_amount: fc.oneof(money(100_000, 10_000_000), money(100_000, 100_000_000)),
  tenure_months: fc.integer({ min: 12, max: 360 }),
  property_value: fc.oneof(money(100_000, 20_000_000), money(1, 1_000_000_000)),
  monthly_income: fc.oneof(money(10_000, 500_000), money(1, 10_000_000)),
  existing_emis: fc.oneof(fc.constant(0), money(0, 200_000)),
  credit_score_band: fc.constantFrom(...CREDIT_SCORE_BANDS),
  age: fc.integer({ min: 18, max: 75 }),
  employment: fc.constantFrom(...EMPLOYMENT_TYPES),
});

const feesArb = fc.oneof(
  fc.constant({
    processing_fee_percent: 0,
    processing_fee_min: 0,
    processing_fee_max: 0,
    other_charges: 0,
  }),
  fc
    .record({
      processing_fee_percent: twoDecimals(0, 5),
      a: money(0, 20_000),
      b: money(0, 50_000),
      other_charges: money(0, 20_000),
    })
    .map(({ a, b, ...rest }) => ({
      ...rest,
      processing_fee_min: Math.min(a, b),
      processing_fee_max: Math.max(a, b),
    })),
);

const policyArb: fc.Arbitrary<OfferPolicy> = fc
  .record({
    rates: fc.record(
      Object.fromEntries(
        CREDIT_SCORE_BANDS.map((band) => [band, fc.option(twoDecimals(0.1, 25), { freq: 4 })]),
      ) as Record<(typeof CREDIT_SCORE_BANDS)[number], fc.Arbitrary<number | null>>,
    ),
    min_monthly_income: fc.oneof(fc.constant(0), money(0, 200_000)),
    max_foir_percent: fc.integer({ min: 10, max: 80 }),
    max_ltv_percent: fc.integer({ min: 10, max: 90 }),
    loans: fc.tuple(money(0, 5_000_000), money(0, 100_000_000)),
    max_tenure_months: fc.integer({ min: 12, max: 360 }),
    max_age_at_maturity: fc.integer({ min: 50, max: 80 }),
    employment: fc.subarray([...EMPLOYMENT_TYPES], { minLength: 1 }),
    fees: feesArb,
  })
  .map(({ loans, fees, ...rest }) => ({
    ...rest,
    ...fees,
    min_loan: Math.min(...loans),
    max_loan: Math.max(...loans),
    penal_charges: "2% a month on the overdue amount.",
    kfs_url: "https://bank.example.in/kfs",
  }));

const lendersArb: fc.Arbitrary<Lender[]> = fc
  .uniqueArray(fc.tuple(fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h"), policyArb), {
    minLength: 1,
    maxLength: 6,
    selector: ([bank]) => bank,
  })
  .map((list) => list.map(([bank, p]) => ({ bank, bank_name: `Bank ${bank}`, policy: p })));

const RUNS = { numRuns: 150 };

describe("properties", () => {
  it("the generated policies are valid policies", () => {
    fc.assert(
      fc.property(policyArb, (p) => {
        expect(parseOfferPolicy(p)).toEqual({ ok: true, data: p });
      }),
      { numRuns: 50 },
    );
  });

  it("every lender appears exactly once, and the lists are in order", () => {
    fc.assert(
      fc.property(inputsArb, lendersArb, (inputs, lenders) => {
        const { offers, not_matched } = matchOffers(inputs, lenders);
        const seen = [...offers, ...not_matched].map((x) => x.bank).sort();
        expect(seen).toEqual(lenders.map((l) => l.bank).sort());
        for (const n of not_matched) expect(n.reasons.length).toBeGreaterThan(0);
        for (let k = 1; k < offers.length; k++) {
          const [a, b] = [offers[k - 1], offers[k]];
          expect(a.apr < b.apr || (a.apr === b.apr && a.bank_name <= b.bank_name)).toBe(true);
        }
        for (let k = 1; k < not_matched.length; k++) {
          expect(not_matched[k - 1].bank_name <= not_matched[k].bank_name).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it("an offer passes every rule and a refusal lists exactly the rules it fails", () => {
    fc.assert(
      fc.property(inputsArb, lendersArb, (inputs, lenders) => {
        const { offers, not_matched } = matchOffers(inputs, lenders);
        const byBank = new Map(lenders.map((l) => [l.bank, l.policy]));
        for (const offer of offers) {
          const p = byBank.get(offer.bank) as OfferPolicy;
          expect(failedRules(inputs, p)).toEqual([]);
          expect(offer.rate).toBe(p.rates[inputs.credit_score_band]);
          expect(offer.emi).toBe(emiOf(inputs.loan_amount, offer.rate, inputs.tenure_months));
          expect(offer.total_upfront).toBe(offer.processing_fee + offer.other_charges);
          expect(offer.processing_fee).toBeGreaterThanOrEqual(p.processing_fee_min);
          expect(offer.processing_fee).toBeLessThanOrEqual(p.processing_fee_max);
          expect(offer.total_payable).toBe(
            inputs.loan_amount + offer.total_interest + offer.total_upfront,
          );
        }
        for (const n of not_matched) {
          const p = byBank.get(n.bank) as OfferPolicy;
          expect(n.reasons.map((r) => r.code)).toEqual(failedRules(inputs, p));
        }
      }),
      RUNS,
    );
  });

  it("raising the income never removes an offer", () => {
    fc.assert(
      fc.property(inputsArb, lendersArb, money(1, 1_000_000), (inputs, lenders, raise) => {
        const before = matchOffers(inputs, lenders).offers.map((o) => o.bank);
        const richer = { ...inputs, monthly_income: inputs.monthly_income + raise };
        const after = new Set(matchOffers(richer, lenders).offers.map((o) => o.bank));
        for (const bank of before) expect(after.has(bank)).toBe(true);
      }),
      RUNS,
    );
  });

  it("fix.max_loan is the largest loan, to ₹1,000, that passes its rule", () => {
    fc.assert(
      fc.property(inputsArb, lendersArb, (inputs, lenders) => {
        const byBank = new Map(lenders.map((l) => [l.bank, l.policy]));
        for (const n of matchOffers(inputs, lenders).not_matched) {
          const p = byBank.get(n.bank) as OfferPolicy;
          const rate = p.rates[inputs.credit_score_band] as number;
          for (const reason of n.reasons) {
            const passes =
              reason.code === "ltv_above_limit"
                ? (loan: number) => ltvPasses(loan, inputs, p)
                : reason.code === "foir_above_limit"
                  ? (loan: number) => foirPasses(loan, inputs, p, rate)
                  : null;
            if (!passes) continue;
            const fix = reason.fix as { max_loan: number | null };
            if (fix.max_loan === null) {
              expect(passes(1_000)).toBe(false);
              continue;
            }
            expect(fix.max_loan % 1_000).toBe(0);
            expect(fix.max_loan).toBeLessThan(inputs.loan_amount);
            expect(passes(fix.max_loan)).toBe(true);
            expect(passes(fix.max_loan + 1_000)).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  it("the APR is at least the rate with fees, and the rate without", () => {
    // Small loans, where rupee rounding weighs most, and lenders that take every borrower.
    const open = policy({
      min_loan: 0,
      max_loan: 1_000_000_000,
      min_monthly_income: 0,
      max_foir_percent: 80,
      max_age_at_maturity: 80,
      employment: [...EMPLOYMENT_TYPES],
    });
    fc.assert(
      fc.property(
        money(100_000, 2_000_000),
        fc.integer({ min: 12, max: 360 }),
        twoDecimals(0.1, 25),
        feesArb,
        (loan, months, rate, fees) => {
          const inputs: OfferInputs = {
            ...WORKED_INPUTS,
            loan_amount: loan,
            tenure_months: months,
            property_value: loan * 10,
            monthly_income: loan,
            existing_emis: 0,
            age: 18,
          };
          const p = { ...open, ...fees, rates: ratesWith("750-799", rate) };
          const offer = answer(inputs, { bank: "a", bank_name: "A", policy: p }).offer as Offer;
          if (offer.total_upfront === 0) expect(offer.apr).toBe(rate);
          else expect(offer.apr).toBeGreaterThanOrEqual(rate);
        },
      ),
      { numRuns: 300 },
    );
  });
});
