// Registration and sign-in input (docs/product/forms.md "Registration and sign-in"). Shared by the
// forms and by POST /api/register and POST /api/auth/login.

import { z } from "zod";
import {
  EMAIL_MESSAGES,
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  type ParseResult,
  toResult,
} from "../validation.ts";
import { requiredText } from "../zod-fields.ts";

export const AUTH_MESSAGES = {
  nameLength: "Name must be at most 60 characters.",
  surnameRequired: "Surname is required.",
  surnameLength: "Surname must be at most 60 characters.",
  mobileRequired: "Mobile number is required.",
  mobileInvalid: "Enter a valid 10-digit Indian mobile number.",
  ...EMAIL_MESSAGES,
  passwordShort: "Password must be at least 8 characters.",
  passwordLong: "Password must be at most 128 characters.",
  passwordRequired: "Password is required.",
  dobInvalid: "Date of birth must be a valid date.",
  dobUnderage: "You must be at least 18 years old.",
} as const;
const M = AUTH_MESSAGES;

export const MIN_PASSWORD_LENGTH = 8;
// Bounded so that hashing an attacker's megabyte "password" cannot tie up the server.
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_AGE_YEARS = 18;
/** Oldest plausible applicant; older dates are typos. */
export const MAX_AGE_YEARS = 120;

/**
 * A 10-digit Indian mobile number starting 6–9, optionally written with +91, 91 or 0 in front and
 * with spaces, dots, hyphens or brackets. Returns the 10 digits, or null.
 */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, "");
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? match[1] : null;
}

/** Today's calendar date in India (UTC+5:30, no daylight saving), whatever the server's zone. */
export function indianCalendarDate(now: Date): { year: number; month: number; day: number } {
  const shifted = new Date(now.getTime() + 330 * 60 * 1000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** Parses a strict YYYY-MM-DD calendar date (rejects 2023-02-30). */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

/** Completed years between a date of birth and today (both calendar dates). */
export function ageOn(
  dob: { year: number; month: number; day: number },
  today: { year: number; month: number; day: number },
): number {
  const hadBirthday =
    today.month > dob.month || (today.month === dob.month && today.day >= dob.day);
  return today.year - dob.year - (hadBirthday ? 0 : 1);
}

function optionalText() {
  return z
    .string()
    .nullish()
    .transform((s) => (typeof s === "string" ? s.trim() : ""));
}

const emailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: M.emailRequired })
  .max(MAX_EMAIL_LENGTH, { error: M.emailInvalid })
  .regex(EMAIL_PATTERN, { error: M.emailInvalid });

export type RegisterInput = {
  name: string | null;
  surname: string;
  dob: string | null;
  mobile: string;
  email: string;
  password: string;
};

/**
 * The registration schema for a given "today" (a Date, or a function read at parse time so that
 * a long-running server does not freeze the date it started on). Tests pass a fixed Date.
 */
export function makeRegisterSchema(today: Date | (() => Date)) {
  const currentDate = () => indianCalendarDate(typeof today === "function" ? today() : today);
  return z
    .object(
      {
        name: optionalText()
          .pipe(z.string().max(60, { error: M.nameLength }))
          .meta({ maxLength: 60 }),
        surname: requiredText(60, M.surnameRequired, M.surnameLength),
        dob: optionalText()
          .superRefine((text, ctx) => {
            if (text === "") return;
            const dob = parseIsoDate(text);
            const now = currentDate();
            if (!dob) {
              ctx.addIssue({ code: "custom", message: M.dobInvalid });
              return;
            }
            const age = ageOn(dob, now);
            // A future date or an impossible age is a typo, not an age question.
            if (age < 0 || age > MAX_AGE_YEARS) {
              ctx.addIssue({ code: "custom", message: M.dobInvalid });
            } else if (age < MIN_AGE_YEARS) {
              ctx.addIssue({ code: "custom", message: M.dobUnderage });
            }
          })
          .meta({ format: "date", description: "YYYY-MM-DD; at least 18 years ago." }),
        mobile: z
          .string({ error: M.mobileRequired })
          .trim()
          .min(1, { error: M.mobileRequired })
          .meta({
            description: "10-digit Indian mobile number, optionally with +91.",
            examples: ["+91 98765 43210"],
          })
          .transform((text, ctx) => {
            const mobile = normaliseIndianMobile(text);
            if (mobile === null) {
              ctx.addIssue({ code: "custom", message: M.mobileInvalid });
              return z.NEVER;
            }
            return mobile;
          }),
        email: emailSchema.meta({ format: "email" }),
        password: z
          .string({ error: M.passwordShort })
          .min(MIN_PASSWORD_LENGTH, { error: M.passwordShort })
          .max(MAX_PASSWORD_LENGTH, { error: M.passwordLong }),
      },
      { error: "Invalid input." },
    )
    .transform(
      (data): RegisterInput => ({
        name: data.name === "" ? null : data.name,
        surname: data.surname,
        dob: data.dob === "" ? null : data.dob,
        mobile: data.mobile,
        email: data.email,
        password: data.password,
      }),
    );
}

/** Reads "today" at parse time; use makeRegisterSchema(fixedDate) in tests. */
export const registerSchema = makeRegisterSchema(() => new Date());

export function parseRegister(input: unknown, today?: Date): ParseResult<RegisterInput> {
  return toResult(today ? makeRegisterSchema(today) : registerSchema, input);
}

export type LoginInput = { email: string; password: string };

/**
 * Sign-in only checks presence: a wrong format simply fails to match an account, and telling the
 * user which part is wrong would help someone probing for accounts.
 */
export const loginSchema = z.object(
  {
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, { error: M.emailRequired })
      .max(MAX_EMAIL_LENGTH, { error: M.emailInvalid }),
    password: z
      .string({ error: M.passwordRequired })
      .min(1, { error: M.passwordRequired })
      .max(MAX_PASSWORD_LENGTH, { error: M.passwordLong }),
  },
  { error: "Invalid input." },
);

export function parseLogin(input: unknown): ParseResult<LoginInput> {
  return toResult(loginSchema, input);
}
