import { describe, expect, it } from "vitest";
import { idParam, pageParam } from "./id-param.ts";

describe("idParam", () => {
  it("reads a positive whole number and answers 0 for anything else", () => {
    expect(idParam("12")).toBe(12);
    expect(idParam("999999999999999")).toBe(999_999_999_999_999);
    for (const bad of [undefined, "", "0", "012", "1e3", "-1", "1.5", " 1", "1000000000000000"]) {
      expect(idParam(bad)).toBe(0);
    }
  });
});

describe("pageParam", () => {
  it("reads a page from 1 and falls back to the first page for anything else", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam("999999999")).toBe(999_999_999);
    for (const bad of [null, undefined, "", "0", "03", "-2", "abc", "2.5", "1000000000"]) {
      expect(pageParam(bad)).toBe(1);
    }
  });
});
