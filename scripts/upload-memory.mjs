#!/usr/bin/env node
// What a 10 MB document upload costs the server's memory (docs/performance.md "Uploads"; the
// budget of docs/product/loan-file.md "Documents": ≤ 30 MB above the RSS before it). Starts the
// production build, signs in as the admin, makes a lead, then uploads a file of 10 MiB less one
// byte (a PDF header and random bytes) `--runs` times as staff, sampling the server's RSS from
// /proc every 5 ms: the peak minus the RSS just before each upload. `--s3` stores in an S3
// bucket on loopback (s3rver, started here) instead of the disk. `--check` exits 1 over budget.
//
//   node scripts/upload-memory.mjs [--runs 5] [--s3] [--check]

import crypto from "node:crypto";
import fs from "node:fs";
import { parseArgs } from "./lib/args.mjs";
import { leadPayload } from "./lib/lead.mjs";
import { login, rssMb } from "./lib/scale-measure.mjs";
import { freePort, sleep, startAppServer, tempDir } from "./lib/server.mjs";

const args = parseArgs();
const RUNS = args.number("runs", 5);
const BUDGET_MB = 30;
const SIZE = 10 * 1024 * 1024 - 1;

async function startS3() {
  const { default: S3rver } = await import("s3rver");
  const dir = tempDir("gharsetu-s3-");
  const port = await freePort();
  const s3 = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "gharsetu-files" }],
  });
  await s3.run();
  return {
    env: {
      FILES_S3_BUCKET: "gharsetu-files",
      FILES_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      FILES_S3_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    },
    async stop() {
      await s3.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function pdfOfSize(size) {
  const body = crypto.randomBytes(size);
  body.write("%PDF-1.7\n", 0, "latin1");
  return body;
}

/** Uploads `bytes` while sampling the server's RSS; the peak and the RSS before. */
async function measuredUpload(server, cookie, leadId, bytes) {
  const before = rssMb(server.pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssMb(server.pid));
      await sleep(5);
    }
  })();
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/pdf" }), "salary-slips.pdf");
  const started = performance.now();
  const res = await fetch(
    `${server.baseUrl}/api/eligibility-applications/${leadId}/documents/income/files`,
    { method: "POST", headers: { cookie, origin: server.baseUrl }, body: form },
  );
  const ms = performance.now() - started;
  const text = await res.text();
  // A few samples after the answer: the file's last bytes are flushed to the store before 201.
  await sleep(50);
  sampling = false;
  await sampler;
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${text}`);
  return { before, peak, ms };
}

const s3 = args.has("s3") ? await startS3() : null;
const server = await startAppServer({ env: s3?.env ?? {} });
let worst = 0;
try {
  const cookie = await login(server.baseUrl);
  const lead = await fetch(`${server.baseUrl}/api/eligibility-applications`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify(leadPayload(crypto.randomUUID())),
  });
  if (lead.status !== 201) throw new Error(`lead POST answered ${lead.status}`);
  const { id } = await lead.json();
  // Warm-up: the first upload loads the code paths (busboy, the cipher, the store's client).
  await measuredUpload(server, cookie, id, pdfOfSize(64 * 1024));
  const bytes = pdfOfSize(SIZE);
  console.log(
    `10 MiB − 1 byte uploads as staff, stored on ${s3 ? "S3 (s3rver on loopback)" : "disk"}:`,
  );
  for (let i = 1; i <= RUNS; i++) {
    await sleep(500);
    const { before, peak, ms } = await measuredUpload(server, cookie, id, bytes);
    worst = Math.max(worst, peak - before);
    console.log(
      `  run ${i}: ${(ms / 1000).toFixed(2)} s, RSS ${before.toFixed(1)} MB before, peak ${peak.toFixed(1)} MB: +${(peak - before).toFixed(1)} MB`,
    );
  }
} finally {
  await server.stop();
  await s3?.stop();
}
const pass = worst <= BUDGET_MB;
console.log(
  `${pass ? "PASS" : "MISS"} a 10 MB upload adds ≤ ${BUDGET_MB} MB to the server's RSS (worst +${worst.toFixed(1)} MB over ${RUNS} runs)`,
);
if (args.has("check") && !pass) process.exit(1);
