import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CALL_MESSAGES,
  callRefusal,
  istDay,
  istDayRange,
  MAX_CALLS_PER_DAY,
  parseCall,
  withinCallHours,
} from "./limits.ts";

// docs/product/borrower-view.md "Calls the team logs": 3 attempts per lead per IST day, none
// outside 08:00–19:00 IST.

const at = (iso: string) => new Date(iso);
const anyDate = fc.date({
  min: new Date("2020-01-01"),
  max: new Date("2040-01-01"),
  noInvalidDate: true,
});

describe("the call hours (IST)", () => {
  it.each([
    ["2026-11-26T02:29:59.999Z", false, "07:59:59.999 IST"],
    ["2026-11-26T02:30:00.000Z", true, "08:00 IST opens"],
    ["2026-11-26T08:00:00.000Z", true, "13:30 IST"],
    ["2026-11-26T13:29:59.999Z", true, "18:59:59.999 IST"],
    ["2026-11-26T13:30:00.000Z", false, "19:00 IST closes"],
    ["2026-11-26T18:29:59.000Z", false, "23:59:59 IST"],
    ["2026-11-26T18:30:00.000Z", false, "00:00 IST"],
  ])("%s is within the hours: %s (%s)", (iso, within) => {
    expect(withinCallHours(at(iso))).toBe(within);
  });
});

describe("the IST calendar day", () => {
  it.each([
    ["2026-11-26T18:29:59.999Z", "2026-11-26"],
    ["2026-11-26T18:30:00.000Z", "2026-11-27"],
    ["2026-12-31T18:30:00.000Z", "2027-01-01"],
    ["2026-11-26T00:00:00.000Z", "2026-11-26"],
  ])("%s falls on %s", (iso, day) => {
    expect(istDay(at(iso))).toBe(day);
  });

  it("the day's range runs from IST midnight to the next", () => {
    expect(istDayRange(at("2026-11-26T10:00:00Z"))).toEqual({
      start: at("2026-11-25T18:30:00.000Z"),
      end: at("2026-11-26T18:30:00.000Z"),
    });
  });

  it("every instant lies in its own day's range, and the range is that day", () => {
    fc.assert(
      fc.property(anyDate, (d) => {
        const { start, end } = istDayRange(d);
        expect(start.getTime()).toBeLessThanOrEqual(d.getTime());
        expect(d.getTime()).toBeLessThan(end.getTime());
        expect(end.getTime() - start.getTime()).toBe(86_400_000);
        expect(istDay(start)).toBe(istDay(d));
        expect(istDay(new Date(end.getTime() - 1))).toBe(istDay(d));
        expect(istDay(end)).not.toBe(istDay(d));
      }),
    );
  });
});

describe("callRefusal", () => {
  it.each([
    [0, "2026-11-26T04:00:00Z", null],
    [2, "2026-11-26T04:00:00Z", null],
    [3, "2026-11-26T04:00:00Z", "limit"],
    [7, "2026-11-26T04:00:00Z", "limit"],
    [0, "2026-11-26T01:00:00Z", "hours"],
    [3, "2026-11-26T14:00:00Z", "hours"],
  ] as const)("%i attempts today, at %s → %s", (count, iso, refusal) => {
    expect(callRefusal(count, at(iso))).toBe(refusal);
  });

  it("out of hours is always refused; within them, only from the third attempt on", () => {
    fc.assert(
      fc.property(fc.nat({ max: 20 }), anyDate, (count, d) => {
        const refusal = callRefusal(count, d);
        if (!withinCallHours(d)) expect(refusal).toBe("hours");
        else expect(refusal).toBe(count >= MAX_CALLS_PER_DAY ? "limit" : null);
      }),
    );
  });

  it("a day never takes a fourth attempt: replaying any attempts, at most 3 are logged per IST day", () => {
    fc.assert(
      fc.property(fc.array(anyDate, { maxLength: 40 }), (dates) => {
        const logged = new Map<string, number>();
        for (const d of [...dates].sort((a, b) => a.getTime() - b.getTime())) {
          const day = istDay(d);
          // A refused attempt is not counted (docs/product/borrower-view.md).
          if (callRefusal(logged.get(day) ?? 0, d) === null) {
            logged.set(day, (logged.get(day) ?? 0) + 1);
          }
        }
        for (const n of logged.values()) expect(n).toBeLessThanOrEqual(MAX_CALLS_PER_DAY);
      }),
    );
  });
});

describe("parseCall", () => {
  it.each([
    [{ outcome: "connected" }, { outcome: "connected", note: null }],
    [
      { outcome: "busy", note: "  rang twice " },
      { outcome: "busy", note: "rang twice" },
    ],
    [
      { outcome: "no_answer", note: "" },
      { outcome: "no_answer", note: null },
    ],
  ])("accepts %j", (input, data) => {
    expect(parseCall(input)).toEqual({ ok: true, data });
  });

  it.each([
    [{}, "outcome"],
    [{ outcome: "hung_up" }, "outcome"],
    [{ outcome: "busy", note: "x".repeat(501) }, "note"],
    [{ outcome: "busy", note: 5 }, "note"],
  ])("refuses %j naming %s", (input, field) => {
    const result = parseCall(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields)).toContain(field);
  });

  it.each([null, [], "connected", 3])("refuses a body that is not an object: %j", (input) => {
    expect(parseCall(input)).toEqual({ ok: false, error: CALL_MESSAGES.invalid, fields: {} });
  });
});
