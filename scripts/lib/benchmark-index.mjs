// This machine's benchmark index as Lighthouse reads it (its own computeBenchmarkIndex, run in
// Debian's Chromium on a blank page): the figure ADR 020 calibrates the slow phone by, printed
// beside timings so that a figure from a slower or busier machine can be told apart
// (docs/performance.md).
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

/** The median of `readings` runs of Lighthouse's benchmark, or null when Chromium is missing. */
export async function benchmarkIndex(readings = 3) {
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch {
    return null;
  }
  try {
    const page = await browser.newPage();
    const values = [];
    for (let i = 0; i < readings; i++)
      values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    values.sort((a, b) => a - b);
    return Math.round(values[values.length >> 1]);
  } finally {
    await browser.close();
  }
}
