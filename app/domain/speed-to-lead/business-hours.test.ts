import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itReturns } from "../cases.test-support.ts";
import {
  addBusinessMinutes,
  businessMinutesBetween,
  businessMsBetween,
  median,
  startOfIndianWeek,
} from "./business-hours.ts";

// Instants are written in IST (+05:30) so the table reads like the rule in
// docs/product/speed-to-lead.md "First response". 2026-11-28 is a Saturday.
const ist = (s: string) => new Date(`${s}+05:30`);

describe("addBusinessMinutes", () => {
  it.each([
    // The two worked cases of the product page.
    ["Saturday 18:55 → Sunday 10:10", "2026-11-28T18:55:00", 15, "2026-11-29T10:10:00"],
    ["Sunday 13:58 → Monday 09:43", "2026-11-29T13:58:00", 15, "2026-11-30T09:43:00"],
    ["inside hours", "2026-11-26T11:00:00", 15, "2026-11-26T11:15:00"],
    ["before opening starts at opening", "2026-11-26T07:00:00", 15, "2026-11-26T09:45:00"],
    ["after closing goes to the next day", "2026-11-26T19:00:00", 15, "2026-11-27T09:45:00"],
    ["reaching closing exactly ends there", "2026-11-26T18:45:00", 15, "2026-11-26T19:00:00"],
    ["one second past closing", "2026-11-26T18:45:01", 15, "2026-11-27T09:30:01"],
    ["Saturday night to Sunday", "2026-11-28T22:00:00", 15, "2026-11-29T10:15:00"],
    ["Sunday before 10", "2026-11-29T08:00:00", 15, "2026-11-29T10:15:00"],
    ["Sunday after 14 to Monday", "2026-11-29T14:00:00", 15, "2026-11-30T09:45:00"],
    ["Sunday ending at 14:00", "2026-11-29T13:45:00", 15, "2026-11-29T14:00:00"],
    ["to the second", "2026-11-26T10:00:30", 15, "2026-11-26T10:15:30"],
    [
      "zero minutes outside hours is the next opening",
      "2026-11-26T20:00:00",
      0,
      "2026-11-27T09:30:00",
    ],
    ["a long count spans days", "2026-11-28T09:30:00", 570 + 240 + 10, "2026-11-30T09:40:00"],
  ])("%s", (_name, start, minutes, due) => {
    expect(addBusinessMinutes(ist(start), minutes).toISOString()).toBe(ist(due).toISOString());
  });

  it("refuses negative minutes", () => {
    expect(() => addBusinessMinutes(new Date(), -1)).toThrow(RangeError);
  });
});

describe("businessMinutesBetween", () => {
  it.each([
    ["same day", "2026-11-26T10:00:00", "2026-11-26T10:30:00", 30],
    ["over a Saturday night", "2026-11-28T18:55:00", "2026-11-29T10:10:00", 15],
    ["outside hours only", "2026-11-26T19:10:00", "2026-11-27T09:00:00", 0],
    ["a whole Sunday", "2026-11-29T00:00:00", "2026-11-30T00:00:00", 240],
    ["backwards", "2026-11-26T12:00:00", "2026-11-26T11:00:00", 0],
  ])("%s", (_name, from, to, minutes) => {
    expect(businessMinutesBetween(ist(from), ist(to))).toBe(minutes);
  });
});

// Any instant over a few years, to the second.
const instant = fc
  .integer({ min: Date.UTC(2025, 0, 1) / 1000, max: Date.UTC(2029, 0, 1) / 1000 })
  .map((s) => new Date(s * 1000));
const minutes = fc.integer({ min: 0, max: 5000 });

describe("properties", () => {
  it("the due time is exactly that many business minutes away", () => {
    fc.assert(
      fc.property(instant, minutes, (start, n) => {
        expect(businessMsBetween(start, addBusinessMinutes(start, n))).toBe(n * 60_000);
      }),
    );
  });

  it("the due time is never before the start and grows with the minutes", () => {
    fc.assert(
      fc.property(instant, minutes, minutes, (start, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const dueLo = addBusinessMinutes(start, lo).getTime();
        expect(dueLo).toBeGreaterThanOrEqual(start.getTime());
        expect(addBusinessMinutes(start, hi).getTime()).toBeGreaterThanOrEqual(dueLo);
      }),
    );
  });

  it("a positive count always ends inside business hours (closing time included)", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 5000 }), (start, n) => {
        const due = addBusinessMinutes(start, n);
        // One second before the due time is business time: the count was still running.
        expect(businessMsBetween(new Date(due.getTime() - 1000), due)).toBe(1000);
      }),
    );
  });

  it("counting in two steps is counting once", () => {
    fc.assert(
      fc.property(instant, minutes, minutes, (start, a, b) => {
        const twoSteps = addBusinessMinutes(addBusinessMinutes(start, a), b);
        // From outside hours, 0 minutes moves to the opening; so compare from a business instant.
        const once = addBusinessMinutes(start, a + b);
        if (a > 0 || b > 0) expect(twoSteps.getTime()).toBeGreaterThanOrEqual(once.getTime());
        expect(businessMsBetween(start, twoSteps)).toBe((a + b) * 60_000);
      }),
    );
  });
});

describe("median and the IST week", () => {
  itReturns(median, "median(%j) = %s", [
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ]);

  it("the week starts on Monday 00:00 IST", () => {
    // Sunday 23:00 IST belongs to the week that began the Monday before.
    expect(startOfIndianWeek(ist("2026-11-29T23:00:00")).toISOString()).toBe(
      ist("2026-11-23T00:00:00").toISOString(),
    );
    // Monday 00:30 IST is still Sunday in UTC, but a new IST week.
    expect(startOfIndianWeek(ist("2026-11-30T00:30:00")).toISOString()).toBe(
      ist("2026-11-30T00:00:00").toISOString(),
    );
  });
});
