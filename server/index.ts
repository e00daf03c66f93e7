import net from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { closeDb } from "../app/db/db.server.ts";
import { prepareDatabase } from "../app/db/prepare.server.ts";
import { markInterruptedSends } from "../app/modules/outbox/outbox.server.ts";
import { createApp } from "./app.ts";
import { ensureSessionSecret, readConfig } from "./config.ts";
import { scheduledJobs } from "./jobs.ts";
import { log } from "./log.ts";
import { startScheduler } from "./scheduler.ts";

async function main() {
  const config = readConfig();
  ensureSessionSecret();
  await prepareDatabase();

  let app: ReturnType<typeof createApp>;
  if (config.production) {
    // The bundle sits in <buildDir>/app-server.js; the React Router build beside it.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const build = (await import(
      pathToFileURL(path.join(here, "server", "index.js")).href
    )) as ServerBuild;
    app = createApp({ config, build, clientDir: path.join(here, "client") });
  } else {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app = createApp({
      config,
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
  // Mail a crash left mid-send is in doubt: it waits for an admin instead of going twice.
  const interrupted = await markInterruptedSends();
  if (interrupted > 0) log("warn", "mail interrupted by a crash", { count: interrupted });
  const scheduler = startScheduler(scheduledJobs());

  // SIGTERM: stop accepting, let requests in flight (and requests already sent on open
  // connections) finish with "Connection: close", then close the database. Only connections that
  // sit idle between requests are cut at once.
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
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    const force = setTimeout(() => {
      log("warn", "forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    force.unref();
    // net.Server's close, not http.Server's: the latter also drops connections whose request
    // has arrived but not yet been parsed.
    const jobsStopped = scheduler.stop();
    net.Server.prototype.close.call(server, async () => {
      await jobsStopped;
      await closeDb();
      log("info", "stopped");
      process.exit(0);
    });
    for (const socket of idle) socket.destroy();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  log("error", "failed to start", { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
