import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itReturns } from "../cases.test-support.ts";
import {
  CROCKFORD_ALPHABET,
  isReference,
  normaliseReference,
  REFERENCE_PATTERN,
  referenceFromBytes,
} from "./reference.ts";

describe("reference alphabet", () => {
  it("is Crockford base32: 32 digits and capitals without I, L, O and U", () => {
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(new Set(CROCKFORD_ALPHABET).size).toBe(32);
    expect(CROCKFORD_ALPHABET).toMatch(/^[0-9A-Z]+$/);
    for (const letter of "ILOU") expect(CROCKFORD_ALPHABET).not.toContain(letter);
  });
});

describe("referenceFromBytes", () => {
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0], "GS-00000000"],
    [[31, 31, 31, 31, 31, 31, 31, 31], "GS-ZZZZZZZZ"],
    [[10, 18, 20, 255, 32, 1, 2, 3], "GS-AJMZ0123"],
  ])("%j → %s", (bytes, expected) => {
    expect(referenceFromBytes(Uint8Array.from(bytes))).toBe(expected);
  });

  it("always makes GS- and 8 alphabet characters, using every character", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const reference = referenceFromBytes(bytes);
        expect(reference).toMatch(REFERENCE_PATTERN);
        expect(isReference(reference)).toBe(true);
      }),
    );
    const seen = new Set<string>();
    for (let b = 0; b < 256; b++) seen.add(referenceFromBytes(new Uint8Array(8).fill(b))[3]);
    expect(seen.size).toBe(32);
  });

  it("refuses fewer than 8 bytes", () => {
    expect(() => referenceFromBytes(new Uint8Array(7))).toThrow();
  });
});

describe("normaliseReference", () => {
  itReturns(normaliseReference, "reads %j as %s", [
    ["GS-7K2M9QX4", "GS-7K2M9QX4"],
    ["gs-7k2m9qx4", "GS-7K2M9QX4"],
    [" gs 7k2m 9qx4 ", "GS-7K2M9QX4"],
    ["7K2M9QX4", "GS-7K2M9QX4"],
    ["GS-O0IL1234", "GS-00111234"],
  ]);

  it.each([
    ["GS-7K2M9QX"],
    ["GS-7K2M9QX45"],
    ["GS-7K2M9QU4"],
    [""],
    [42],
    [null],
    ["x".repeat(41)],
  ])("refuses %j", (input) => {
    expect(normaliseReference(input)).toBeNull();
  });

  it("isReference accepts only the canonical form", () => {
    expect(isReference("GS-7K2M9QX4")).toBe(true);
    expect(isReference("gs-7k2m9qx4")).toBe(false);
    expect(isReference("GS-7K2M9QI4")).toBe(false);
  });
});
