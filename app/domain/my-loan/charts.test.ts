import { describe, expect, it } from "vitest";
import { balanceSeries, repoSteps } from "./charts.ts";
import { outlookFor } from "./outlook.ts";
import { WORKED_LOAN } from "./test-fixtures.ts";

// The /my-loan charts' figures (docs/product/my-loan.md "Pages") agree with the outlook: the worked
// loan of docs/product/my-loan.md "The outlook" at 7.90%.

const LOAN = WORKED_LOAN;

describe("balanceSeries", () => {
  it("draws both choices from the outstanding to 0, as long as the outlook says", () => {
    const repo = [
      { id: 1, rate: 5.25, effective_from: "2025-12-05" },
      { id: 2, rate: 5.0, effective_from: "2026-12-05" },
    ];
    const outlook = outlookFor({ loan: LOAN, repo, lenders: [], today: "2026-12-01" });
    const series = balanceSeries(LOAN, outlook.rate_at_next_reset);
    expect(series.rate).toBe(7.9);
    expect(series.keep_tenure).toHaveLength(217);
    expect(series.keep_tenure[0]).toBe(3_000_000);
    expect(series.keep_tenure.at(-1)).toBe(0);
    expect(series.keep_emi).toHaveLength((outlook.keep_emi?.months ?? 0) + 1);
    expect(series.keep_emi?.length).toBe(210);
    expect(series.keep_emi?.at(-1)).toBe(0);
  });

  it("has no keep-EMI line when the EMI does not cover the interest, nor for other loans", () => {
    expect(balanceSeries({ ...LOAN, emi: 20_000 }, 9).keep_emi).toBeNull();
    const other = balanceSeries({ ...LOAN, rate_type: "other" }, null);
    expect(other.rate).toBe(8.15);
    expect(other.keep_emi).toBeNull();
    expect(other.keep_tenure.at(-1)).toBe(0);
  });
});

describe("repoSteps", () => {
  it("orders the rows oldest first", () => {
    expect(
      repoSteps([
        { rate: 5.25, effective_from: "2025-12-05" },
        { rate: 6.5, effective_from: "2023-02-08" },
      ]),
    ).toEqual([
      { from: "2023-02-08", rate: 6.5 },
      { from: "2025-12-05", rate: 5.25 },
    ]);
  });
});
