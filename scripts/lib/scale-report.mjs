// The budgets of `scripts/scale.mjs` (issues 16, 23 and 40, docs/performance.md), checked at the
// largest size (the waits during the export at every size): one PASS or MISS line each.
import { fmt } from "./scale-measure.mjs";

export const BUDGETS = {
  p95Ms: 100,
  exportExtraMb: 100,
  exportRowsPerSecond: 20_000,
  healthMs: 100,
  postRatio: 0.9,
  /** The funnel report (docs/product/speed-to-lead.md): ≤ 300 ms at a million leads. */
  funnelP95Ms: 300,
};

/** The verdicts for the last size of `results`: [{ ok, text }]. */
export function verdicts(results) {
  const last = results.sizes[results.sizes.length - 1];
  const slowest = (rows) =>
    rows.length === 0 ? null : rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const lists = slowest(last.rows.filter((r) => r.kind !== "dashboard" && r.kind !== "funnel"));
  const funnel = slowest(last.rows.filter((r) => r.kind === "funnel"));
  const dashboard = slowest(last.rows.filter((r) => r.kind === "dashboard"));
  const exp = last.exportAlone;
  const out = [];
  if (dashboard)
    out.push({
      ok: dashboard.p95 <= BUDGETS.p95Ms,
      text: `dashboard p95 ≤ ${BUDGETS.p95Ms} ms (${fmt(dashboard.p95, 1)} ms, median ${fmt(dashboard.median, 1)} ms)`,
    });
  if (lists)
    out.push({
      ok: lists.p95 <= BUDGETS.p95Ms,
      text: `every list/filter/search p95 ≤ ${BUDGETS.p95Ms} ms (slowest: ${lists.name}, ${fmt(lists.p95, 1)} ms)`,
    });
  if (funnel)
    out.push({
      ok: funnel.p95 <= BUDGETS.funnelP95Ms,
      text: `funnel report p95 ≤ ${BUDGETS.funnelP95Ms} ms (slowest: ${funnel.name}, ${fmt(funnel.p95, 1)} ms)`,
    });
  out.push({
    ok: exp.extraRssMb <= BUDGETS.exportExtraMb,
    text: `export's extra memory ≤ ${BUDGETS.exportExtraMb} MB: server's peak RSS − its RSS before (${fmt(exp.peakRssMb)} − ${fmt(exp.rssBeforeMb)} = ${fmt(exp.extraRssMb, 1)} MB)`,
  });
  out.push({
    ok: exp.rowsPerSecond >= BUDGETS.exportRowsPerSecond,
    text: `export ≥ ${fmt(BUDGETS.exportRowsPerSecond)} rows/s (${fmt(exp.rowsPerSecond)})`,
  });
  // Issue 40: what a visitor and a borrower wait for while an admin downloads the export, at
  // every size. (Beside four admins searching back to back, the figures are printed with a
  // control run of the same searches without the export, not judged.)
  for (const size of results.sizes) {
    const busy = size.exportVisited;
    const at = `at ${fmt(size.size)} (benchmark index ${fmt(size.benchmarkIndex)})`;
    for (const [what, ms] of [
      ["/healthz", busy.worstHealthMs],
      ["a page", busy.worstPageMs],
      ["a lead POST", busy.worstPostMs],
    ])
      out.push({
        ok: ms <= BUDGETS.healthMs,
        text: `${what} never waits > ${BUDGETS.healthMs} ms during the export ${at} (${fmt(ms, 1)} ms)`,
      });
  }
  const rounds = results.post.rounds;
  if (rounds) {
    const ratio = rounds.full.medianRps / rounds.empty.medianRps;
    out.push({
      ok: ratio >= BUDGETS.postRatio,
      text: `lead POST throughput at ${fmt(last.size)} within ${fmt((1 - BUDGETS.postRatio) * 100)} % of empty (medians of ${rounds.full.rps.length} alternating rounds: ${fmt(rounds.full.medianRps)} vs ${fmt(rounds.empty.medianRps)} leads/s, ${fmt(ratio * 100)} %)`,
    });
  }
  return out;
}

/** Prints the verdicts; returns true when every budget held. */
export function report(results) {
  const last = results.sizes[results.sizes.length - 1];
  console.log(`\nBudgets at ${fmt(last.size)} leads (${results.engine}):`);
  const all = verdicts(results);
  for (const v of all) console.log(`  ${v.ok ? "PASS" : "MISS"} ${v.text}`);
  return all.every((v) => v.ok);
}
