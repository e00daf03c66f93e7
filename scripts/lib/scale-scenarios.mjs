// The admin calls `scripts/scale.mjs` times at each size, in order. To measure another view, add
// one entry: `kind` says which budget it counts towards ("list" and "search" share the list budget,
// "dashboard" has its own line in the report) and the searches are also what the four clients
// send beside the export.
import { LEAD_PATH } from "./lead.mjs";
import { fmt } from "./scale-measure.mjs";

/**
 * @param {object} at  what the filled table offers: `target`, a lead in the middle of it (name,
 *   e-mail, phone, reference); `deepPage` and `cursor`, a deep page by number and the cursor
 *   that starts the same page.
 * @returns {{ kind: "list" | "search" | "dashboard" | "funnel", name: string, url: string }[]}
 */
export function scenarios({ target, deepPage, cursor }) {
  const list = LEAD_PATH;
  const q = (text) => `${list}?q=${encodeURIComponent(text)}`;
  const name = `${target.first_name} ${target.last_name}`;
  const digits = target.phone_number.replace(/\D/g, "").slice(-8);
  const partialPhone = `${digits.slice(0, 4)} ${digits.slice(4)}`;
  return [
    { kind: "list", name: "list page 1", url: list },
    { kind: "list", name: `list page ${fmt(deepPage)} (offset)`, url: `${list}?page=${deepPage}` },
    { kind: "list", name: `list page ${fmt(deepPage)} (cursor)`, url: `${list}?after=${cursor}` },
    { kind: "list", name: "filter status=contacted", url: `${list}?status=contacted` },
    { kind: "list", name: "filter eligible=true", url: `${list}?eligible=true` },
    {
      kind: "list",
      name: "filter eligible=false&status=new",
      url: `${list}?eligible=false&status=new`,
    },
    { kind: "list", name: "filter status=closed, page 100", url: `${list}?status=closed&page=100` },
    // The loan file's stages (ADR 026): a common one, a rare one, and a stage with another filter.
    { kind: "list", name: "filter stage=proposed", url: `${list}?stage=proposed` },
    { kind: "list", name: "filter stage=disbursed", url: `${list}?stage=disbursed` },
    {
      kind: "list",
      name: "filter stage=sanctioned&eligible=true",
      url: `${list}?stage=sanctioned&eligible=true`,
    },
    { kind: "search", name: `search name "${name}"`, url: q(name) },
    { kind: "search", name: "search e-mail (whole)", url: q(target.email) },
    { kind: "search", name: `search phone "${partialPhone}"`, url: q(partialPhone) },
    {
      kind: "search",
      name: `search surname "${target.last_name}" (broad)`,
      url: q(target.last_name),
    },
    { kind: "search", name: `search reference ${target.reference}`, url: q(target.reference) },
    {
      kind: "search",
      name: "search + filter (name, eligible=true)",
      url: `${q(name)}&eligible=true`,
    },
    { kind: "dashboard", name: "dashboard (/admin loader data)", url: "/admin.data" },
    // The funnel report (docs/decisions/030-the-funnel-report-summary.md): its own 300 ms budget.
    ...funnelScenarios(),
  ];
}

/** The funnel report over the last quarter and the last year (IST days), by source and by week. */
function funnelScenarios(now = new Date()) {
  const day = (daysAgo) =>
    new Date(now.getTime() + 330 * 60_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const today = day(0);
  const spans = [
    ["a quarter", day(90)],
    ["a year", day(364)],
  ];
  return spans.flatMap(([label, from]) =>
    ["source", "week"].map((group) => ({
      kind: "funnel",
      name: `funnel group=${group}, ${label}`,
      url: `/api/reports/funnel?from=${from}&to=${today}&group=${group}`,
    })),
  );
}
