// Shared by the bench, nothing-lost and Lighthouse scripts: find a free port, start the production
// build (<BUILD_DIR>/app-server.js) as a child process on its own data folder, wait for /healthz.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { authenticator } from "./authenticator.mjs";

export const ADMIN_EMAIL = "admin@example.test";
export const ADMIN_PASSWORD = "correct-horse-battery-staple";

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function buildEntry() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const entry = path.resolve(buildDir, "app-server.js");
  if (!fs.existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`npm run build\` first (or set BUILD_DIR)`);
  }
  return entry;
}

export function tempDir(prefix = "gharsetu-script-") {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The machine's load averages (1, 5, 15 minutes), for a run's header: "0.52 0.61 0.70". */
export const loadAverage = (digits = 2) =>
  os
    .loadavg()
    .map((n) => n.toFixed(digits))
    .join(" ");

/**
 * Polls GET `path` until it answers 200, the child exits, or the deadline passes. The app is
 * waited for on /readyz: it listens (and /healthz answers) while it is still migrating.
 */
export async function waitHealthy(baseUrl, child, output, timeoutMs = 30_000, path = "/healthz") {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}${path}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${output()}`);
    }
    await sleep(100);
  }
}

/**
 * Starts a Node script as a child process with PORT set, and waits until it is healthy.
 * Returns a handle whose `exited` promise resolves with { code, signal }.
 */
export async function startProcess(
  entry,
  { port, env = {}, healthPath = "/healthz", args = [], timeoutMs = 30_000 },
) {
  let log = "";
  // SERVER_NODE_ARGS: flags for the server's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to
  // see where a measured server spends its main thread (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, entry, ...args], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const append = (d) => {
    log += d;
    // Keep the tail only: a long benchmark must not grow memory without bound.
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);
  const exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = () => log;
  if (healthPath === "/healthz" || healthPath === "/readyz") {
    await waitHealthy(baseUrl, child, output, timeoutMs, healthPath);
  } else await waitHealthyAt(`${baseUrl}${healthPath}`, child, output);
  return {
    baseUrl,
    port,
    child,
    pid: child.pid,
    exited,
    output,
    /** Sends a signal and resolves with the exit status. */
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function waitHealthyAt(url, child, output) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${url} did not answer within 15 s:\n${output()}`);
    }
    await sleep(50);
  }
}

/**
 * The production server, configured for measuring: NODE_ENV=production, limits raised by
 * RATE_LIMIT_FACTOR (default 100000) so the limiter is not what is measured, no request log.
 * `databaseUrl` empty = SQLite in `dataDir`; a postgres:// URL = PostgreSQL.
 */
export async function startAppServer({
  port,
  dataDir,
  databaseUrl = "",
  env = {},
  timeoutMs,
} = {}) {
  const entry = buildEntry();
  // A folder made here is removed again on stop(); a caller's folder is the caller's to keep.
  const ownDir = dataDir === undefined;
  const dir = dataDir ?? tempDir();
  const chosenPort = port ?? (await freePort());
  const handle = await startProcess(entry, {
    port: chosenPort,
    healthPath: "/readyz",
    timeoutMs,
    env: {
      NODE_ENV: "production",
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SESSION_SECRET: "script-secret-script-secret-script-secret",
      INSECURE_COOKIES: "1",
      RATE_LIMIT_FACTOR: "100000",
      LOG_REQUESTS: "0",
      PUBLIC_URL: `http://127.0.0.1:${chosenPort}`,
      ...env,
    },
  });
  // Two-step sign-in state goes by the database: a restart at another port keeps the secrets.
  authenticator.linkState(
    handle.baseUrl,
    env.DATABASE_URL || databaseUrl || path.join(dir, "gharsetu.db"),
  );
  const stop = async (signal = "SIGTERM") => {
    const exit = await handle.stop(signal);
    if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
    return exit;
  };
  return { ...handle, stop, dataDir: dir, databaseUrl };
}
