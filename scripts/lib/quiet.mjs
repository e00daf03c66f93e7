// How busy the machine is right now, for measurements that a busy machine spoils (Lighthouse:
// docs/performance.md, "Budgets in CI"). The load average is no help right after a heavy step: it
// still carries the last minutes of the end-to-end tests when the machine is already idle, so
// this samples the CPUs' own busy time instead.
import fs from "node:fs";
import os from "node:os";
import { sleep } from "./server.mjs";

function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** The share of all CPUs (0–1) that was busy over the next `ms` milliseconds. */
export async function busyShare(ms = 3_000) {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Waits until the CPUs are at most `threshold` busy over a sample, for at most `maxMs`. Returns
 * the last sample and how long it waited, so the report can say so.
 */
export async function waitForQuiet({ threshold = 0.2, maxMs = 180_000, sampleMs = 3_000 } = {}) {
  const started = Date.now();
  let share = await busyShare(sampleMs);
  while (share > threshold && Date.now() - started < maxMs) {
    share = await busyShare(sampleMs);
  }
  return { share, waitedMs: Date.now() - started, quiet: share <= threshold };
}

function processTimes() {
  const times = new Map();
  let pids = [];
  try {
    pids = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return times; // not Linux: no per-process figures
  }
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // The command name is in parentheses and may hold spaces: the fields follow the last ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
      times.set(pid, {
        ticks,
        command: command || stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return times;
}

/**
 * The processes that used the most CPU over the next `ms` milliseconds ("85% of a core: node
 * …"), to name what disturbed a measurement. Assumes 100 clock ticks a second (Linux's USER_HZ).
 */
export async function busiestProcesses(ms = 3_000, count = 5) {
  const before = processTimes();
  await sleep(ms);
  const after = processTimes();
  return [...after]
    .map(([pid, { ticks, command }]) => ({
      command,
      share: (ticks - (before.get(pid)?.ticks ?? ticks)) / (ms / 10),
    }))
    .filter((p) => p.share > 0.02)
    .sort((a, b) => b.share - a.share)
    .slice(0, count)
    .map((p) => `${Math.round(p.share * 100)}% of a core: ${p.command.slice(0, 100)}`);
}
