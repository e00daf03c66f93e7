import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  conversionRates,
  DIRECT,
  decodeHistogram,
  type EnquiryFacts,
  encodeHistogram,
  groupFunnel,
  histogramMedian,
  mergeHistogramInto,
  reachedStage,
  responseMinutes,
  summariseEnquiries,
  weekMonday,
} from "./funnel.ts";
import { defaultFunnelQuery, MAX_RANGE_DAYS, parseFunnelQuery } from "./funnel-query.ts";

const fact = (over: Partial<EnquiryFacts>): EnquiryFacts => ({
  created_at: "2026-03-02T05:00:00.000Z",
  first_source: null,
  first_response_at: null,
  reached: null,
  disbursed_amount: null,
  ...over,
});

describe("IST weeks", () => {
  it.each([
    ["2026-03-02", "2026-03-02"], // a Monday
    ["2026-03-08", "2026-03-02"], // the Sunday after
    ["2026-03-09", "2026-03-09"],
    ["2026-01-01", "2025-12-29"], // across a year
  ])("the week of %s starts %s", (day, monday) => expect(weekMonday(day)).toBe(monday));

  it("every day's week starts on a Monday at most six days before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), (n) => {
        const day = new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        const monday = weekMonday(day);
        const gap = (Date.parse(day) - Date.parse(monday)) / 86_400_000;
        return new Date(monday).getUTCDay() === 1 && gap >= 0 && gap <= 6;
      }),
    );
  });
});

describe("minutes to first response", () => {
  it.each([
    ["2026-03-02T05:00:00.000Z", null, null],
    ["2026-03-02T05:00:00.000Z", "2026-03-02T05:00:59.999Z", 0],
    ["2026-03-02T05:00:00.000Z", "2026-03-02T05:15:00.000Z", 15],
    ["2026-03-02T05:00:00.000Z", "2026-03-03T05:00:30.000Z", 1440],
    ["2026-03-02T05:00:00.000Z", "2026-03-02T04:00:00.000Z", 0],
    ["2026-03-02T05:00:00.000Z", "not a time", null],
  ])("%s → %s is %s", (a, b, minutes) => expect(responseMinutes(a, b)).toBe(minutes));
});

describe("medians", () => {
  const MEDIANS: [pairs: [number, number][], median: number | null][] = [
    [[], null],
    [[[5, 1]], 5],
    [
      [
        [10, 1],
        [5, 1],
      ],
      7.5,
    ],
    [
      [
        [1, 2],
        [100, 1],
      ],
      1,
    ],
    [
      [
        [3, 0],
        [9, 1],
      ],
      9,
    ],
  ];
  it.each(MEDIANS)("median of %j is %s", (pairs, m) =>
    expect(histogramMedian(new Map(pairs))).toBe(m),
  );

  const values = fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 60 });
  const histogramOf = (list: number[]) => {
    const h = new Map<number, number>();
    for (const v of list) h.set(v, (h.get(v) ?? 0) + 1);
    return h;
  };
  const sortedMedian = (list: number[]) => {
    if (list.length === 0) return null;
    const s = [...list].sort((a, b) => a - b);
    return ((s[Math.floor((s.length - 1) / 2)] ?? 0) + (s[Math.floor(s.length / 2)] ?? 0)) / 2;
  };

  it("a histogram's median is the median of the values it counts", () => {
    fc.assert(
      fc.property(values, (list) => histogramMedian(histogramOf(list)) === sortedMedian(list)),
    );
  });

  it("a histogram stored and read back is the same histogram", () => {
    fc.assert(
      fc.property(values, (list) => {
        const h = histogramOf(list);
        const back = decodeHistogram(encodeHistogram(h));
        return back.size === h.size && [...h].every(([m, n]) => back.get(m) === n);
      }),
    );
  });

  it("reads the first stored form too, an object of minutes", () => {
    expect([...decodeHistogram('{"5":2,"30":1}')]).toEqual([
      [5, 2],
      [30, 1],
    ]);
  });

  it.each(["", "{", "{}", '["a",1]', "[1]", "[-1,2,3,0,4,1.5]", "null"])(
    "unreadable stored text %j counts nothing",
    (text) => expect(decodeHistogram(text).size).toBe(0),
  );

  it("merging histograms then taking the median equals the median of all values", () => {
    fc.assert(
      fc.property(values, values, (a, b) => {
        const merged = mergeHistogramInto(histogramOf(a), histogramOf(b));
        return histogramMedian(merged) === sortedMedian([...a, ...b]);
      }),
    );
  });
});

describe("stages reached", () => {
  it.each([
    [null, null, null],
    ["proposed", null, null],
    ["approved", null, "approved"],
    ["disbursed", null, "disbursed"],
    // Sanctioned, then rejected: the history still says it reached sanctioned.
    ["rejected", 3, "sanctioned"],
    ["withdrawn", 0, null],
    ["logged_in", 1, "logged_in"],
  ] as const)("furthest %s, history rank %s → %s", (furthest, rank, reached) =>
    expect(reachedStage(furthest, rank)).toBe(reached),
  );
});

describe("summary cells and rows", () => {
  const enquiries: EnquiryFacts[] = [
    // Monday 2026-03-02 IST, google: contacted in 10 min, disbursed 25 lakh.
    fact({
      first_source: "google",
      first_response_at: "2026-03-02T05:10:00.000Z",
      reached: "disbursed",
      disbursed_amount: 2_500_000,
    }),
    // The same IST Monday, 00:00 IST exactly, direct, contacted in 30 min, sanctioned.
    fact({
      created_at: "2026-03-01T18:30:00.000Z",
      first_response_at: "2026-03-01T19:00:00.000Z",
      reached: "sanctioned",
    }),
    // Sunday 2026-03-08 23:59:59 IST: still the first week; google, never contacted.
    fact({ created_at: "2026-03-08T18:29:59.000Z", first_source: "google" }),
    // Monday 2026-03-09 IST: the second week; facebook, approved only.
    fact({
      created_at: "2026-03-08T18:30:00.000Z",
      first_source: "facebook",
      first_response_at: "2026-03-08T18:35:00.000Z",
      reached: "approved",
    }),
  ];
  const cells = summariseEnquiries(enquiries);
  const range = { from: "2026-03-02", to: "2026-03-09" };

  it("one cell per IST day and source", () => {
    expect(cells.map((c) => [c.day, c.source, c.enquiries])).toEqual([
      ["2026-03-02", "", 1],
      ["2026-03-02", "google", 1],
      ["2026-03-08", "google", 1],
      ["2026-03-09", "facebook", 1],
    ]);
  });

  it("groups by source, most enquiries first, direct named", () => {
    expect(groupFunnel(cells, "source", range)).toEqual([
      {
        key: "google",
        enquiries: 2,
        contacted: 1,
        approved_by_borrower: 1,
        logged_in: 1,
        sanctioned: 1,
        disbursed: 1,
        disbursed_amount: 2_500_000,
        median_first_response_minutes: 10,
      },
      {
        key: DIRECT,
        enquiries: 1,
        contacted: 1,
        approved_by_borrower: 1,
        logged_in: 1,
        sanctioned: 1,
        disbursed: 0,
        disbursed_amount: 0,
        median_first_response_minutes: 30,
      },
      {
        key: "facebook",
        enquiries: 1,
        contacted: 1,
        approved_by_borrower: 1,
        logged_in: 0,
        sanctioned: 0,
        disbursed: 0,
        disbursed_amount: 0,
        median_first_response_minutes: 5,
      },
    ]);
  });

  it("groups by IST week, Monday keys, oldest first", () => {
    const rows = groupFunnel(cells, "week", range);
    expect(
      rows.map((r) => [r.key, r.enquiries, r.contacted, r.median_first_response_minutes]),
    ).toEqual([
      ["2026-03-02", 3, 2, 20],
      ["2026-03-09", 1, 1, 5],
    ]);
  });

  it("leaves out cells outside the range and keeps empty weeks", () => {
    const rows = groupFunnel(cells, "week", { from: "2026-02-20", to: "2026-03-07" });
    expect(rows.map((r) => [r.key, r.enquiries])).toEqual([
      ["2026-02-16", 0],
      ["2026-02-23", 0],
      ["2026-03-02", 2],
    ]);
  });

  const arbitraryFacts = fc
    .array(
      fc.record({
        created_at: fc
          .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 3, 1) })
          .map((t) => new Date(t).toISOString()),
        first_source: fc.constantFrom(null, "google", "facebook", "newsletter"),
        first_response_at: fc.constant(null as string | null),
        delay: fc.option(fc.integer({ min: 0, max: 4 * 86_400_000 })),
        reached: fc.constantFrom(null, "approved", "logged_in", "sanctioned", "disbursed"),
        disbursed_amount: fc.option(fc.integer({ min: 1, max: 10_000_000 })),
      }),
      { maxLength: 80 },
    )
    .map(
      (list) =>
        list.map(({ delay, ...f }) => ({
          ...f,
          first_response_at:
            delay === null ? null : new Date(Date.parse(f.created_at) + delay).toISOString(),
        })) as EnquiryFacts[],
    );
  const wide = { from: "2025-12-01", to: "2026-04-30" };

  it("both groupings count every enquiry in range once, and the funnel only narrows", () => {
    fc.assert(
      fc.property(arbitraryFacts, (facts) => {
        const cells = summariseEnquiries(facts);
        for (const group of ["source", "week"] as const) {
          const rows = groupFunnel(cells, group, wide);
          const sum = rows.reduce((s, r) => s + r.enquiries, 0);
          if (sum !== facts.length) return false;
          for (const r of rows) {
            const chain = [r.enquiries, r.contacted].concat([
              r.approved_by_borrower,
              r.logged_in,
              r.sanctioned,
              r.disbursed,
            ]);
            if (r.approved_by_borrower > r.enquiries) return false;
            for (let i = 3; i < chain.length; i++)
              if ((chain[i] ?? 0) > (chain[i - 1] ?? 0)) return false;
          }
        }
        return true;
      }),
    );
  });

  it("splitting the enquiries into two summaries changes no row", () => {
    fc.assert(
      fc.property(arbitraryFacts, fc.nat(), (facts, cut) => {
        const at = facts.length === 0 ? 0 : cut % facts.length;
        const split = [
          ...summariseEnquiries(facts.slice(0, at)),
          ...summariseEnquiries(facts.slice(at)),
        ];
        const whole = summariseEnquiries(facts);
        return (
          JSON.stringify(groupFunnel(split, "week", wide)) ===
            JSON.stringify(groupFunnel(whole, "week", wide)) &&
          JSON.stringify(groupFunnel(split, "source", wide)) ===
            JSON.stringify(groupFunnel(whole, "source", wide))
        );
      }),
    );
  });

  it("conversion rates are shares of enquiries, null without any", () => {
    const [google] = groupFunnel(cells, "source", range);
    expect(conversionRates(google ?? ({} as never))).toEqual({
      contacted: 0.5,
      approved_by_borrower: 0.5,
      logged_in: 0.5,
      sanctioned: 0.5,
      disbursed: 0.5,
    });
    const empty = groupFunnel([], "week", range)[0];
    expect(empty && conversionRates(empty).contacted).toBeNull();
  });
});

describe("the report's question", () => {
  it.each([
    [{ from: "2026-03-01", to: "2026-03-31", group: "week" }, null],
    [{ from: "2026-03-01", to: "2026-03-01" }, null],
    [{ from: "2026-3-01", to: "2026-03-31" }, "from"],
    [{ from: "2026-02-30", to: "2026-03-31" }, "from"],
    [{ from: null, to: "2026-03-31" }, "from"],
    [{ from: "2026-03-01", to: "tomorrow" }, "to"],
    [{ from: "2026-03-31", to: "2026-03-01" }, "to"],
    [{ from: "2024-01-01", to: "2026-03-01" }, "to"],
    [{ from: "2026-03-01", to: "2026-03-31", group: "month" }, "group"],
  ])("%o → fault in %s", (input, field) => {
    const result = parseFunnelQuery(input);
    if (field === null) expect(result.ok).toBe(true);
    else expect(!result.ok && Object.keys(result.fields)).toEqual([field]);
  });

  it("accepts exactly the longest range", () => {
    const from = "2025-01-01";
    const to = new Date(Date.parse(from) + (MAX_RANGE_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(parseFunnelQuery({ from, to }).ok).toBe(true);
    const over = new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10);
    expect(parseFunnelQuery({ from, to: over }).ok).toBe(false);
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (from, to, group) => {
        const r = parseFunnelQuery({ from, to, group });
        return typeof r.ok === "boolean";
      }),
    );
  });

  it("the first view is twelve weeks by week, ending today in India", () => {
    expect(defaultFunnelQuery(new Date("2026-11-25T20:00:00Z"))).toEqual({
      from: "2026-09-07",
      to: "2026-11-26",
      group: "week",
    });
  });
});
