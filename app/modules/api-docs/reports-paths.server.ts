// The funnel report (docs/product/speed-to-lead.md "The funnel report"): admins only.

import { z } from "zod";
import { DIRECT, FUNNEL_GROUPS } from "../../domain/reports/funnel.ts";
import { MAX_RANGE_DAYS } from "../../domain/reports/funnel-query.ts";
import type { PathItems, Schema } from "./openapi-helpers.ts";
import { csvFormatParameter, fromZod, jsonOrCsv, operation, ref } from "./openapi-helpers.ts";

const count = (what: string) => z.number().int().min(0).describe(what);

const funnelRow = z.object({
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
  sanctioned: count("Leads sanctioned by a bank, or further (a sanction later withdrawn counts)."),
  disbursed: count("Leads paid out, at least in part."),
  disbursed_amount: z.number().min(0).describe("Rupees paid out to the disbursed leads."),
  median_first_response_minutes: z
    .number()
    .min(0)
    .nullable()
    .describe(
      "Median wall-clock minutes from arrival to first response (whole minutes; the mean of the two middle ones for an even count); null when none was answered.",
    ),
});

const funnelReport = z.object({
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
});

export const schemas: Record<string, Schema> = {
  FunnelRow: fromZod(funnelRow),
  FunnelReport: fromZod(funnelReport),
};

const date = (name: string, description: string) => ({
  name,
  in: "query",
  required: true,
  description,
  schema: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
});

export const paths: PathItems = {
  "/api/reports/funnel": {
    get: operation("Reports", {
      summary: "The funnel: enquiries to disbursals, by source or by week",
      description: `Enquiries that arrived from \`from\` 00:00 to \`to\` 23:59:59 IST (at most ${MAX_RANGE_DAYS} days), and how far they went. Figures come from a summary refreshed every 30 seconds (\`as_of\`). \`format=csv\` answers the rows as a CSV download.`,
      operationId: "funnelReport",
      access: "role",
      parameters: [
        date("from", "First IST day, YYYY-MM-DD."),
        date("to", "Last IST day, YYYY-MM-DD, on or after `from`."),
        {
          name: "group",
          in: "query",
          required: false,
          description: "Rows by first-touch source (the default) or by IST week.",
          schema: { type: "string", enum: [...FUNNEL_GROUPS], default: "source" },
        },
        csvFormatParameter("`csv`: the rows as a CSV file (RFC 4180)."),
      ],
      responses: {
        200: jsonOrCsv(
          ref("FunnelReport"),
          "The report (JSON), or its rows as CSV with `format=csv`.",
        ),
      },
      errors: [405],
    }),
  },
};
