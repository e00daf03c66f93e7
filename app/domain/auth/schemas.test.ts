import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itReturns } from "../cases.test-support.ts";
import {
  ageOn,
  loginSchema,
  makeRegisterSchema,
  normaliseIndianMobile,
  parseIsoDate,
  parseLogin,
  parseRegister,
  registerSchema,
} from "./schemas.ts";

// 15 June 2026, 12:00 in India.
const TODAY = new Date("2026-06-15T06:30:00Z");

const valid = {
  name: "Asha",
  surname: "Rao",
  dob: "1990-04-01",
  mobile: "+91 98765 43210",
  email: "  Asha.Rao@Example.IN ",
  password: "correct horse",
};

function fieldError(input: unknown, field: string): string | undefined {
  const result = parseRegister(input, TODAY);
  return result.ok ? undefined : result.fields[field];
}

describe("registerSchema", () => {
  it("normalises a valid registration", () => {
    expect(parseRegister(valid, TODAY)).toEqual({
      ok: true,
      data: {
        name: "Asha",
        surname: "Rao",
        dob: "1990-04-01",
        mobile: "9876543210",
        email: "asha.rao@example.in",
        password: "correct horse",
      },
    });
  });

  it("name and dob are optional", () => {
    const result = parseRegister({ ...valid, name: "", dob: "" }, TODAY);
    expect(result.ok && result.data).toMatchObject({ name: null, dob: null });
    const { name: _n, dob: _d, ...rest } = valid;
    expect(parseRegister(rest, TODAY).ok).toBe(true);
  });

  it.each([
    ["surname", "", "Surname is required."],
    ["surname", "   ", "Surname is required."],
    ["surname", undefined, "Surname is required."],
    ["mobile", "", "Mobile number is required."],
    ["mobile", undefined, "Mobile number is required."],
    ["mobile", "12345", "Enter a valid 10-digit Indian mobile number."],
    ["mobile", "5876543210", "Enter a valid 10-digit Indian mobile number."],
    ["mobile", "+1 9876543210", "Enter a valid 10-digit Indian mobile number."],
    ["email", "", "Email is required."],
    ["email", undefined, "Email is required."],
    ["email", "asha@", "Enter a valid email address."],
    ["email", `${"a".repeat(250)}@x.in`, "Enter a valid email address."],
    ["password", "1234567", "Password must be at least 8 characters."],
    ["password", "", "Password must be at least 8 characters."],
    ["password", "x".repeat(129), "Password must be at most 128 characters."],
    ["name", "x".repeat(61), "Name must be at most 60 characters."],
    ["dob", "2000-02-30", "Date of birth must be a valid date."],
    ["dob", "15/06/2000", "Date of birth must be a valid date."],
    ["dob", "2026-06-16", "Date of birth must be a valid date."],
    ["dob", "1850-01-01", "Date of birth must be a valid date."],
    ["dob", "2008-06-16", "You must be at least 18 years old."],
    ["dob", "2020-01-01", "You must be at least 18 years old."],
  ])("%s = %j → %s", (field, value, message) => {
    expect(fieldError({ ...valid, [field]: value }, field)).toBe(message);
  });

  it("someone turning 18 today may register", () => {
    expect(parseRegister({ ...valid, dob: "2008-06-15" }, TODAY).ok).toBe(true);
  });

  it("uses the Indian calendar date for today", () => {
    // 20:00 UTC on 14 June is already 15 June (01:30) in India.
    expect(
      parseRegister({ ...valid, dob: "2008-06-15" }, new Date("2026-06-14T20:00:00Z")).ok,
    ).toBe(true);
    expect(
      parseRegister({ ...valid, dob: "2008-06-15" }, new Date("2026-06-14T18:00:00Z")).ok,
    ).toBe(false);
  });

  it("the default schema reads today at parse time", () => {
    expect(registerSchema.safeParse({ ...valid, dob: "1990-01-01" }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, dob: "2999-01-01" }).success).toBe(false);
    expect(makeRegisterSchema(() => TODAY).safeParse(valid).success).toBe(true);
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const result = parseRegister(input, TODAY);
        return typeof result.ok === "boolean";
      }),
    );
  });
});

describe("normaliseIndianMobile", () => {
  itReturns(normaliseIndianMobile, "%j → %j", [
    ["9876543210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["(+91) 98765-43210", "9876543210"],
    ["6000000000", "6000000000"],
    ["9123456789", "9123456789"],
    ["5876543210", null],
    ["98765432101", null],
    ["987654321", null],
    ["+92 9876543210", null],
    ["", null],
  ]);
});

describe("dates", () => {
  it("parseIsoDate is strict", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate("2023-02-29")).toBeNull();
    expect(parseIsoDate("2023-2-1")).toBeNull();
    expect(parseIsoDate("2023-13-01")).toBeNull();
  });

  it("ageOn counts completed years", () => {
    const today = { year: 2026, month: 6, day: 15 };
    expect(ageOn({ year: 2008, month: 6, day: 15 }, today)).toBe(18);
    expect(ageOn({ year: 2008, month: 6, day: 16 }, today)).toBe(17);
    expect(ageOn({ year: 2008, month: 7, day: 1 }, today)).toBe(17);
  });
});

describe("loginSchema", () => {
  it("needs email and password", () => {
    expect(parseLogin({ email: " A@B.in ", password: "x" })).toEqual({
      ok: true,
      data: { email: "a@b.in", password: "x" },
    });
    expect(parseLogin({})).toEqual({
      ok: false,
      error: "Email is required.",
      fields: { email: "Email is required.", password: "Password is required." },
    });
    expect(parseLogin({ email: "a@b.in", password: "" })).toMatchObject({
      ok: false,
      error: "Password is required.",
    });
    expect(loginSchema.safeParse({ email: "  ", password: "p" }).success).toBe(false);
  });
});
