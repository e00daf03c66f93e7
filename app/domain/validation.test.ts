import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorsToResult, isValidEmail, isValidPhone, toResult } from "./validation.ts";

describe("toResult", () => {
  const schema = z.object({
    a: z.string().min(1, { error: "A is required." }).max(2, { error: "A is too long." }),
    b: z.number({ error: "B must be a number." }),
  });

  it("maps issues to the first message and one message per field", () => {
    expect(toResult(schema, { a: "", b: "x" })).toEqual({
      ok: false,
      error: "A is required.",
      fields: { a: "A is required.", b: "B must be a number." },
    });
    expect(toResult(schema, { a: "ok", b: 1 })).toEqual({ ok: true, data: { a: "ok", b: 1 } });
  });

  it("turns a throwing schema into a failure instead of an exception", () => {
    const throwing = z.string().transform(() => {
      throw new Error("boom");
    });
    expect(toResult(throwing, "x")).toEqual({ ok: false, error: "Invalid input.", fields: {} });
  });

  it("errorsToResult", () => {
    expect(errorsToResult({ x: "X." })).toEqual({ ok: false, error: "X.", fields: { x: "X." } });
  });
});

describe("shared format checks", () => {
  const CHECKS = { email: isValidEmail, phone: isValidPhone };
  it.each([
    ["email", "a@b.in", true],
    ["email", "first.last+tag@sub.example.co.in", true],
    ["email", "a@b", false],
    ["email", "a b@c.in", false],
    ["email", "@c.in", false],
    ["phone", "9876543210", true],
    ["phone", "+91 (98765) 43210", true],
    ["phone", "987654321", false],
    ["phone", "1234567890123456", false],
  ] as const)("%s %j → %j", (check, value, ok) => {
    expect(CHECKS[check](value)).toBe(ok);
  });
});
