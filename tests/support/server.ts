import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { authenticator } from "../../scripts/lib/authenticator.mjs";

export const ADMIN_EMAIL = "admin@example.test";
export const ADMIN_PASSWORD = "correct-horse-battery-staple";
export const TEST_FILES_KEY = "7e".repeat(32);

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
  output(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production build (`<BUILD_DIR>/app-server.js`) as a child process with its own data
 * folder and port, and waits for /healthz. Every test run gets a fresh database.
 */
export async function startServer(
  env: Record<string, string | undefined> = {},
  /** `listening`: return once the port answers at all (a test that watches /readyz itself). */
  { waitFor = "ready" }: { waitFor?: "ready" | "listening" } = {},
): Promise<RunningServer> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const entry = path.resolve(buildDir, "app-server.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "gharsetu-test-"));
  let log = "";
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SESSION_SECRET: "test-secret-test-secret-test-secret",
      // One app key for every test server, as instances sharing a database must have
      // (docs/product/operations.md): two-step secrets and documents read the same on each.
      FILES_KEY: TEST_FILES_KEY,
      // Tests speak plain http; production cookies are Secure.
      INSECURE_COOKIES: "1",
      // Each test client sends its own X-Forwarded-For, so rate limits count per test.
      TRUST_PROXY: "loopback",
      LOG_REQUESTS: "0",
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  // A server that dies under a test says why: its log's tail goes to the test run's output.
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping) {
      process.stderr.write(
        `\n[test server on port ${port} exited: ${code ?? signal}]\n${log.slice(-4000)}\n`,
      );
    }
  });
  const baseUrl = `http://localhost:${port}`;
  // Two-step sign-in state goes by the database: a restart at another port keeps the secrets.
  authenticator.linkState(baseUrl, env.DATABASE_URL || path.join(dataDir, "gharsetu.db"));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      // /readyz, not /healthz: the server listens (healthy) while it is still migrating.
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok || waitFor === "listening") break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    output: () => log,
    stop: (signal = "SIGTERM") =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}
