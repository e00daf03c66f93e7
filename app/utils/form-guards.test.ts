import { describe, expect, it } from "vitest";
import { itReturns } from "../domain/cases.test-support.ts";
import { fieldWithNul, honeypotFilled } from "./form-guards.ts";

describe("fieldWithNul", () => {
  itReturns(fieldWithNul, "%j → %s", [
    [{ a: "ok", b: "x\u0000y" }, "b"],
    [{ list: ["fine", "bad\u0000"] }, "list"],
    [{ nested: { deep: "\u0000" } }, "nested"],
    ["\u0000", "body"],
    [{ a: "ok", n: 1, z: null }, undefined],
    [null, undefined],
    [{ first: "a", second: "b\u0000" }, "second"],
  ]);
});

describe("honeypotFilled", () => {
  itReturns(honeypotFilled, "%j → %s", [
    [{ website: "http://spam" }, true],
    [{ website: "  " }, false],
    [{ website: "" }, false],
    [{}, false],
    [null, false],
    [{ website: 0 }, true],
  ]);

  it("does not throw on a value whose toString is hostile", () => {
    expect(honeypotFilled({ website: { toString: null } })).toBe(true);
  });
});

describe("fieldWithNul on deep input", () => {
  it("walks a body nested 100,000 levels without overflowing the stack", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(fieldWithNul({ a: deep })).toBe("a");
  });
});
