import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { parseFunnelQuery } from "../../app/domain/reports/funnel-query.ts";
import { ApiClient } from "../support/api-client.ts";

// Hostile query strings on the funnel report (docs/product/speed-to-lead.md "The funnel report"),
// as fuzz.test.ts does for the JSON bodies: generated dates that are almost dates, ranges back to
// front and too long, unknown groups and formats, repeated and broken parameters. Each answer is
// 200 exactly when the domain's parser accepts the query, otherwise 400 with the parser's message;
// never a 5xx. Every answer is checked against the OpenAPI document (openapi-check-setup.ts).

const baseUrl = inject("baseUrl");
const RUNS = 300;

const almostDate = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 1990, max: 3100 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
  fc
    .date({ min: new Date("2024-01-01"), max: new Date("2027-12-31"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom("", " ", "2026-3-1", "01-03-2026", "2026/03/01", "2026-03-01T00:00", "today"),
  fc.string({ maxLength: 12 }),
);
const part = (name: string, value: fc.Arbitrary<string>) =>
  fc.option(
    value.map((v) => `${name}=${encodeURIComponent(v)}`),
    { nil: undefined },
  );

const queries = fc
  .tuple(
    part("from", almostDate),
    part("to", almostDate),
    part("group", fc.oneof(fc.constantFrom("source", "week", "", "Week", "month"), fc.string())),
    part("format", fc.constantFrom("csv", "json", "CSV", "")),
    fc.option(fc.constantFrom("%", "from=%E0%A4", "x=1", "to=2026-01-01&to=2027-01-01"), {
      nil: undefined,
    }),
  )
  .map((parts) => parts.filter((p) => p !== undefined).join("&"));

describe("GET /api/reports/funnel with generated query strings", () => {
  const admin = new ApiClient(baseUrl);
  beforeAll(async () => {
    await admin.login();
  });

  it(`${RUNS} queries: 200 exactly when the parser accepts, else 400 with its message`, async () => {
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const res = await admin.get(`/api/reports/funnel?${query}`);
        const params = new URLSearchParams(query.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"));
        const parsed = parseFunnelQuery({
          from: params.get("from"),
          to: params.get("to"),
          group: params.get("group"),
        });
        const format = params.get("format");
        const accepted = parsed.ok && (format === null || format === "csv");
        if (res.status >= 500) throw new Error(`${query} answered ${res.status}: ${res.text}`);
        if (accepted) {
          expect(res.status, query).toBe(200);
        } else {
          expect(res.status, query).toBe(400);
          expect(typeof res.json?.error, query).toBe("string");
          if (!parsed.ok) expect(res.json.error).toBe(parsed.error);
        }
      }),
      { numRuns: RUNS },
    );
  }, 180_000);
});
