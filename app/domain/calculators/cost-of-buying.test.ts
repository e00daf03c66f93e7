import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CostOfBuyingInput,
  cashParts,
  costOfBuyingCalculator,
  costOfBuyingMaxLoan,
  costOfBuyingRefusal,
  gstRate,
} from "./cost-of-buying.ts";
import { runCalculator } from "./index.ts";
import { COST_OF_BUYING_WORKED } from "./test-fixtures.ts";

// docs/product/calculators.md "cost-of-buying": the worked figures, the properties that tie them
// together, and the query as the API and the page read it.

const BASE: CostOfBuyingInput = {
  price: 5_000_000,
  status: "under_construction",
  carpet_area_sqm: 85,
  metro: "no",
  stamp_duty_percent: 6,
  registration_percent: 1,
  processing_fee: 0,
};

describe("cost of buying: the worked figures", () => {
  it("₹50,00,000 under construction, not metro, 85 m²: GST 5% (above ₹45 lakh)", () => {
    expect(costOfBuyingCalculator(BASE)).toEqual(COST_OF_BUYING_WORKED);
  });

  it("₹40,00,000 under construction, metro, 55 m², registration capped at ₹30,000: GST 1%", () => {
    expect(
      costOfBuyingCalculator({
        ...BASE,
        price: 4_000_000,
        metro: "yes",
        carpet_area_sqm: 55,
        stamp_duty_percent: 5,
        registration_cap: 30_000,
      }),
    ).toMatchObject({
      gst_rate: 1,
      gst: 40_000,
      stamp_duty: 200_000,
      registration: 30_000,
      max_loan: 3_200_000,
      loan: 3_200_000,
      down_payment: 800_000,
      cash_needed: 1_070_000,
    });
  });

  it("₹9,00,000 ready: no GST, and the LTV cap is judged on ₹9,54,000 → ₹8,58,000", () => {
    const ready: CostOfBuyingInput = {
      price: 900_000,
      status: "ready",
      metro: "no",
      stamp_duty_percent: 5,
      registration_percent: 1,
      processing_fee: 0,
    };
    expect(costOfBuyingCalculator(ready)).toMatchObject({
      gst_rate: 0,
      gst: 0,
      stamp_duty: 45_000,
      registration: 9_000,
      max_loan: 858_000,
    });
  });

  it("above ₹10,00,000 the cap is on the price alone", () => {
    const price = (p: number) =>
      costOfBuyingMaxLoan({ ...BASE, price: p, status: "ready", stamp_duty_percent: 7 });
    expect(price(1_000_000)).toBe(972_000); // 90% of ₹10,80,000
    expect(price(1_000_001)).toBe(900_000); // 90% of the price
  });
});

describe("the cash needed by part", () => {
  it("down payment, GST, stamp duty, registration and the fee add up to the cash needed", () => {
    const r = costOfBuyingCalculator({ ...BASE, processing_fee: 12_500 });
    expect(cashParts(r)).toEqual({
      down_payment: 1_000_000,
      gst: 250_000,
      stamp_duty: 300_000,
      registration: 50_000,
      fees: 12_500,
    });
    expect(Object.values(cashParts(r)).reduce((a, b) => a + b)).toBe(r.cash_needed);
  });
});

describe("GST", () => {
  it.each([
    [4_500_000, "no", 90, 1],
    [4_500_001, "no", 90, 5],
    [4_500_000, "no", 90.5, 5],
    [4_500_000, "yes", 60, 1],
    [4_500_000, "yes", 61, 5],
    [2_000_000, "yes", 90, 5],
  ] as const)("₹%i, metro %s, %s m² → %i%%", (price, metro, carpet, rate) => {
    expect(gstRate({ price, status: "under_construction", carpet_area_sqm: carpet, metro })).toBe(
      rate,
    );
  });

  it("a ready home pays none", () => {
    expect(gstRate({ price: 9_000_000, status: "ready", metro: "yes" })).toBe(0);
  });
});

describe("the loan", () => {
  it("a loan within the caps is used, and changes the down payment", () => {
    const r = costOfBuyingCalculator({ ...BASE, loan_amount: 3_000_000, processing_fee: 10_000 });
    expect(r).toMatchObject({ loan: 3_000_000, down_payment: 2_000_000 });
    expect(r.cash_needed).toBe(2_000_000 + 250_000 + 300_000 + 50_000 + 10_000);
    expect(r.total_cost).toBe(5_610_000);
  });

  it("a loan above the caps is refused with the largest allowed", () => {
    expect(costOfBuyingRefusal({ ...BASE, loan_amount: 4_000_000 })).toBeNull();
    expect(costOfBuyingRefusal({ ...BASE })).toBeNull();
    const message =
      "Loan amount can be at most ₹40,00,000: RBI's loan-to-value cap for this price.";
    expect(costOfBuyingRefusal({ ...BASE, loan_amount: 4_000_001 })).toEqual({
      ok: false,
      error: message,
      fields: { loan_amount: message },
      max_loan: 4_000_000,
    });
  });
});

const inputs = fc.record(
  {
    price: fc.integer({ min: 10_000, max: 200_000_000 }),
    status: fc.constantFrom("under_construction", "ready"),
    carpet_area_sqm: fc.integer({ min: 1, max: 300 }),
    metro: fc.constantFrom("yes", "no"),
    stamp_duty_percent: fc.integer({ min: 0, max: 120 }).map((n) => n / 10),
    registration_percent: fc.integer({ min: 0, max: 50 }).map((n) => n / 10),
    registration_cap: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
    loan_share: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    processing_fee: fc.integer({ min: 0, max: 200_000 }),
  },
  { requiredKeys: ["price", "status", "carpet_area_sqm", "metro"] },
);

function toInput(r: {
  price: number;
  status: "under_construction" | "ready";
  carpet_area_sqm: number;
  metro: "yes" | "no";
  stamp_duty_percent?: number;
  registration_percent?: number;
  registration_cap?: number | undefined;
  loan_share?: number | undefined;
  processing_fee?: number;
}): CostOfBuyingInput {
  const input: CostOfBuyingInput = {
    price: r.price,
    status: r.status,
    carpet_area_sqm: r.carpet_area_sqm,
    metro: r.metro,
    stamp_duty_percent: r.stamp_duty_percent ?? 5,
    registration_percent: r.registration_percent ?? 1,
    registration_cap: r.registration_cap,
    processing_fee: r.processing_fee ?? 0,
  };
  if (r.loan_share !== undefined)
    input.loan_amount = Math.floor(costOfBuyingMaxLoan(input) * r.loan_share);
  return input;
}

describe("cost of buying: properties", () => {
  it("cash needed + loan = total cost; the figures are whole rupees", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const r = costOfBuyingCalculator(toInput(raw));
        expect(r.cash_needed + r.loan).toBe(r.total_cost);
        expect(r.loan).toBeLessThanOrEqual(r.max_loan);
        for (const value of Object.values(r)) expect(Number.isInteger(value)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("a higher price never lowers GST", () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 50_000_000 }), (raw, more) => {
        const lower = costOfBuyingCalculator(toInput(raw));
        const higher = costOfBuyingCalculator(toInput({ ...raw, price: raw.price + more }));
        expect(higher.gst).toBeGreaterThanOrEqual(lower.gst);
        expect(higher.gst_rate).toBeGreaterThanOrEqual(lower.gst_rate);
      }),
      { numRuns: 500 },
    );
  });

  it("registration never exceeds its cap; a loan above max_loan is refused, at it accepted", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const input = toInput(raw);
        const r = costOfBuyingCalculator(input);
        if (input.registration_cap !== undefined)
          expect(r.registration).toBeLessThanOrEqual(input.registration_cap);
        expect(costOfBuyingRefusal({ ...input, loan_amount: r.max_loan })).toBeNull();
        expect(costOfBuyingRefusal({ ...input, loan_amount: r.max_loan + 1 })?.max_loan).toBe(
          r.max_loan,
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe("cost of buying: the query", () => {
  it("needs the price, and the carpet area only when under construction", () => {
    const none = runCalculator("cost-of-buying", {});
    expect(none.ok ? {} : none.fields).toEqual({ price: "Enter the price." });
    const ready = runCalculator("cost-of-buying", { price: "90,00,000" });
    expect(ready.ok && ready.data).toMatchObject({ gst_rate: 0, stamp_duty: 450_000 });
    const building = runCalculator("cost-of-buying", {
      price: "5000000",
      status: "under_construction",
    });
    expect(building.ok ? {} : building.fields).toEqual({
      carpet_area_sqm: "Enter the carpet area of a home under construction.",
    });
  });

  it("reads the worked example as the page sends it (empty cap and loan)", () => {
    const r = runCalculator("cost-of-buying", {
      price: "50,00,000",
      status: "under_construction",
      carpet_area_sqm: "85",
      metro: "no",
      stamp_duty_percent: "6",
      registration_percent: "1",
      registration_cap: "",
      loan_amount: "",
      processing_fee: "0",
    });
    expect(r.ok && r.data).toMatchObject({ cash_needed: 1_600_000, total_cost: 5_600_000 });
  });

  it("a loan above the caps: the loan_amount message and max_loan", () => {
    const r = runCalculator("cost-of-buying", { price: "5000000", loan_amount: "45,00,000" });
    expect(r).toEqual({
      ok: false,
      error: "Loan amount can be at most ₹40,00,000: RBI's loan-to-value cap for this price.",
      fields: {
        loan_amount:
          "Loan amount can be at most ₹40,00,000: RBI's loan-to-value cap for this price.",
      },
      max_loan: 4_000_000,
    });
  });
});
