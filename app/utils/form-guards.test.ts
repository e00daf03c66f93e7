import { describe, expect, it } from "vitest";
import { fieldWithNul, honeypotFilled } from "./form-guards.ts";

describe("fieldWithNul", () => {
  it.each([
    [{ a: "ok", b: "x\u0000y" }, "b"],
    [{ list: ["fine", "bad\u0000"] }, "list"],
    [{ nested: { deep: "\u0000" } }, "nested"],
    ["\u0000", "body"],
    [{ a: "ok", n: 1, z: null }, undefined],
    [null, undefined],
  ])("%j → %s", (input, expected) => {
    expect(fieldWithNul(input)).toBe(expected);
  });
});

describe("honeypotFilled", () => {
  it.each([
    [{ website: "http://spam" }, true],
    [{ website: "  " }, false],
    [{ website: "" }, false],
    [{}, false],
    [null, false],
    [{ website: 0 }, true],
  ])("%j → %s", (input, expected) => {
    expect(honeypotFilled(input)).toBe(expected);
  });
});
