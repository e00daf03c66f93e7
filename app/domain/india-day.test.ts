import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { istDay, istDayStart, nextDay, nextIstMidnight } from "./india-day.ts";

describe("IST days", () => {
  it.each([
    ["2026-03-01T18:29:59.999Z", "2026-03-01"],
    ["2026-03-01T18:30:00.000Z", "2026-03-02"],
    ["2026-12-31T18:30:00.000Z", "2027-01-01"],
  ])("%s is IST day %s", (iso, day) => expect(istDay(iso)).toBe(day));

  it("an IST day starts at 18:30 UTC the day before", () => {
    expect(istDayStart("2026-03-02")).toBe("2026-03-01T18:30:00.000Z");
  });

  it("counts days across months and years", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2026-03-02", 7)).toBe("2026-03-09");
  });

  it.each([
    ["2026-12-04T18:29:59.999Z", "2026-12-04T18:30:00.000Z"],
    ["2026-12-04T18:30:00.000Z", "2026-12-05T18:30:00.000Z"],
    ["2026-12-04T00:00:00.000Z", "2026-12-04T18:30:00.000Z"],
  ])("after %s the next midnight in India is %s", (at, midnight) => {
    expect(new Date(nextIstMidnight(Date.parse(at))).toISOString()).toBe(midnight);
  });

  it("the next midnight is later, within a day, and starts the next IST day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (at) => {
        const midnight = nextIstMidnight(at);
        expect(midnight).toBeGreaterThan(at);
        expect(midnight - at).toBeLessThanOrEqual(86_400_000);
        expect(istDay(new Date(midnight).toISOString())).toBe(
          nextDay(istDay(new Date(at).toISOString())),
        );
        expect(istDay(new Date(midnight - 1).toISOString())).toBe(
          istDay(new Date(at).toISOString()),
        );
      }),
    );
  });
});
