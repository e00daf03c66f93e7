import { z } from "zod";
import { FUNNEL_GROUPS } from "../../../domain/reports/funnel.ts";
import { MAX_RANGE_DAYS } from "../../../domain/reports/funnel-query.ts";
import { funnelReportSchema } from "../../../modules/reports/funnel-report.server.ts";
import { call, contract } from "./contract.ts";

// The funnel report (docs/product/speed-to-lead.md "The funnel report"): admins only. The route
// reads its query with parseFunnelQuery (the domain's zod schema), so it is documented here.

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
        "application/json": { schema: funnelReportSchema },
        "text/csv": { schema: z.string() },
      },
    },
    errors: [405],
  }),
});
