import { describe, expect, it } from "vitest";
import { TODAY } from "../../domain/calculators/fields.ts";
import {
  CALCULATOR_NAMES,
  CALCULATORS,
  type CalculatorName,
  runCalculator,
} from "../../domain/calculators/index.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import errorsEn from "../../i18n/en/errors-calculators.ts";
import errorsHi from "../../i18n/hi/errors-calculators.ts";
import { createApi } from "../../i18n/i18n.tsx";

// The calculators' field messages come from the domain's zod schemas in English (the API keeps
// them so); the pages show them in their language through errors-calculators. Every message a
// schema can produce must be there, or a Hindi page would show English.

/**
 * A valid query of each calculator, every field of CALCULATORS[name].fields filled in: the pages'
 * starting values (a date that starts as today: a fixed day), and the EMI's months (the API's
 * other way to give the tenure).
 */
function validQuery(name: CalculatorName): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of CALCULATORS[name].fields)
    if (field.start) query[field.name] = field.start === TODAY ? "2026-03-10" : field.start;
  return name === "emi" ? { ...query, months: "240" } : query;
}
const VALID = Object.fromEntries(
  CALCULATOR_NAMES.map((name) => [name, validQuery(name)]),
) as Record<CalculatorName, Record<string, string>>;

/**
 * Values that break every rule a field has: missing, text, negative, too small, fractional, too
 * big, not a date, a day that does not exist, a year out of range.
 */
const BAD_VALUES = [
  "10-03-2026",
  "2026-02-30",
  "1999-12-31",
  undefined,
  "",
  "abc",
  "-1",
  "0",
  "0.05",
  "1.5",
  "7",
  "99",
  "400",
  "1e12",
  "99999999999",
  "bogus",
];

/** Rules that involve two fields. */
const CROSS_FIELD: Array<[CalculatorName, Record<string, string | undefined>]> = [
  ["emi", { years: undefined, months: undefined }],
  ["prepayment", { months: "12", lump_sum_month: "24" }],
  ["prepayment", { reduce: "emi", extra_monthly: "5000" }],
  ["cost-of-buying", { status: "under_construction", carpet_area_sqm: undefined }],
];

function everyMessage(): Set<string> {
  const messages = new Set<string>();
  const run = (name: CalculatorName, changes: Record<string, string | undefined>) => {
    const query: Record<string, string> = { ...VALID[name] };
    for (const [field, value] of Object.entries(changes)) {
      if (value === undefined) delete query[field];
      else query[field] = value;
    }
    const result = runCalculator(name, query);
    if (!result.ok) for (const message of Object.values(result.fields)) messages.add(message);
  };
  for (const name of CALCULATOR_NAMES) {
    // The valid query really is valid, so every message below comes from the changed field.
    expect(runCalculator(name, VALID[name]).ok, name).toBe(true);
    for (const field of CALCULATORS[name].fields) {
      for (const value of BAD_VALUES) {
        // The EMI's tenure is years or months: take both away to reach the "missing" message.
        const changes: Record<string, string | undefined> = { [field.name]: value };
        if (name === "emi" && (field.name === "years" || field.name === "months"))
          changes[field.name === "years" ? "months" : "years"] = undefined;
        run(name, changes);
      }
    }
  }
  for (const [name, changes] of CROSS_FIELD) run(name, changes);
  return messages;
}

describe("errors-calculators", () => {
  const produced = everyMessage();
  const known = new Set<string>(Object.values(errorsEn));

  it("has an entry for every message the calculator schemas produce", () => {
    // Sanity: the sweep reaches each kind of rule.
    expect(produced.size).toBeGreaterThan(60);
    for (const sample of [
      "Enter the loan amount.",
      "Tenure in years must be between 1 and 30.",
      "Remaining months must be a whole number.",
      "Tax slab must be one of: 0, 5, 10, 15, 20, 25, 30 (%).",
      "Lump sum month must be within the remaining months.",
      "A monthly extra needs reduce = tenure; set it to 0 to lower the EMI.",
    ])
      expect(produced).toContain(sample);
    const missing = [...produced].filter((message) => !known.has(message));
    expect(missing).toEqual([]);
  });

  it("maps each English message to Hindi on a Hindi page, and leaves English pages alone", () => {
    const hi = createApi("hi", [i18nFor("hi", "errors-calculators")]);
    const en = createApi("en", [i18nFor("en", "errors-calculators")]);
    for (const message of produced) {
      const hindi = hi.message(message);
      expect(hindi, message).not.toBe(message);
      // Hindi text, no English words left (₹ amounts, numbers, FOIR, EMI and 80C are fine).
      expect(hindi, message).toMatch(/[\u0900-\u097f]/);
      expect(hindi.replace(/FOIR|EMI|80C/g, ""), message).not.toMatch(/[A-Za-z]{2,}/);
      expect(en.message(message)).toBe(message);
    }
  });

  it("has no two keys for the same English message", () => {
    expect(new Set(Object.values(errorsEn)).size).toBe(Object.keys(errorsEn).length);
    expect(Object.keys(errorsHi).sort()).toEqual(Object.keys(errorsEn).sort());
  });
});
