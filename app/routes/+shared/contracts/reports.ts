import { z } from "zod";
import { DIRECT, FUNNEL_GROUPS } from "../../../domain/reports/funnel.ts";
import { MAX_RANGE_DAYS } from "../../../domain/reports/funnel-query.ts";
import { call, contract } from "./contract.ts";

// The funnel report (docs/product/speed-to-lead.md "The funnel report"): admins only. The route
// reads its query with parseFunnelQuery (the domain's zod schema), so it is documented here.

const count = (what: string) => z.number().int().min(0).describe(what);

const funnelRow = z
  .object({
    key: z
      .string()
      .describe(
        `The first touch's utm_source (\`${DIRECT}\` for none) with group=source; the week's Monday (YYYY-MM-DD, IST) with group=week.`,
      ),
    enquiries: count("Leads and callback requests that arrived in the range."),
    contacted: count("Those with a first response (a note, or a status change from new)."),
    approved_by_borrower: count(
      "Leads one of whose bank applications the borrower approved (or that went further).",
    ),
    logged_in: count("Leads logged in with a bank, or further."),
    sanctioned: count(
      "Leads sanctioned by a bank, or further (a sanction later withdrawn counts).",
    ),
    disbursed: count("Leads paid out, at least in part."),
    disbursed_amount: z.number().min(0).describe("Rupees paid out to the disbursed leads."),
    median_first_response_minutes: z
      .number()
      .min(0)
      .nullable()
      .describe(
        "Median wall-clock minutes from arrival to first response (whole minutes; the mean of the two middle ones for an even count); null when none was answered.",
      ),
  })
  .meta({ id: "FunnelRow" });

const funnelReport = z
  .object({
    from: z.string(),
    to: z.string(),
    group: z.enum(FUNNEL_GROUPS),
    as_of: z
      .string()
      .nullable()
      .describe(
        "When the summary was last brought up to date (at most a minute ago while the server runs); null before its first build.",
      ),
    rows: z.array(funnelRow),
  })
  .meta({ id: "FunnelReport" });

const day = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .meta({ description });

export const funnel = contract("Reports", "/api/reports/funnel", {
  role: "reports",
  GET: call("funnelReport", "The funnel: enquiries to disbursals, by source or by week", {
    description: `Enquiries that arrived from \`from\` 00:00 to \`to\` 23:59:59 IST (at most ${MAX_RANGE_DAYS} days), and how far they went. Figures come from a summary refreshed every 30 seconds (\`as_of\`). \`format=csv\` answers the rows as a CSV download.`,
    rawQuery: z.object({
      from: day("First IST day, YYYY-MM-DD."),
      to: day("Last IST day, YYYY-MM-DD, on or after `from`."),
      group: z
        .enum(FUNNEL_GROUPS)
        .default("source")
        .meta({ description: "Rows by first-touch source (the default) or by IST week." }),
      format: z
        .enum(["csv"])
        .optional()
        .meta({ description: "`csv`: the rows as a CSV file (RFC 4180)." }),
    }),
    200: {
      description: "The report (JSON), or its rows as CSV with `format=csv`.",
      content: {
        "application/json": { schema: funnelReport },
        "text/csv": { schema: z.string() },
      },
    },
    errors: [405],
  }),
});
