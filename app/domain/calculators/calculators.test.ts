import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { balanceTransferCalculator } from "./balance-transfer.ts";
import { eligibilityCalculator, loanByValue, ltvPercent } from "./eligibility.ts";
import { emiCalculator, scheduleCsv } from "./emi.ts";
import { runCalculator } from "./index.ts";
import { prepaymentCalculator } from "./prepayment.ts";
import { readNumber } from "./query.ts";
import { taxBenefitCalculator } from "./tax-benefit.ts";
import {
  ELIGIBILITY_BY_VALUE,
  PREPAYMENT_REDUCE_TENURE,
  TAX_BENEFIT_LET_OUT,
} from "./test-fixtures.ts";

describe("emi", () => {
  it("₹25,00,000 at 6.7% for 20 years → EMI ₹18,935 (docs/product/calculators.md)", () => {
    const r = emiCalculator({ amount: 2_500_000, rate: 6.7, months: 240 });
    expect(r.emi).toBe(18_935);
    expect(r.schedule).toHaveLength(240);
    expect(r.yearly).toHaveLength(20);
    expect(r.schedule[239].closing_balance).toBe(0);
  });

  it("₹1,00,000 at 12% for 12 months: the schedule by hand", () => {
    const r = emiCalculator({ amount: 100_000, rate: 12, months: 12 });
    expect(r.emi).toBe(8_885);
    expect(r.schedule[0]).toEqual({
      month: 1,
      opening_balance: 100_000,
      emi: 8_885,
      interest: 1_000,
      principal: 7_885,
      closing_balance: 92_115,
    });
    expect(r.schedule[1]).toMatchObject({
      interest: 921,
      principal: 7_964,
      closing_balance: 84_151,
    });
    // The last month pays off the rest: ₹8,796 principal + ₹88 interest.
    expect(r.schedule[11]).toEqual({
      month: 12,
      opening_balance: 8_796,
      emi: 8_884,
      interest: 88,
      principal: 8_796,
      closing_balance: 0,
    });
    expect(r.total_interest).toBe(6_619);
    expect(r.total_payment).toBe(106_619);
    expect(r.yearly).toEqual([
      { year: 1, principal: 100_000, interest: 6_619, closing_balance: 0 },
    ]);
  });

  it("writes the schedule as CSV", () => {
    const csv = scheduleCsv(emiCalculator({ amount: 100_000, rate: 12, months: 12 }));
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("month,opening_balance,emi,interest,principal,closing_balance");
    expect(lines[1]).toBe("1,100000,8885,1000,7885,92115");
    expect(lines).toHaveLength(13);
  });

  it("property: rows sum to the totals and the last balance is 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 100_000_000 }),
        fc.integer({ min: 1, max: 250 }).map((n) => n / 10),
        fc.integer({ min: 1, max: 360 }),
        (amount, rate, months) => {
          const r = emiCalculator({ amount, rate, months });
          const sum = (k: "principal" | "interest" | "emi") =>
            r.schedule.reduce((s, row) => s + row[k], 0);
          expect(sum("principal")).toBe(amount);
          expect(sum("interest")).toBe(r.total_interest);
          expect(sum("emi")).toBe(r.total_payment);
          expect(r.total_payment).toBe(amount + r.total_interest);
          expect(r.schedule.at(-1)?.closing_balance).toBe(0);
          for (const row of r.schedule) {
            expect(row.principal + row.interest).toBe(row.emi);
            expect(row.opening_balance - row.principal).toBe(row.closing_balance);
            expect(row.closing_balance).toBeGreaterThanOrEqual(0);
          }
          expect(r.yearly.reduce((s, y) => s + y.interest, 0)).toBe(r.total_interest);
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000); // a property run: slow on a loaded machine, not a speed check
});

describe("eligibility", () => {
  it.each([
    [4_000_000, 3_200_000],
    [3_500_000, 3_000_000],
    [3_000_000, 2_700_000],
    [10_000_000, 7_500_000],
    [20_000_000, 15_000_000],
    [9_500_000, 7_500_000],
  ])("a ₹%i property → at most ₹%i by RBI's LTV caps", (value, loan) => {
    expect(loanByValue(value)).toBe(loan);
    expect(loan).toBeLessThanOrEqual((ltvPercent(loan) / 100) * value);
  });

  it("LTV caps by loan size", () => {
    expect([
      ltvPercent(3_000_000),
      ltvPercent(3_000_001),
      ltvPercent(7_500_000),
      ltvPercent(7_500_001),
    ]).toEqual([90, 80, 80, 75]);
  });

  // ₹1,00,000 a month, ₹10,000 of EMIs, FOIR 50, 8.5% for 20 years.
  const earner = { monthly_income: 100_000, existing_emis: 10_000, rate: 8.5, years: 20, foir: 50 };
  it.each([
    [
      "income binds",
      earner,
      {
        max_emi: 40_000,
        loan_by_income: 4_609_000,
        loan_by_value: null,
        max_loan: 4_609_000,
        limited_by: "income",
        ltv_percent: null,
        down_payment: null,
      },
    ],
    [
      "the property's value binds with a ₹40,00,000 home",
      { ...earner, property_value: 4_000_000 },
      ELIGIBILITY_BY_VALUE,
    ],
  ])("%s", (_name, input, expected) => {
    expect(eligibilityCalculator(input)).toEqual(expected);
  });

  it("existing EMIs above the FOIR share leave nothing", () => {
    const r = eligibilityCalculator({
      monthly_income: 50_000,
      existing_emis: 40_000,
      rate: 8.5,
      years: 20,
      foir: 50,
    });
    expect(r.max_emi).toBe(0);
    expect(r.max_loan).toBe(0);
  });

  it("property: max_loan never exceeds either limit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 250 }).map((n) => n / 10),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 10, max: 70 }),
        fc.option(fc.integer({ min: 10_000, max: 1_000_000_000 }), { nil: undefined }),
        (monthly_income, existing_emis, rate, years, foir, property_value) => {
          const r = eligibilityCalculator({
            monthly_income,
            existing_emis,
            rate,
            years,
            foir,
            property_value,
          });
          expect(r.max_loan).toBeLessThanOrEqual(r.loan_by_income);
          if (r.loan_by_value !== null && property_value !== undefined) {
            expect(r.max_loan).toBeLessThanOrEqual(r.loan_by_value);
            expect(r.loan_by_value).toBeLessThanOrEqual(
              (ltvPercent(r.loan_by_value) * property_value) / 100,
            );
            expect(r.down_payment).toBe(property_value - r.max_loan);
          }
          expect(r.max_loan % 1000).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("prepayment", () => {
  const base = { outstanding: 100_000, rate: 12, months: 12, lump_sum_month: 6, extra_monthly: 0 };

  it.each([
    [
      "reduce tenure: ₹50,000 with the 6th instalment ends the loan in month 7",
      "tenure",
      PREPAYMENT_REDUCE_TENURE,
    ],
    [
      "reduce EMI: the same lump sum lowers the EMI to ₹257 for the last 6 months",
      "emi",
      {
        emi_before: 8_885,
        emi_after: 257,
        months_before: 12,
        months_after: 12,
        interest_before: 6_619,
        interest_after: 4_856,
        interest_saved: 1_763,
        months_saved: 0,
      },
    ],
  ] as const)("%s", (_name, reduce, expected) => {
    expect(prepaymentCalculator({ ...base, lump_sum: 50_000, reduce })).toEqual(expected);
  });

  it("nothing prepaid saves nothing", () => {
    const r = prepaymentCalculator({ ...base, lump_sum: 0, reduce: "tenure" });
    expect(r.interest_saved).toBe(0);
    expect(r.months_saved).toBe(0);
  });

  const loan = [
    fc.integer({ min: 10_000, max: 20_000_000 }),
    fc.integer({ min: 1, max: 250 }).map((n) => n / 10),
    fc.integer({ min: 2, max: 360 }),
  ] as const;

  it("property: a larger prepayment never saves less (reduce tenure)", () => {
    fc.assert(
      fc.property(
        ...loan,
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (outstanding, rate, months, lumpA, lumpB, extraA, extraB) => {
          const common = { outstanding, rate, months, lump_sum_month: Math.ceil(months / 3) };
          const [small, large] = [lumpA, lumpB].sort((a, b) => a - b);
          const [less, more] = [extraA, extraB].sort((a, b) => a - b);
          const a = prepaymentCalculator({
            ...common,
            lump_sum: small,
            extra_monthly: less,
            reduce: "tenure",
          });
          const b = prepaymentCalculator({
            ...common,
            lump_sum: large,
            extra_monthly: more,
            reduce: "tenure",
          });
          expect(a.interest_saved).toBeGreaterThanOrEqual(0);
          expect(b.interest_saved).toBeGreaterThanOrEqual(a.interest_saved);
          expect(b.months_saved).toBeGreaterThanOrEqual(a.months_saved);
        },
      ),
      { numRuns: 300 },
    );
  });

  // Reduce EMI recomputes a rounded EMI for the rest of the loan, and the rupee that rounding
  // adds or drops each month compounds over a long, dear loan (about ₹2,000 on ₹10,000 at 22% over
  // 23 years). So the property compares prepayments at least ₹10,000 apart, whose saving outweighs
  // that rounding, and the saving of a prepayment of at least ₹10,000 against none.
  it("property: a larger prepayment never saves less (reduce EMI, ₹10,000 apart)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500_000, max: 20_000_000 }),
        fc.integer({ min: 1, max: 150 }).map((n) => n / 10),
        fc.integer({ min: 2, max: 360 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 10_000, max: 5_000_000 }),
        (outstanding, rate, months, small, step) => {
          const common = {
            outstanding,
            rate,
            months,
            lump_sum_month: Math.ceil(months / 3),
            extra_monthly: 0,
          };
          const a = prepaymentCalculator({ ...common, lump_sum: small, reduce: "emi" });
          const b = prepaymentCalculator({ ...common, lump_sum: small + step, reduce: "emi" });
          expect(b.interest_saved).toBeGreaterThanOrEqual(a.interest_saved);
          expect(b.interest_saved).toBeGreaterThanOrEqual(0);
          expect(b.emi_after).toBeLessThanOrEqual(a.emi_after);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("balance transfer", () => {
  it("₹30,00,000 over 180 months from 9% to 8% with ₹20,000 of fees", () => {
    const r = balanceTransferCalculator({
      outstanding: 3_000_000,
      current_rate: 9,
      months: 180,
      new_rate: 8,
      fees: 20_000,
    });
    expect(r.current_emi).toBe(30_428);
    expect(r.new_emi).toBe(28_670);
    expect(r.monthly_saving).toBe(1_758);
    // ceil(20,000 / 1,758) = 12
    expect(r.break_even_month).toBe(12);
    expect(r.gross_saving).toBe(r.interest_current - r.interest_new);
    expect(r.net_saving).toBe(r.gross_saving - 20_000);
    expect(r.worth_it).toBe(true);
  });

  it("a higher new rate is never worth it and never breaks even", () => {
    const r = balanceTransferCalculator({
      outstanding: 3_000_000,
      current_rate: 8,
      months: 180,
      new_rate: 9,
      fees: 10_000,
    });
    expect(r.monthly_saving).toBeLessThan(0);
    expect(r.break_even_month).toBeNull();
    expect(r.worth_it).toBe(false);
  });

  it("no fees break even at month 0", () => {
    const r = balanceTransferCalculator({
      outstanding: 1_000_000,
      current_rate: 9,
      months: 60,
      new_rate: 8.5,
      fees: 0,
    });
    expect(r.break_even_month).toBe(0);
  });
});

describe("tax benefit", () => {
  it.each([
    [
      "self-occupied: interest capped at ₹2,00,000, principal at what 80C has left",
      {
        interest: 300_000,
        principal: 100_000,
        property: "self-occupied",
        rent: 0,
        municipal_tax: 0,
        other_80c: 80_000,
        slab: 30,
      },
      {
        old_regime: {
          interest_deduction: 200_000,
          principal_deduction: 70_000,
          loss_carried_forward: 0,
          tax_saved: 84_240,
        },
        new_regime: {
          interest_deduction: 0,
          principal_deduction: 0,
          loss_carried_forward: 0,
          tax_saved: 0,
        },
        better: "old",
      },
    ],
    [
      "let-out: 70% of NAV plus ₹2,00,000 in the old regime, the rest carried forward",
      {
        interest: 500_000,
        principal: 200_000,
        property: "let-out",
        rent: 300_000,
        municipal_tax: 20_000,
        other_80c: 0,
        slab: 20,
      },
      TAX_BENEFIT_LET_OUT,
    ],
  ] as const)("%s", (_name, input, expected) => {
    expect(taxBenefitCalculator(input)).toEqual(expected);
  });

  it("slab 0 saves nothing in either regime", () => {
    const r = taxBenefitCalculator({
      interest: 100_000,
      principal: 0,
      property: "self-occupied",
      rent: 0,
      municipal_tax: 0,
      other_80c: 0,
      slab: 0,
    });
    expect(r.better).toBe("same");
  });

  it("property: tax saved is never negative and the old regime never gives less", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom("self-occupied" as const, "let-out" as const),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.constantFrom(0, 5, 10, 15, 20, 25, 30 as const),
        (interest, principal, property, rent, municipal_tax, other_80c, slab) => {
          const r = taxBenefitCalculator({
            interest,
            principal,
            property,
            rent,
            municipal_tax,
            other_80c,
            slab: slab as 30,
          });
          for (const regime of [r.old_regime, r.new_regime]) {
            expect(regime.tax_saved).toBeGreaterThanOrEqual(0);
            expect(regime.interest_deduction).toBeLessThanOrEqual(interest);
            expect(regime.loss_carried_forward).toBeGreaterThanOrEqual(0);
          }
          expect(r.old_regime.tax_saved).toBeGreaterThanOrEqual(r.new_regime.tax_saved);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("query parsing", () => {
  it.each([
    ["25,00,000", 2_500_000],
    ["₹ 40,00,000", 4_000_000],
    ["8.5 %", 8.5],
    ["", undefined],
    ["abc", "abc"],
    ["1e400", "1e400"],
  ])("%j → %j", (text, value) => {
    expect(readNumber(text)).toEqual(value);
  });

  it("answers with field messages for missing, non-numeric and out-of-range values", () => {
    const r = runCalculator("emi", new URLSearchParams("amount=abc&rate=40"));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fields).toEqual({
      amount: "Loan amount must be a number.",
      rate: "Interest rate must be between 0.1 and 25 (% a year).",
    });
    const missing = runCalculator("emi", new URLSearchParams("amount=100000&rate=8"));
    expect(missing.ok ? {} : missing.fields).toEqual({ years: "Enter the tenure in years." });
  });

  it("months win over years", () => {
    const r = runCalculator(
      "emi",
      new URLSearchParams("amount=25,00,000&rate=6.7&years=10&months=240"),
    );
    expect(r.ok && r.data.months).toBe(240);
    expect(r.ok && r.data.emi).toBe(18_935);
  });

  it("prepayment rules that tie fields together", () => {
    const r = runCalculator(
      "prepayment",
      new URLSearchParams(
        "outstanding=100000&rate=12&months=12&lump_sum_month=13&extra_monthly=500&reduce=emi",
      ),
    );
    expect(r.ok ? {} : r.fields).toEqual({
      lump_sum_month: "Lump sum month must be within the remaining months.",
      extra_monthly: "A monthly extra needs reduce = tenure; set it to 0 to lower the EMI.",
    });
  });

  it("property: an arbitrary query never throws", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            "amount",
            "rate",
            "years",
            "months",
            "outstanding",
            "reduce",
            "slab",
            "property",
            "interest",
            "principal",
            "monthly_income",
            "foir",
          ),
          fc.string(),
        ),
        (query) => {
          for (const name of [
            "emi",
            "eligibility",
            "prepayment",
            "balance-transfer",
            "tax-benefit",
          ] as const) {
            const r = runCalculator(name, query);
            if (!r.ok) expect(Object.keys(r.fields).length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
