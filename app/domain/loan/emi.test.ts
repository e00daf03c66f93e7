import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateEmi, loanBreakdown, parseAmount } from "./emi.ts";

// The loans the properties draw: up to ₹100 crore, 0 to 30 % a year, 1 to 50 years (or months).
const principal = fc.integer({ min: 1, max: 1e9 });
const rate = fc.double({ min: 0, max: 30, noNaN: true });
const years = fc.integer({ min: 1, max: 50 });
const months = fc.integer({ min: 1, max: 600 });

describe("parseAmount", () => {
  it.each([
    ["25,00,000", 2500000],
    ["₹ 10,00,000.50", 1000000.5],
    ["1000000", 1000000],
    [" 7.5 % ", 7.5],
    ["1.2.3", 1.23],
    ["-5", 5],
    ["0", 0],
    [".5", 0.5],
    [42, 42],
    [0, 0],
  ] as const)("%j → %j", (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    [""],
    ["abc"],
    ["."],
    ["₹"],
    [null],
    [undefined],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ])("%j → null", (input) => {
    expect(parseAmount(input as string | number | null | undefined)).toBeNull();
  });

  it("never returns NaN or Infinity for any string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const n = parseAmount(text);
        return n === null || (Number.isFinite(n) && n >= 0);
      }),
    );
  });

  it("reads back what Indian grouping wrote", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        return parseAmount(new Intl.NumberFormat("en-IN").format(n)) === n;
      }),
    );
  });
});

describe("calculateEmi", () => {
  // Hand-computed: r = 0.01, 1.01^12 = 1.1268250301, EMI = 1000 × 1.1268250301 / 0.1268250301.
  it.each([
    [100000, 12, 12, 8884.88],
    [1000000, 12, 12, 88848.79],
    // docs/product/pages.md "Text facts": ~18,935 for 25 lakh at 6.70% over 20 years
    [2500000, 6.7, 240, 18934.86],
    [2500000, 9, 240, 22493.15],
    [1000000, 6.5, 60, 19566.15],
    [1000000, 9, 120, 12667.58],
    [5000000, 8.5, 360, 38445.67],
  ])("P=%d at %d%% for %d months ≈ %d", (principal, rate, months, expected) => {
    expect(calculateEmi(principal, rate, months)).toBeCloseTo(expected, 2);
  });

  it("matches the formula of docs/product/calculators.md, P·r·(1+r)^n/((1+r)^n−1)", () => {
    fc.assert(
      fc.property(
        principal,
        fc.double({ min: 0.1, max: 30, noNaN: true }),
        months,
        (p, rate, n) => {
          const r = rate / 1200;
          const textbook = (p * r * (1 + r) ** n) / ((1 + r) ** n - 1);
          return Math.abs(calculateEmi(p, rate, n) - textbook) <= textbook * 1e-9;
        },
      ),
    );
  });

  it("zero rate is principal / months", () => {
    expect(calculateEmi(1200000, 0, 120)).toBe(10000);
    fc.assert(
      fc.property(principal, months, (p, n) => {
        return calculateEmi(p, 0, n) === p / n;
      }),
    );
  });

  it("returns 0 outside its domain instead of NaN or Infinity", () => {
    expect(calculateEmi(100000, 10, 0)).toBe(0);
    expect(calculateEmi(0, 10, 12)).toBe(0);
    expect(calculateEmi(-5, 10, 12)).toBe(0);
    expect(calculateEmi(100000, -1, 12)).toBe(0);
    expect(calculateEmi(Number.NaN, 10, 12)).toBe(0);
    expect(calculateEmi(100000, Number.POSITIVE_INFINITY, 12)).toBe(0);
  });

  it("is finite and positive for principal 1..1e9, rate 0..30, years 1..50", () => {
    fc.assert(
      fc.property(principal, rate, years, (p, r, y) => {
        const emi = calculateEmi(p, r, y * 12);
        return Number.isFinite(emi) && emi > 0;
      }),
    );
  });

  it("EMI × months covers the principal, and equals it only at a zero rate", () => {
    fc.assert(
      fc.property(principal, rate, years, (p, r, y) => {
        const total = calculateEmi(p, r, y * 12) * y * 12;
        return total >= p * (1 - 1e-12);
      }),
    );
  });

  // One argument drawn twice, the others held: the EMI rises with the principal and the rate,
  // and falls as the tenure grows.
  const emiIn = (p: number, r: number, y: number) => calculateEmi(p, r, y * 12);
  type Held = [principal: number, rate: number, years: number];
  it.each<[string, fc.Arbitrary<number>, (x: number, held: Held) => number, boolean]>([
    ["increases with principal", principal, (x, [, r, y]) => emiIn(x, r, y), true],
    ["increases with the rate", rate, (x, [p, , y]) => emiIn(p, x, y), true],
    ["decreases as the tenure grows", years, (x, [p, r]) => emiIn(p, r, x), false],
  ])("%s", (_name, moved, emiAt, rises) => {
    fc.assert(
      fc.property(moved, moved, principal, rate, years, (a, b, p, r, y) => {
        fc.pre(Math.abs(a - b) > 1e-6);
        const [lo, hi] = a < b ? [a, b] : [b, a];
        const [atLo, atHi] = [emiAt(lo, [p, r, y]), emiAt(hi, [p, r, y])];
        return rises ? atLo < atHi : atHi < atLo;
      }),
    );
  });
});

describe("loanBreakdown", () => {
  it("home-page defaults 1000000 / 6.5 / 5", () => {
    // EMI 19,566.1482…; total 19,566.1482 × 60 = 11,73,968.89 → 11,73,969; interest 1,73,969.
    expect(loanBreakdown({ principal: 1000000, annualRate: 6.5, years: 5 })).toEqual({
      principal: 1000000,
      emi: 19566,
      totalAmount: 1173969,
      totalInterest: 173969,
      months: 60,
    });
  });

  it.each([
    // 1,00,000 at 12% for 1 year: EMI 8,884.88, total 1,06,618.55 → 1,06,619.
    [
      { principal: 100000, annualRate: 12, years: 1 },
      { principal: 100000, emi: 8885, totalAmount: 106619, totalInterest: 6619, months: 12 },
    ],
    // 25 lakh at 6.7% for 20 years: EMI 18,934.86, total 45,44,365.50 → 45,44,365 (…365.4985).
    [
      { principal: "25,00,000", annualRate: "6.7", years: "20" },
      { principal: 2500000, emi: 18935, totalAmount: 4544365, totalInterest: 2044365, months: 240 },
    ],
    // Interest-free: 12 lakh over 10 years.
    [
      { principal: "₹ 12,00,000", annualRate: 0, years: 10 },
      { principal: 1200000, emi: 10000, totalAmount: 1200000, totalInterest: 0, months: 120 },
    ],
  ])("%j", (input, expected) => {
    expect(loanBreakdown(input)).toEqual(expected);
  });

  const zeros = { principal: 0, emi: 0, totalAmount: 0, totalInterest: 0, months: 0 };
  it.each([
    [{ principal: "", annualRate: 6.5, years: 5 }],
    [{ principal: "abc", annualRate: 6.5, years: 5 }],
    [{ principal: 0, annualRate: 6.5, years: 5 }],
    [{ principal: 1000000, annualRate: "", years: 5 }],
    [{ principal: 1000000, annualRate: 6.5, years: 0 }],
    [{ principal: 1000000, annualRate: 6.5, years: "" }],
    [{ principal: -100, annualRate: 6.5, years: 5 }],
    [{ principal: Number.NaN, annualRate: 6.5, years: 5 }],
    [{ principal: 1e308, annualRate: 6.5, years: 5 }],
  ])("invalid input %j gives zeros", (input) => {
    expect(loanBreakdown(input)).toEqual(zeros);
  });

  it("total = principal + interest and total ≈ EMI × months, never NaN", () => {
    fc.assert(
      fc.property(principal, rate, years, (p, r, y) => {
        const b = loanBreakdown({ principal: p, annualRate: r, years: y });
        const values = Object.values(b);
        if (!values.every(Number.isFinite)) return false;
        if (b.months !== y * 12) return false;
        if (b.principal + b.totalInterest !== b.totalAmount) return false;
        // The rounded EMI is off by at most half a rupee per month.
        return Math.abs(b.emi * b.months - b.totalAmount) <= b.months / 2 + 1;
      }),
    );
  });

  it("never throws or yields NaN for arbitrary text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (principal, annualRate, years) => {
        const b = loanBreakdown({ principal, annualRate, years });
        return Object.values(b).every((n) => Number.isFinite(n) && n >= 0);
      }),
    );
  });
});
