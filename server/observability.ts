import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { poolStats } from "../app/db/db.server.ts";
import { backupStatus } from "../app/modules/backups/backup-status.server.ts";
import { outboxDepth } from "../app/modules/outbox/outbox.server.ts";
import { databaseReachable, RETRY_AFTER_SECONDS } from "../app/utils/database-outage.server.ts";
import { STARTING_UP_MESSAGE } from "../app/utils/http.server.ts";
import { log } from "../app/utils/log.server.ts";
import { appMetrics, registerGauge } from "../app/utils/metrics.server.ts";

/**
 * Operations endpoints and per-request bookkeeping (docs/product/operations.md "Health, readiness
 * and metrics"): the request log and latency histogram, /readyz, and /metrics.
 */

export type Phase = "starting" | "migrating" | "ready" | "draining";

/** Where the process is in its life; /readyz answers from it, the gate holds requests until ready. */
export interface Readiness {
  phase: Phase;
}

/** A route pattern for every path, so metric labels stay few (no ids, no slugs). */
export function routePatterns(build: ServerBuild | undefined): (path: string) => string {
  if (!build) return () => "(dev)";
  const byParent = new Map<string | undefined, RouteObject[]>();
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node: RouteObject = route.index
      ? { id: route.id, index: true, path: route.path }
      : { id: route.id, path: route.path, children: [] };
    nodes.set(route.id, node);
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(node);
    byParent.set(route.parentId, siblings);
  }
  for (const [parentId, children] of byParent) {
    const parent = parentId ? nodes.get(parentId) : undefined;
    if (parent && !parent.index) parent.children = children;
  }
  const tree = byParent.get(undefined) ?? [];
  const memo = new Map<string, string>();
  return (path) => {
    if (path.startsWith("/assets/")) return "/assets/*";
    const known = memo.get(path);
    if (known) return known;
    const matches = matchRoutes(tree, path.replace(/\.data$/, "")) ?? [];
    const parts = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
    const pattern = `/${parts.join("/")}`.replace(/\/+/g, "/");
    if (memo.size >= 5_000) memo.clear();
    memo.set(path, pattern);
    return pattern;
  };
}

/** A proxy's id is kept when it looks like one (letters, digits, `-_.:`), so logs line up end to end. */
const FORWARDED_ID = /^[\w.:-]{8,100}$/;

/**
 * First middleware: gives the request an id (echoed as `X-Request-Id`, kept in
 * `res.locals.requestId` for log lines about the request), and when the answer is sent logs it and counts it in the latency
 * histogram under its route pattern. The path only is logged: query strings may carry names.
 */
export function observeRequests(patternOf: (path: string) => string, logRequests: boolean) {
  const histogram = appMetrics().httpRequests;
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    const incoming = req.get("x-request-id");
    const id = incoming && FORWARDED_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader("X-Request-Id", id);
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const route = patternOf(req.path);
      histogram.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
      if (logRequests) {
        log("info", "request", {
          requestId: id,
          method: req.method,
          path: req.path,
          route,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
        });
      }
    });
    res.locals.requestId = id;
    next();
  };
}

/**
 * GET /readyz: 200 when serving, 503 while starting, migrating or draining after SIGTERM, and 503
 * `unavailable` while the database cannot be reached (a probe at most once a second, shared by
 * every caller: docs/decisions/028-database-outages.md).
 */
export function readyz(readiness: Readiness) {
  return async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    if (readiness.phase !== "ready") {
      res.status(503).json({ status: readiness.phase });
      return;
    }
    if (!(await databaseReachable())) {
      res
        .status(503)
        .setHeader("Retry-After", String(RETRY_AFTER_SECONDS))
        .json({ status: "unavailable" });
      return;
    }
    res.status(200).json({ status: "ready" });
  };
}

/** Until the database is migrated and seeded only /healthz and /readyz are answered. */
export function readinessGate(readiness: Readiness) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (readiness.phase === "ready" || readiness.phase === "draining") return next();
    if (req.path === "/healthz") return next();
    res
      .status(503)
      .setHeader("Retry-After", "2")
      .setHeader("Cache-Control", "no-store")
      .json({ error: STARTING_UP_MESSAGE });
  };
}

/**
 * GET /metrics in Prometheus text, only with `Authorization: Bearer <METRICS_TOKEN>`. Without a
 * token configured, or with a wrong one, the request goes on to the site's 404: the endpoint's
 * existence is not advertised.
 */
export function metricsEndpoint(token: string | undefined) {
  registerGauge(
    "gharsetu_db_pool_in_use",
    "Database connections in use (PostgreSQL pool)",
    () => poolStats().inUse,
  );
  registerGauge(
    "gharsetu_db_pool_waiting",
    "Queries waiting for a database connection (PostgreSQL pool)",
    () => poolStats().waiting,
  );
  registerGauge("gharsetu_outbox_depth", "Mails waiting to be sent (mail outbox)", outboxDepth);
  // Backups (docs/decisions/039-backups.md): alert when the success is older than 26 hours or the
  // failure is newer than the success. 0: none yet.
  const seconds = (iso: string | null) => (iso ? Date.parse(iso) / 1000 : 0);
  registerGauge(
    "gharsetu_backup_last_success_timestamp_seconds",
    "When the newest good backup began (Unix seconds; 0 before the first)",
    async () => seconds((await backupStatus()).lastSuccessAt),
  );
  registerGauge(
    "gharsetu_backup_last_failure_timestamp_seconds",
    "When the newest failed backup ended (Unix seconds; 0 when none failed)",
    async () => seconds((await backupStatus()).lastFailureAt),
  );
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  const { registry } = appMetrics();
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!expected) return next();
    const given = Buffer.from(req.get("authorization") ?? "");
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return next();
    }
    try {
      const body = await registry.metrics();
      res
        .status(200)
        .setHeader("Content-Type", registry.contentType)
        .setHeader("Cache-Control", "no-store")
        .end(body);
    } catch (error) {
      next(error);
    }
  };
}
