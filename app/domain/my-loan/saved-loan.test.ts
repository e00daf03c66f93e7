import { describe, expect, it } from "vitest";
import {
  BENCHMARK_MESSAGES,
  benchmarkInForce,
  parseBenchmark,
  SEEDED_BENCHMARKS,
} from "./benchmarks.ts";
import { istToday } from "./dates.ts";
import { noticeText } from "./messages.ts";
import { SAVED_LOAN_MESSAGES as M, parseSavedLoan, savedLoanFromForm } from "./saved-loan.ts";
import { WORKED_SAVED_LOAN } from "./test-fixtures.ts";

// docs/product/my-loan.md "Benchmarks", "Saving a loan" and "Told when it matters".

const TODAY = "2026-12-01";
const GOOD = { phone: "9876543210", otp_verification: "token", ...WORKED_SAVED_LOAN };

describe("a saved loan", () => {
  it("accepts the worked loan", () => {
    const r = parseSavedLoan(GOOD, TODAY);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.data).toMatchObject({
        email: null,
        emi: null,
        lender_name: null,
        reset_every_months: 3,
      });
  });

  it("refuses a last reset more than a period ago, in the future or missing", () => {
    for (const last_reset_on of ["2026-08-01", "2026-12-02", undefined, "2026-02-30", "x"]) {
      const r = parseSavedLoan({ ...GOOD, last_reset_on }, TODAY);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.fields.last_reset_on).toBe("Enter the date of the most recent reset.");
    }
    expect(parseSavedLoan({ ...GOOD, last_reset_on: "2026-09-01" }, TODAY).ok).toBe(true);
    expect(
      parseSavedLoan({ ...GOOD, last_reset_on: "2026-08-01", reset_every_months: 6 }, TODAY).ok,
    ).toBe(true);
  });

  it("names every bad field with its message", () => {
    const r = parseSavedLoan(
      {
        phone: "123",
        email: "x@",
        bank: "other",
        rate_type: "fixed",
        current_rate: 20.5,
        outstanding: 99_999,
        remaining_months: 361,
        emi: 1.5,
        language: "fr",
        consent: false,
      },
      TODAY,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fields).toMatchObject({
      phone: M.phone,
      email: M.email,
      rate_type: M.rateType,
      current_rate: M.currentRate,
      outstanding: M.outstanding,
      remaining_months: M.remainingMonths,
      emi: M.emi,
      language: M.language,
      consent: M.consent,
    });
  });

  it("asks for the lender's name with other, and the period for repo", () => {
    const other = parseSavedLoan({ ...GOOD, bank: "other" }, TODAY);
    expect(other.ok ? {} : other.fields).toEqual({ lender_name: M.lenderName });
    const named = parseSavedLoan({ ...GOOD, bank: "other", lender_name: "Co-op Bank" }, TODAY);
    expect(named.ok && named.data.lender_name).toBe("Co-op Bank");
    const period = parseSavedLoan({ ...GOOD, reset_every_months: undefined }, TODAY);
    expect(period.ok ? {} : period.fields).toEqual({ reset_every_months: M.resetEvery });
    expect(parseSavedLoan({ ...GOOD, reset_every_months: 4 }, TODAY).ok).toBe(false);
  });

  it("drops the reset fields for other loans", () => {
    const r = parseSavedLoan(
      { ...GOOD, rate_type: "other", last_reset_on: "", reset_every_months: "" },
      TODAY,
    );
    expect(r.ok && r.data.last_reset_on === null && r.data.reset_every_months === null).toBe(true);
  });

  it("reads the form's strings", () => {
    const form = savedLoanFromForm({
      ...Object.fromEntries(Object.entries(GOOD).map(([k, v]) => [k, String(v)])),
      outstanding: "₹30,00,000",
      consent: "on",
    });
    const r = parseSavedLoan(form, TODAY);
    expect(r.ok).toBe(true);
  });
});

describe("benchmarks", () => {
  it("accepts a rate up to 60 days ahead with an https source", () => {
    const ok = {
      name: "repo",
      rate: 5,
      effective_from: "2027-01-30",
      source_url: "https://rbi.org.in/x",
    };
    expect(parseBenchmark(ok, TODAY).ok).toBe(true);
    const bad = parseBenchmark(
      { name: "mclr", rate: 5.001, effective_from: "2027-01-31", source_url: "http://rbi.org.in" },
      TODAY,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.fields).toEqual({
        name: BENCHMARK_MESSAGES.name,
        rate: BENCHMARK_MESSAGES.rate,
        effective_from: BENCHMARK_MESSAGES.tooFar,
        source_url: BENCHMARK_MESSAGES.url,
      });
    for (const rate of [0.49, 15.01, "5"])
      expect(parseBenchmark({ ...ok, rate }, TODAY).ok).toBe(false);
  });

  it("reads the rate in force on a day", () => {
    expect(benchmarkInForce(SEEDED_BENCHMARKS, "2026-10-01")?.rate).toBe(5.25);
    expect(benchmarkInForce(SEEDED_BENCHMARKS, "2025-06-06")?.rate).toBe(5.5);
    expect(benchmarkInForce(SEEDED_BENCHMARKS, "2025-06-05")?.rate).toBe(6);
    expect(benchmarkInForce(SEEDED_BENCHMARKS, "2023-01-01")).toBeNull();
  });

  it("knows today in India", () => {
    expect(istToday(Date.parse("2026-11-30T18:29:59Z"))).toBe("2026-11-30");
    expect(istToday(Date.parse("2026-11-30T18:30:00Z"))).toBe("2026-12-01");
  });
});

describe("the messages", () => {
  it("name the repo rate, the new rate, the EMI and the months, in both languages", () => {
    const n = {
      kind: "benchmark_changed",
      repoRate: 5,
      newRate: 7.9,
      newEmi: 26_068,
      months: 209,
    } as const;
    for (const lang of ["en", "hi"] as const) {
      const t = noticeText(n, lang, "https://gharsetu.example");
      for (const text of [t.text, t.sms]) {
        for (const part of ["5.00%", "7.90%", "₹26,068", "209"]) expect(text).toContain(part);
      }
      expect(t.sms).toContain(lang === "hi" ? "/hi/my-loan" : "example/my-loan");
    }
    expect(noticeText(n, "hi", "https://x").subject).toMatch(/[\u0900-\u097F]/);
  });
});
