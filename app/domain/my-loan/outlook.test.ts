import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lender, ratesWith } from "../offers/test-fixtures.ts";
import { SEEDED_BENCHMARKS } from "./benchmarks.ts";
import {
  type BenchmarkRow,
  keepEmiSchedule,
  keepTenureSchedule,
  type LoanTerms,
  loanEmi,
  nextResetOn,
  outlookFor,
} from "./outlook.ts";
import { WORKED_LOAN } from "./test-fixtures.ts";

// docs/product/my-loan.md "The outlook": the worked loan and the properties of the two choices.

const LENDERS = [
  lender("a"),
  lender("b", { rates: ratesWith("750-799", 9) }),
  lender("c", { rates: ratesWith("750-799", 7.9) }),
  lender("d", { rates: ratesWith("750-799", 9.5) }),
  lender("e", { rates: ratesWith("750-799", 11.5) }),
  lender("f", { rates: ratesWith("750-799", null) }),
];

const SEED: BenchmarkRow[] = SEEDED_BENCHMARKS.map((b, i) => ({ id: i + 1, ...b }));
const TODAY = "2026-12-01";
const LOAN: LoanTerms = WORKED_LOAN;

describe("the worked loan", () => {
  it("reads a spread of 2.90 and no change at the next reset before any new rate", () => {
    const o = outlookFor({ loan: LOAN, repo: SEED, lenders: [], today: TODAY });
    expect(o.emi).toBe(26_522);
    expect(o.spread).toBe(2.9);
    expect(o.next_reset_on).toBe("2027-01-01");
    expect(o.repo_now).toEqual({ rate: 5.25, effective_from: "2025-12-05" });
    expect(o.rate_at_next_reset).toBe(8.15);
    expect(o.change_pp).toBe(0);
  });

  it("repo 5.00 from 2026-12-05: 7.90, keep tenure 26,068 / 26,30,555, keep EMI 209 months / 25,17,921", () => {
    const repo = [...SEED, { id: 6, rate: 5, effective_from: "2026-12-05" }];
    const o = outlookFor({ loan: LOAN, repo, lenders: [], today: TODAY });
    expect(o.rate_at_next_reset).toBe(7.9);
    expect(o.change_pp).toBe(-0.25);
    expect(o.keep_tenure).toEqual({ emi: 26_068, total_interest: 2_630_555 });
    expect(o.keep_emi).toEqual({ months: 209, total_interest: 2_517_921 });
    expect(o.keep_emi_reason).toBeNull();
  });

  it("repo 5.75 instead: 8.65, keep tenure 27,441, keep EMI 236 months", () => {
    const repo = [...SEED, { id: 6, rate: 5.75, effective_from: "2026-12-05" }];
    const o = outlookFor({ loan: LOAN, repo, lenders: [], today: TODAY });
    expect(o.rate_at_next_reset).toBe(8.65);
    expect(o.change_pp).toBe(0.5);
    expect(o.keep_tenure?.emi).toBe(27_441);
    expect(o.keep_emi?.months).toBe(236);
  });

  it("a rate effective after the next reset does not count for it", () => {
    const repo = [...SEED, { id: 6, rate: 5, effective_from: "2027-01-02" }];
    const o = outlookFor({ loan: LOAN, repo, lenders: [], today: TODAY });
    expect(o.rate_at_next_reset).toBe(8.15);
  });

  it("gives null keep_emi with the reason when the EMI does not cover the first interest", () => {
    const o = outlookFor({ loan: { ...LOAN, emi: 20_000 }, repo: SEED, lenders: [], today: TODAY });
    expect(o.keep_emi).toBeNull();
    expect(o.keep_emi_reason).toBe("emi_below_interest");
  });

  it("gives other loans no reset figures, transfers only, by the net saving", () => {
    const o = outlookFor({
      loan: {
        ...LOAN,
        rate_type: "other",
        last_reset_on: null,
        reset_every_months: null,
        current_rate: 11,
      },
      repo: SEED,
      lenders: LENDERS,
      today: TODAY,
    });
    expect(o.next_reset_on).toBeNull();
    expect(o.keep_tenure).toBeNull();
    expect(o.transfers.map((t) => t.bank)).toEqual(["c", "a", "b"]);
    const savings = o.transfers.map((t) => t.net_saving);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    for (const t of o.transfers) expect(t.net_saving).toBeGreaterThan(0);
    expect(o.transfers[1]).toMatchObject({ bank: "a", new_rate: 8.5, bank_name: "Lender A" });
  });
});

describe("the next reset", () => {
  it("is the first whole period after today", () => {
    expect(nextResetOn("2026-10-01", 3, "2026-12-01")).toBe("2027-01-01");
    expect(nextResetOn("2026-10-01", 3, "2027-01-01")).toBe("2027-04-01");
    expect(nextResetOn("2026-08-31", 6, "2026-12-01")).toBe("2027-02-28");
    expect(nextResetOn("2026-12-01", 12, "2026-12-01")).toBe("2027-12-01");
  });
});

const loanArb = fc.record({
  outstanding: fc.integer({ min: 100_000, max: 100_000_000 }),
  remaining_months: fc.integer({ min: 1, max: 360 }),
  current_rate: fc.integer({ min: 100, max: 2000 }).map((r) => r / 100),
});

describe("properties", () => {
  it("keep-EMI months ≥ remaining when the rate rises, ≤ when it falls; both end at exactly 0", () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: -300, max: 300 }), (base, delta) => {
        const loan: LoanTerms = { ...LOAN, ...base };
        const rate = Math.max(0.01, (Math.round(base.current_rate * 100) + delta) / 100);
        const tenure = keepTenureSchedule(loan, rate);
        expect(tenure.length).toBeLessThanOrEqual(loan.remaining_months);
        expect(tenure[tenure.length - 1]?.closing_balance).toBe(0);
        const keep = keepEmiSchedule(loan, rate);
        if (keep === null) {
          // Null when the EMI does not cover the first month's interest, or covers it by so
          // little that the loan would run past 100 years (docs/product/my-loan.md).
          expect(rate).toBeGreaterThan(loan.current_rate);
          const interest = (loan.outstanding * rate) / 1200;
          const emi = loanEmi(loan);
          if (emi > Math.round(interest)) {
            const r = rate / 1200;
            const months = Math.log(emi / (emi - loan.outstanding * r)) / Math.log(1 + r);
            expect(months).toBeGreaterThan(1190);
          }
          return;
        }
        expect(keep[keep.length - 1]?.closing_balance).toBe(0);
        if (rate > loan.current_rate)
          expect(keep.length).toBeGreaterThanOrEqual(loan.remaining_months);
        if (rate < loan.current_rate)
          expect(keep.length).toBeLessThanOrEqual(loan.remaining_months);
      }),
      { numRuns: 300 },
    );
  });

  it("the spread is unchanged by later benchmarks", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            rate: fc.integer({ min: 50, max: 1500 }).map((r) => r / 100),
            days: fc.integer({ min: 1, max: 60 }),
          }),
          { maxLength: 5 },
        ),
        (later) => {
          const repo = [
            ...SEED,
            ...later.map((l, i) => ({
              id: 10 + i,
              rate: l.rate,
              effective_from: `2026-12-${String(Math.min(28, l.days)).padStart(2, "0")}`,
            })),
          ];
          const o = outlookFor({ loan: LOAN, repo, lenders: [], today: TODAY });
          expect(o.spread).toBe(2.9);
        },
      ),
    );
  });
});
