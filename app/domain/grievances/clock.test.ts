import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clockLabel, GRIEVANCE_DAYS, grievanceClock } from "./clock.ts";

const ARRIVED = "2026-10-01T06:30:00.000Z";
const DAY = 24 * 60 * 60 * 1000;
const daysOn = (days: number) => new Date(Date.parse(ARRIVED) + days * DAY);

describe("grievanceClock", () => {
  it.each([
    [0, 30, false, "30 days left"],
    [1, 29, false, "29 days left"],
    [29, 1, false, "1 day left"],
    [29.99, 1, false, "1 day left"],
    [30, 0, true, "Overdue: the 30 days ran out today"],
    [31, -1, true, "Overdue by 1 day"],
    [45, -15, true, "Overdue by 15 days"],
  ])("after %s days: %s left, overdue %s", (days, left, overdue, label) => {
    const clock = grievanceClock(ARRIVED, daysOn(days));
    expect(clock.daysLeft).toBe(left);
    expect(clock.overdue).toBe(overdue);
    expect(clock.dueAt).toBe("2026-10-31T06:30:00.000Z");
    expect(clockLabel(clock, false)).toBe(label);
  });

  it("stops when resolved: never overdue, counted to the resolution", () => {
    const clock = grievanceClock(ARRIVED, daysOn(60), daysOn(12).toISOString());
    expect(clock).toMatchObject({ elapsedDays: 12, daysLeft: 18, overdue: false });
    expect(clockLabel(clock, true)).toBe("Resolved in 12 days");
  });

  it("reads an unreadable date as arriving now, and a future one as day 0", () => {
    expect(grievanceClock("not a date", daysOn(40)).overdue).toBe(false);
    expect(grievanceClock(ARRIVED, daysOn(-3)).elapsedDays).toBe(0);
  });

  it("is overdue exactly when 30 whole days have passed unresolved (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), (ms) => {
        const clock = grievanceClock(ARRIVED, new Date(Date.parse(ARRIVED) + ms));
        expect(clock.overdue).toBe(ms >= GRIEVANCE_DAYS * DAY);
        expect(clock.daysLeft + clock.elapsedDays).toBe(GRIEVANCE_DAYS);
        expect(clock.overdueDays).toBe(clock.overdue ? Math.abs(clock.daysLeft) : 0);
      }),
    );
  });
});
