import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmountInput } from "../components/wizard/amount-format.ts";
import { caretIn } from "./page-form-state.ts";

describe("caretIn", () => {
  it.each([
    ["25,00,000", "2500000", 7, 9],
    ["25,00,000", "2500000", 2, 2],
    ["25,00,000", "2500000", 3, 4],
    ["25,00,000", "2500000", 0, 0],
    ["Engineer", "Engineer", 3, 3],
  ])("in %j after %j at %i → %i", (next, before, caret, expected) => {
    expect(caretIn(next, before, caret)).toBe(expected);
  });

  it("keeps the caret after the same digit when an amount is regrouped", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{0,12}$/), fc.nat(), (digits, n) => {
        const caret = n % (digits.length + 1);
        const next = formatAmountInput(digits);
        const at = caretIn(next, digits, caret);
        expect(next.slice(0, at).replace(/,/g, "")).toBe(digits.slice(0, caret));
      }),
    );
  });
});
