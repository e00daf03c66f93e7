import { z } from "zod";
import { funnelApiQuerySchema, MAX_RANGE_DAYS } from "../../../domain/reports/funnel-query.ts";
import { funnelReportSchema } from "../../../modules/reports/funnel-report.server.ts";
import { call, contract } from "./contract.ts";

// The funnel report (docs/product/speed-to-lead.md "The funnel report"): admins only.

export const funnel = contract("Reports", "/api/reports/funnel", {
  role: "reports",
  GET: call("funnelReport", "The funnel: enquiries to disbursals, by source or by week", {
    description: `Enquiries that arrived from \`from\` 00:00 to \`to\` 23:59:59 IST (at most ${MAX_RANGE_DAYS} days), and how far they went. Figures come from a summary refreshed every 30 seconds (\`as_of\`). \`format=csv\` answers the rows as a CSV download.`,
    rawQuery: funnelApiQuerySchema,
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
