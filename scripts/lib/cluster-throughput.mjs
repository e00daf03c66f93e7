// Part 5 of scripts/cluster.mjs: throughput of GET /api/banks and of lead POSTs on one instance
// and on all of them, with the app's CPU per request (docs/performance.md "Several instances").
import fs from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import { LEAD_PATH, leadPayload } from "./lead.mjs";
import { loadAverage, sleep } from "./server.mjs";

function cannon(url, duration, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** CPU milliseconds a process has used so far (Linux /proc), or NaN elsewhere. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS = 100;

async function throughput(servers, kind, { connections, duration, randomIp }) {
  const per = Math.max(1, Math.round(connections / servers.length));
  const cpuBefore = servers.map((s) => cpuMs(s.pid));
  const results = await Promise.all(
    servers.map((s) =>
      kind === "banks"
        ? cannon(`${s.baseUrl}/api/banks`, duration, {
            connections: per,
            requests: [
              {
                setupRequest: (req) => ({
                  ...req,
                  headers: { ...req.headers, "x-forwarded-for": randomIp() },
                }),
              },
            ],
          })
        : cannon(`${s.baseUrl}${LEAD_PATH}`, duration, {
            connections: per,
            method: "POST",
            requests: [
              {
                method: "POST",
                setupRequest: (req) => ({
                  ...req,
                  headers: {
                    ...req.headers,
                    "content-type": "application/json",
                    "x-forwarded-for": randomIp(),
                  },
                  body: JSON.stringify(leadPayload()),
                }),
              },
            ],
          }),
    ),
  );
  const cpu = servers.reduce((sum, s, i) => sum + cpuMs(s.pid) - cpuBefore[i], 0);
  const count = results.reduce((sum, r) => sum + r.requests.total, 0);
  const total = results.reduce((sum, r) => sum + r.requests.average, 0);
  const non2xx = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  return {
    total,
    non2xx,
    p50,
    p99,
    cpuPerRequest: (cpu * 1000) / count,
  };
}

export async function partThroughput(servers, options) {
  const { connections, duration, instances, note, fail } = options;
  console.log(`    load average before: ${loadAverage(1)}`);
  console.log(
    `\n5. Throughput, ${connections} connections, ${duration} s per run (load generator on the same ${os.cpus().length} cores)`,
  );
  for (const kind of ["banks", "leads"]) {
    for (const n of [1, instances]) {
      const r = await throughput(servers.slice(0, n), kind, options);
      const what = kind === "banks" ? "GET /api/banks" : "POST lead     ";
      note(
        `${what} on ${n} instance${n > 1 ? "s" : " "}: ${r.total.toFixed(0).padStart(5)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx/errors ${r.non2xx}; app CPU per request ${r.cpuPerRequest.toFixed(0)} µs`,
      );
      if (r.non2xx > 0) fail(`${r.non2xx} non-2xx answers or errors (${what.trim()}, ${n})`);
      await sleep(1_000);
    }
  }
}
