import { describe, expect, it } from "vitest";
import { itReturns } from "../../domain/cases.test-support.ts";
import { parseAmount } from "../../domain/loan/emi.ts";
import { caretAfterSignificant, formatAmountInput, reformatWithCaret } from "./amount-format.ts";

describe("formatAmountInput", () => {
  itReturns(formatAmountInput, "%j → %j", [
    ["", ""],
    ["2500000", "25,00,000"],
    ["25,00,000", "25,00,000"],
    ["₹ 25,00,000", "25,00,000"],
    ["25 00 000", "25,00,000"],
    ["0001000", "1,000"],
    ["0", "0"],
    ["1234.5", "1,234.5"],
    ["1234.567", "1,234.56"],
    [".5", "0.5"],
    ["12.3.4", "12.34"],
    ["abc", ""],
    ["100000000000", "1,00,00,00,00,000"],
  ]);

  it("always gives back what the domain reads as the same number", () => {
    for (const raw of ["2500000", "25,00,000", "1,234.5", "99999999"]) {
      expect(parseAmount(formatAmountInput(raw))).toBe(parseAmount(raw));
    }
  });
});

describe("caret", () => {
  it("stays after the digit it was after when grouping changes", () => {
    // "2,50,000" + typing "0" at the end → "25,00,000", caret at the end.
    expect(reformatWithCaret("2,50,0000", 9)).toEqual({ value: "25,00,000", caret: 9 });
    // Typing "1" after the first digit of "25,00,000".
    expect(reformatWithCaret("215,00,000", 2)).toEqual({ value: "2,15,00,000", caret: 3 });
    // Deleting the comma's neighbour in the middle.
    expect(reformatWithCaret("25,0,000", 4)).toEqual({ value: "2,50,000", caret: 4 });
  });

  it("caretAfterSignificant counts digits, not commas", () => {
    expect(caretAfterSignificant("25,00,000", 0)).toBe(0);
    expect(caretAfterSignificant("25,00,000", 2)).toBe(2);
    expect(caretAfterSignificant("25,00,000", 3)).toBe(4);
    expect(caretAfterSignificant("25,00,000", 99)).toBe(9);
  });
});
