import fs from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { catalogEpoch } from "../app/modules/catalog-cache.server.ts";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  noteDatabaseError,
  UNAVAILABLE_HEADERS,
} from "../app/utils/database-outage.server.ts";
import { log } from "../app/utils/log.server.ts";
import { createRequestContext } from "../app/utils/request-context.server.ts";
import { attributionCookie } from "./attribution.ts";
import type { ServerConfig } from "./config.ts";
import { answerOutages } from "./database-outage.ts";
import {
  metricsEndpoint,
  observeRequests,
  type Readiness,
  readinessGate,
  readyz,
  routePatterns,
} from "./observability.ts";
import { precompressedAssets } from "./precompressed.ts";
import { chooseBackend, type StoreFactory, sharedStores } from "./rate-limit-stores.ts";
import { createReactRouterHandler } from "./react-router-handler.ts";
import { ResponseCache, serveCached } from "./response-cache.ts";
import {
  bodySizeLimit,
  originCheck,
  rateLimits,
  rejectNulInUrl,
  securityHeaders,
} from "./security.ts";

export interface AppOptions {
  config: ServerConfig;
  /** Production: the built React Router server bundle. Development: a loader through Vite. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware, which serves the client modules. */
  viteMiddleware?: express.RequestHandler;
  clientDir?: string;
  /** The process's phase (server/index.ts); an app made without one is ready at once. */
  readiness?: Readiness;
  /** Where the strict rate limits count; by default chosen from REDIS_URL and DATABASE_URL. */
  rateLimitStore?: StoreFactory;
}

export function createApp({
  config,
  build,
  viteMiddleware,
  clientDir,
  readiness = { phase: "ready" },
  rateLimitStore = sharedStores(chooseBackend()),
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(
    observeRequests(
      routePatterns(typeof build === "function" ? undefined : build),
      process.env.LOG_REQUESTS !== "0",
    ),
  );
  // Operations first: probes and scrapes are neither rate-limited nor held by the gate.
  app.get("/readyz", readyz(readiness));
  app.get("/metrics", metricsEndpoint(config.metricsToken));
  app.use(readinessGate(readiness));
  app.use(securityHeaders(config.production));

  // Compression for what GET returns (writes answer a few hundred bytes of JSON). Cached answers
  // and fingerprinted assets come compressed already, so it sits behind those.
  const gzipOnTheFly = compression();
  const compress = (req: Request, res: Response, next: NextFunction) =>
    req.method === "GET" || req.method === "HEAD" ? gzipOnTheFly(req, res, next) : next();

  if (viteMiddleware) {
    app.use(compress);
    app.use(viteMiddleware);
  } else if (clientDir) {
    // Fingerprinted assets never change: cache them for a year, precompressed where possible.
    const assets = path.join(clientDir, "assets");
    app.use("/assets", precompressedAssets(assets));
    app.use(
      "/assets",
      compress,
      express.static(assets, {
        immutable: true,
        maxAge: "1y",
        lastModified: false,
        acceptRanges: false,
      }),
    );
    // A missing asset (an old page asking for a chunk a deploy replaced) is a short 404, not the
    // site's 404 page: that is a document, and assets get no document headers.
    app.use("/assets", (_req: Request, res: Response) => {
      res.status(404).type("text/plain").send("Not found");
    });
    // Other public files (images, favicon) are mounted by their top-level names, so a page or API
    // request never pays for a file-system lookup first.
    for (const entry of fs.readdirSync(clientDir)) {
      if (entry === "assets") continue;
      const full = path.join(clientDir, entry);
      const isDir = fs.statSync(full).isDirectory();
      app.use(
        `/${entry}`,
        compress,
        isDir
          ? express.static(full, { maxAge: "1d" })
          : (req: Request, res: Response, next: NextFunction) =>
              req.path === "/" ? res.sendFile(full, { maxAge: "1d" }) : next(),
      );
    }
  }

  app.use(rateLimits(config.rateLimitFactor, rateLimitStore));
  app.use(originCheck);
  app.use(bodySizeLimit);
  app.use(rejectNulInUrl);
  // Where a visitor came from, on the page's own answer (docs/decisions/032-attribution-cookie-and-the-cache.md): before the response
  // cache, so a cached page goes out with this visitor's cookie and never another's.
  app.use(attributionCookie());
  // Admin pages hold leads: a shared computer's browser must not keep them after logout
  // (docs/product/team.md; the admin JSON API already says no-store).
  app.use((req, res, next) => {
    if (/^\/admin(\/|\.data|$)/i.test(req.path)) res.setHeader("Cache-Control", "no-store");
    next();
  });

  const mode = config.production ? "production" : "development";
  const getLoadContext = (_req: Request, res: Response) =>
    createRequestContext(res.locals.cspNonce as string, res.locals.requestId as string);
  if (typeof build === "function") {
    // Development: Vite reloads the build on every change, so no shortcuts and no cache.
    app.all("*splat", createRequestHandler({ build, mode, getLoadContext }));
  } else {
    const cache =
      config.responseCacheMb > 0
        ? new ResponseCache({
            ttlMs: config.responseCacheTtlMs,
            maxBytes: config.responseCacheMb * 1024 * 1024,
            epoch: catalogEpoch,
          })
        : undefined;
    if (cache) app.use(serveCached(cache));
    app.use(compress);
    app.all(
      "*splat",
      createReactRouterHandler({ build: answerOutages(build), mode, getLoadContext, cache }),
    );
  }

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    // The database is away: 503 and Retry-After, logged once per outage, not per request
    // (docs/decisions/028-database-outages.md).
    if (noteDatabaseError(err)) {
      if (!res.headersSent) {
        res.status(503).set(UNAVAILABLE_HEADERS).json({ error: DATABASE_UNAVAILABLE_MESSAGE });
      }
      return;
    }
    log("error", "unhandled", {
      requestId: res.locals.requestId,
      path: req.path,
      error: err instanceof Error ? err.message : String(err),
    });
    if (!res.headersSent)
      res.status(500).json({ error: "Something went wrong on our side. Please try again." });
  });
  return app;
}
