// What `scripts/scale.mjs` measures over HTTP and from /proc: request times (median, p95), the
// server's RSS, CPU time, event-loop delay and collector pauses, and one CSV export run.
import fs from "node:fs";
import { signIn } from "./authenticator.mjs";
import { LEAD_PATH } from "./lead.mjs";
import { ADMIN_EMAIL, ADMIN_PASSWORD, sleep } from "./server.mjs";

/** The bearer token the script's servers get for /metrics. */
export const METRICS_TOKEN = "scale-metrics-token";

export const fmt = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? "—"
    : Number(n).toLocaleString("en-US", {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The seeded admin's session cookie, through the two-step sign-in. */
export async function login(baseUrl) {
  return (await signIn({ baseUrl, email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).cookie;
}

export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

export async function timeGet(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return {
    ms,
    total: url.includes("/api/reports/funnel?")
      ? enquiriesIn(body)
      : res.headers.get("x-total-count"),
  };
}

/**
 * The funnel report's enquiries summed over its rows: shows that the range read holds the filled
 * leads (a report over an empty range would be fast and prove nothing).
 */
function enquiriesIn(body) {
  const { rows } = JSON.parse(body);
  return rows.reduce((sum, row) => sum + row.enquiries, 0).toLocaleString("en-US");
}

export async function sample(url, cookie, samples = 20) {
  for (let i = 0; i < 2; i++) await timeGet(url, cookie); // warm-up: JIT, caches, statements
  const times = [];
  let total = null;
  for (let i = 0; i < samples; i++) {
    const r = await timeGet(url, cookie);
    times.push(r.ms);
    total = r.total;
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), total };
}

/** CPU seconds (user + system) the process has used: /proc/<pid>/stat fields 14 and 15. */
export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds (user + system) each thread of the process has used so far, by thread id.
 */
export function threadCpu(pid) {
  const threads = new Map();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
      threads.set(tid, { seconds: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return threads;
}

/**
 * Follows every thread's CPU time from now on (sampled with `sample()`; a thread that ends keeps
 * its last reading) and gives the seconds each kind of thread used since: the main thread (the
 * requests), threads started since (the export worker) and the others (V8's helpers, libuv's
 * pool, SQLite's read workers). Issue 40: what the export costs, and on which thread.
 */
export function threadCpuSince(pid) {
  const start = threadCpu(pid);
  const last = new Map(start);
  return {
    sample() {
      for (const [tid, t] of threadCpu(pid)) last.set(tid, t);
    },
    byName() {
      this.sample();
      const sums = {};
      for (const [tid, t] of last) {
        const used = t.seconds - (start.get(tid)?.seconds ?? 0);
        // Node names none of its threads: the main thread's id is the process's, and a thread
        // that was not there at the start is one the export started (its worker).
        const kind =
          tid === String(pid) ? "main" : start.has(tid) ? "others" : "started during the export";
        if (used > 0) sums[kind] = (sums[kind] ?? 0) + used;
      }
      return sums;
    },
  };
}

export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  // A process that has exited but not been reaped yet has no VmRSS line.
  if (kb === undefined) throw new Error(`process ${pid} has exited`);
  return Number(kb) / 1024;
}

/**
 * The server's own view of its event loop and collector, from /metrics (prom-client's defaults):
 * the longest event-loop delay since the previous scrape (prom-client resets it on each scrape;
 * sampled every 10 ms, so up to 10 ms coarse) and the collector's pauses so far by kind. Beside
 * the probe's /healthz wait, it tells a loop held by the server's own work from a server thread
 * waiting for a core on this shared machine.
 */
export async function serverLoop(baseUrl) {
  const res = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (res.status !== 200) return null;
  const text = await res.text();
  const value = (name) => Number(new RegExp(`^${name} ([\\d.e+-]+)`, "m").exec(text)?.[1] ?? NaN);
  const gc = {};
  for (const m of text.matchAll(
    /^gharsetu_nodejs_gc_duration_seconds_(sum|count)\{kind="(\w+)"\} ([\d.e+-]+)/gm,
  )) {
    gc[m[2]] ??= { seconds: 0, count: 0 };
    gc[m[2]][m[1] === "sum" ? "seconds" : "count"] = Number(m[3]);
  }
  return { lagMaxMs: value("gharsetu_nodejs_eventloop_lag_max_seconds") * 1000, gc };
}

/** The largest of each heap figure (MB) over the scrapes made while `sampling()` is true. */
export function heapSampler(baseUrl) {
  const peak = {};
  const first = {};
  let running = true;
  const names = {
    heapTotal: /^gharsetu_nodejs_heap_size_total_bytes (\S+)/m,
    newSpace: /^gharsetu_nodejs_heap_space_size_total_bytes\{space="new"\} (\S+)/m,
    oldSpace: /^gharsetu_nodejs_heap_space_size_total_bytes\{space="old"\} (\S+)/m,
    largeObjects: /^gharsetu_nodejs_heap_space_size_total_bytes\{space="large_object"\} (\S+)/m,
    external: /^gharsetu_nodejs_external_memory_bytes (\S+)/m,
  };
  const done = (async () => {
    while (running) {
      const res = await fetch(`${baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await res.text();
      for (const [key, re] of Object.entries(names)) {
        const mb = Number(re.exec(text)?.[1] ?? Number.NaN) / 1024 / 1024;
        peak[key] = Math.max(peak[key] ?? 0, mb);
        first[key] ??= mb;
      }
      await sleep(200);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return Object.fromEntries(Object.entries(peak).map(([k, v]) => [k, [first[k], v]]));
    },
  };
}

/** Collector pauses between two scrapes: count and milliseconds, all kinds together. */
export function gcBetween(before, after) {
  let count = 0;
  let ms = 0;
  for (const [kind, a] of Object.entries(after?.gc ?? {})) {
    const b = before?.gc?.[kind] ?? { seconds: 0, count: 0 };
    count += a.count - b.count;
    ms += (a.seconds - b.seconds) * 1000;
  }
  return { gcPauses: count, gcMs: ms };
}

/**
 * Reads the whole export (or `busySeconds` of it while `alongside()` runs); returns rows, seconds,
 * and the server's memory as seen from outside: its RSS just before the request, the highest RSS
 * sampled every 20 ms until the last byte, and the difference, the export's extra memory.
 */
export async function exportRun(
  baseUrl,
  cookie,
  pid,
  { alongside, busySeconds = 30, heapDetail = false } = {},
) {
  await sleep(500);
  // What runs alongside is running, its probes warm, before the export is asked for: the
  // export's start (its worker's) is measured like the rest of it.
  const extra = alongside ? alongside() : null;
  await extra?.ready;
  const before = rssMb(pid);
  let peak = before;
  const threads = threadCpuSince(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
    threads.sample();
  }, 20);
  const loopBefore = await serverLoop(baseUrl);
  const cpuBefore = cpuSeconds(pid);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  // With searches alongside, busySeconds of export are enough to see the worst /healthz wait.
  const abort = new AbortController();
  const timer = alongside ? setTimeout(() => abort.abort(), busySeconds * 1000) : null;
  const res = await fetch(`${baseUrl}${LEAD_PATH}?format=csv`, {
    headers: { cookie, ...(process.env.SCALE_IDENTITY ? { "accept-encoding": "identity" } : {}) },
    signal: abort.signal,
  });
  let lines = 0;
  let firstRowMs = null;
  const heap = heapDetail && !alongside ? heapSampler(baseUrl) : null;
  try {
    for await (const chunk of res.body) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      if (firstRowMs === null && lines > 1) firstRowMs = performance.now() - started;
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  }
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const cpuByThread = threads.byName();
  clearInterval(sampler);
  const side = extra ? await extra.stop() : null;
  const heapPeak = heap ? await heap.stop() : null;
  const loopAfter = await serverLoop(baseUrl);
  return {
    heapPeak,
    serverLoopMaxMs: loopAfter?.lagMaxMs ?? null,
    ...gcBetween(loopBefore, loopAfter),
    rows: lines - 1,
    seconds,
    rowsPerSecond: (lines - 1) / seconds,
    // Rows per second of the server's own CPU time: what one uncontended core would do.
    rowsPerCpuSecond: (lines - 1) / cpu,
    serverCpuSeconds: cpu,
    cpuByThread,
    // The script reading the download (and, with `alongside`, its probes): CPU on the same cores.
    clientCpuSeconds: (clientCpu.user + clientCpu.system) / 1e6,
    firstRowMs,
    rssBeforeMb: before,
    peakRssMb: peak,
    extraRssMb: peak - before,
    ...side,
  };
}
