import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SMS_HOURS, nextSmsTime, parseSmsHours, withinSmsHours } from "./sms-hours.ts";

// 09:00 IST is 03:30 UTC; 21:00 IST is 15:30 UTC.
describe("SMS hours (09:00–21:00 IST)", () => {
  it.each([
    ["2026-12-01T03:29:59.000Z", false],
    ["2026-12-01T03:30:00.000Z", true],
    ["2026-12-01T15:29:59.000Z", true],
    ["2026-12-01T15:30:00.000Z", false],
    ["2026-12-01T20:00:00.000Z", false],
  ])("%s within: %s", (iso, inside) => {
    expect(withinSmsHours(new Date(iso))).toBe(inside);
  });

  it.each([
    // 22:00 IST waits for 09:00 IST the next day.
    ["2026-12-01T16:30:00.000Z", "2026-12-02T03:30:00.000Z"],
    // 02:00 IST waits for 09:00 IST the same day.
    ["2026-12-01T20:30:00.000Z", "2026-12-02T03:30:00.000Z"],
    ["2026-12-01T02:00:00.000Z", "2026-12-01T03:30:00.000Z"],
    ["2026-12-01T10:00:00.000Z", "2026-12-01T10:00:00.000Z"],
  ])("queued at %s goes at %s", (queued, at) => {
    expect(nextSmsTime(new Date(queued)).toISOString()).toBe(at);
  });

  it("reads the hours from text and refuses an empty or unreadable range", () => {
    expect(parseSmsHours("09:00-21:00")).toEqual(DEFAULT_SMS_HOURS);
    expect(parseSmsHours("00:00-24:00")).toEqual({ from: 0, to: 1440 });
    for (const bad of ["21:00-09:00", "9-21", "25:00-26:00", "10:00-10:00", ""]) {
      expect(parseSmsHours(bad)).toBeNull();
    }
  });

  it("property: the time chosen is within the hours, not before the queueing, and within a day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2040-01-01"), noInvalidDate: true }),
        (at) => {
          const next = nextSmsTime(at);
          expect(withinSmsHours(next)).toBe(true);
          expect(next.getTime()).toBeGreaterThanOrEqual(at.getTime() - 60_000);
          expect(next.getTime() - at.getTime()).toBeLessThanOrEqual(12 * 3_600_000);
        },
      ),
    );
  });
});
