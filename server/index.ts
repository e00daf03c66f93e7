import net from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { closeDb, getDb, getDialect, postgresUrl } from "../app/db/db.server.ts";
import { onOutageChange, probeDatabase } from "../app/db/health.server.ts";
import { backupSettings } from "../app/modules/backups/settings.server.ts";
import { filesKey } from "../app/modules/files/files-key.server.ts";
import { setExportWorkerFile } from "../app/modules/leads/export.server.ts";
import { setDatabaseProbe } from "../app/utils/database-outage.server.ts";
import { log } from "../app/utils/log.server.ts";
import { createApp } from "./app.ts";
import { type CacheListener, startCacheListener } from "./cache-listener.ts";
import { ensureSessionSecret, readConfig } from "./config.ts";
import { scheduledJobs } from "./jobs.ts";
import type { Readiness } from "./observability.ts";
import { prepareDatabase } from "./prepare-database.ts";
import { closeRateLimitStores } from "./rate-limit-stores.ts";
import { advisoryJobLock, type Scheduler, startScheduler } from "./scheduler.ts";

async function main() {
  const config = readConfig();
  ensureSessionSecret();
  // The documents' key: made now if missing, and a FILES_KEY of the wrong length stops the start.
  filesKey();
  // The backups' settings (BACKUP_*): a bad value stops the start, not the first night's backup.
  backupSettings();
  // Listening starts before the database is migrated, so /readyz can say 503 meanwhile (and a
  // load balancer sends nothing here); every other request waits behind the gate.
  const readiness: Readiness = { phase: "starting" };

  let app: ReturnType<typeof createApp>;
  if (config.production) {
    // The bundle sits in <buildDir>/app-server.js; the React Router build beside it.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const build = (await import(
      pathToFileURL(path.join(here, "server", "index.js")).href
    )) as ServerBuild;
    app = createApp({ config, build, clientDir: path.join(here, "client"), readiness });
    // The CSV export runs on a worker thread built beside this bundle (ADR 040).
    setExportWorkerFile(path.join(here, "export-worker.js"));
  } else {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createApp({
      config,
      readiness,
      viteMiddleware: viteServer.middlewares,
      build: () =>
        viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
  }

  const server = app.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    log("info", "listening", {
      url: `http://localhost:${port}`,
      mode: config.production ? "production" : "development",
    });
  });
  server.keepAliveTimeout = 65_000;

  // Set once the database is ready; a stop before that has neither to wait for.
  let scheduler: Scheduler | undefined;
  let cacheListener: CacheListener | undefined;

  // SIGTERM: /readyz says draining for DRAIN_DELAY_MS while requests are still served; then stop
  // accepting, let requests in flight (and requests already sent on open connections) finish with
  // "Connection: close", then close the database. Only connections that sit idle between
  // requests are cut at once.
  let stopping = false;
  const idle = new Set<net.Socket>();
  server.on("connection", (socket) => socket.once("close", () => idle.delete(socket)));
  server.on("request", (req, res) => {
    idle.delete(req.socket);
    if (stopping) res.shouldKeepAlive = false;
    res.once("finish", () => {
      if (stopping) req.socket.end();
      else idle.add(req.socket);
    });
  });
  let draining = false;
  const stop = (signal: string) => {
    if (draining) return;
    draining = true;
    readiness.phase = "draining";
    log("info", "draining", { signal, delayMs: config.drainDelayMs });
    // Behind a load balancer: keep serving while /readyz says 503, until the balancer has
    // noticed and stopped sending new requests; then close.
    setTimeout(() => close(), config.drainDelayMs);
  };
  const close = () => {
    stopping = true;
    log("info", "shutting down");
    const force = setTimeout(() => {
      log("warn", "forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    // net.Server's close, not http.Server's: the latter also drops connections whose request
    // has arrived but not yet been parsed.
    const jobsStopped = scheduler?.stop();
    net.Server.prototype.close.call(server, async () => {
      await jobsStopped;
      await cacheListener?.stop();
      await closeRateLimitStores();
      await closeDb();
      log("info", "stopped");
      process.exit(0);
    });
    for (const socket of idle) socket.destroy();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  readiness.phase = "migrating";
  await prepareDatabase();
  // /readyz and the end of an outage are found by this probe (docs/decisions/028-database-outages.md).
  setDatabaseProbe(probeDatabase, onOutageChange);
  const postgres = getDialect() === "postgres";
  const pgUrl = postgresUrl();
  // Other instances' edits clear our caches (PostgreSQL NOTIFY); one instance runs each job.
  cacheListener = postgres && pgUrl ? startCacheListener(pgUrl) : undefined;
  await cacheListener?.ready;
  if (draining) return;
  scheduler = startScheduler(scheduledJobs(), postgres ? { lock: advisoryJobLock(getDb()) } : {});
  readiness.phase = "ready";
  log("info", "ready");
}

main().catch((error) => {
  log("error", "failed to start", { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
