import type { IncomingHttpHeaders } from "node:http";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type ReadableStream as NodeReadableStream, ReadableStream } from "node:stream/web";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { UNAVAILABLE_HEADERS } from "../app/utils/database-outage.server.ts";
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from "../app/utils/http.server.ts";
import { isUploadPath, UPLOAD_MAX_BODY_BYTES } from "../app/utils/upload-paths.ts";
import type { ResponseCache } from "./response-cache.ts";
import { sendCached } from "./response-cache.ts";
import { refuse } from "./security.ts";

/**
 * Hands requests to React Router, in production with two shortcuts (docs/decisions/006):
 *
 * 1. Resource routes at fixed paths (/api/banks, /api/eligibility-applications, /robots.txt…)
 *    are called directly: their loader or action gets the same request and context React Router
 *    would give it, and its Response goes out as is. React Router's own matching ranks every
 *    route on every request and costs ~0.4 ms, more than a lead's validation and insert together.
 * 2. Anonymous GETs of public pages and catalog reads are kept in the response cache, which
 *    answers the next ones before they get here (serveCached in response-cache.ts).
 *
 * Everything else (pages, routes with parameters, `.data` requests, other methods) goes through
 * React Router's request handler unchanged. The route modules stay the one definition of each
 * endpoint; this file only decides how they are reached.
 */

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type RouteHandler = (args: {
  request: globalThis.Request;
  params: Record<string, string>;
  context: unknown;
  unstable_pattern: string;
}) => unknown;

interface DirectRoute {
  pattern: string;
  loader?: RouteHandler;
  action?: RouteHandler;
}

export interface HandlerOptions {
  build: ServerBuild;
  mode: "production" | "development";
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
  cache?: ResponseCache;
  /** DOWNLOAD_IDLE_TIMEOUT_MS unless given (tests). */
  downloadIdleMs?: number;
}

/**
 * A download's socket on which nothing has moved for this long is closed. The CSV export ends
 * itself after 60 s in which its reader took nothing (EXPORT_STALL_TIMEOUT_MS,
 * app/modules/leads/export.server.ts, ADR 040), but its last pieces then sit in the socket's
 * buffers and the writer waits for a drain that never comes: the socket stayed open until the
 * client or the system closed it. Five seconds later than the export's own timer, so that its
 * warning (with the request's id) comes first. A slow line that still takes bytes keeps going.
 */
export const DOWNLOAD_IDLE_TIMEOUT_MS = 65_000;

/**
 * Resource routes (no component) whose full path has no parameters, keyed by lower-case path.
 * A route under any module that exports middleware is left to React Router, which runs it.
 */
export function directResourceRoutes(build: ServerBuild): Map<string, DirectRoute> {
  const table = new Map<string, DirectRoute>();
  const routes = build.routes;
  for (const route of Object.values(routes)) {
    if (!route || route.index) continue;
    const module = route.module as RouteModule & { middleware?: unknown };
    if (module.default || module.middleware) continue;
    const segments: string[] = [];
    let hasMiddleware = false;
    for (
      let r: typeof route | undefined = route;
      r;
      r = r.parentId ? routes[r.parentId] : undefined
    ) {
      if ((r.module as { middleware?: unknown }).middleware) hasMiddleware = true;
      if (r.path) segments.unshift(r.path);
    }
    const pattern = `/${segments.join("/")}`.replace(/\/+/g, "/");
    if (hasMiddleware || /[:*?]/.test(pattern)) continue;
    table.set(pattern.toLowerCase(), {
      pattern,
      loader: module.loader as RouteHandler | undefined,
      action: module.action as RouteHandler | undefined,
    });
  }
  return table;
}

function fetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) result.append(name, v);
    else result.set(name, value);
  }
  return result;
}

/** Same origin rules as @react-router/express: X-Forwarded-Host only behind a trusted proxy. */
function requestUrl(req: Request): string {
  const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
  const port = (forwarded ?? req.get("host") ?? "").split(":")[1];
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return `${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
}

class BodyTooLarge extends Error {}

/** Reads a request body whole, refusing more than MAX_BODY_BYTES (chunked bodies included). */
function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners("data");
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.once("end", () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/** The request as a stream that fails once more than `max` bytes came. */
function capped(req: Request, max: number): Readable {
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > max)
        return done(Object.assign(new Error("body too large"), { code: "UPLOAD_TOO_LARGE" }));
      done(null, chunk);
    },
  });
  req.once("error", (error) => limit.destroy(error));
  return req.pipe(limit);
}

/**
 * `abortable`: pages get a signal that fires when the visitor goes away mid-render. API calls
 * finish in a millisecond or two, so they skip the AbortController (a measurable cost per call).
 */
async function toFetchRequest(
  req: Request,
  res: Response,
  abortable: boolean,
): Promise<globalThis.Request> {
  const init: RequestInit = { method: req.method, headers: fetchHeaders(req.headers) };
  if (abortable) {
    const controller = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    init.signal = controller.signal;
  }
  if (req.method === "POST" && isUploadPath(req.path)) {
    // A document upload streams to its route (app/modules/files/upload.server.ts), capped here
    // for bodies that declared no length. Pulled chunk by chunk (ReadableStream.from), not
    // Readable.toWeb: on Node 20 toWeb reads the socket as fast as it can whatever the reader
    // takes, and a 10 MB upload then sat in memory several times over (scripts/upload-memory.mjs).
    init.body = ReadableStream.from(capped(req, UPLOAD_MAX_BODY_BYTES)) as unknown as BodyInit;
    // An answer given before the body was read (401, 404, a refusal): the rest is drained, so the
    // client, still sending, reads the answer instead of waiting on a full socket.
    res.once("finish", () => {
      if (!req.readableEnded) {
        req.unpipe();
        req.resume();
      }
    });
    (init as { duplex?: string }).duplex = "half";
  } else if (req.method !== "GET" && req.method !== "HEAD") {
    // Bodies are small (64 KB at most): reading them whole is cheaper than a web stream.
    const body = await readBody(req);
    // Node accepts a Buffer as a body; the DOM typings do not know it.
    if (body.length > 0) init.body = body as unknown as BodyInit;
  }
  return new globalThis.Request(requestUrl(req), init);
}

async function callDirect(
  handler: RouteHandler,
  pattern: string,
  request: globalThis.Request,
  context: unknown,
): Promise<globalThis.Response> {
  let result: unknown;
  try {
    result = await handler({ request, params: {}, context, unstable_pattern: pattern });
  } catch (thrown) {
    if (thrown instanceof globalThis.Response) return thrown;
    throw thrown;
  }
  // What React Router does with a resource route's non-Response result.
  if (result instanceof globalThis.Response) return result;
  if (typeof result === "string") return new globalThis.Response(result);
  return globalThis.Response.json(result);
}

/** Sends a Response; `body` is its body already read whole (the stream is then used up). */
async function send(req: Request, res: Response, response: globalThis.Response, body?: Buffer) {
  if (res.destroyed || res.writableEnded) {
    // The visitor has gone. A body still unread is released; cancelling one already read would
    // throw (the stream is locked) and turn a normal hang-up into a logged server error.
    if (!response.bodyUsed) await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  // A page answers 503 only while the database is away (server/database-outage.ts); React Router
  // keeps an action's or a thrown answer's headers out of the document, so Retry-After is put
  // back here.
  if (response.status === 503 && !response.headers.has("retry-after")) {
    res.set(UNAVAILABLE_HEADERS);
  }
  if (body !== undefined) {
    res.end(req.method === "HEAD" ? undefined : body);
  } else if (response.body && req.method !== "HEAD") {
    await writeReadableStreamToWritable(response.body, res);
  } else {
    await response.body?.cancel();
    res.end();
  }
}

/**
 * Sends a long streamed body through Node's pipeline (backpressure, and the source cancelled when
 * the client goes). Not writeReadableStreamToWritable: it races every read against one promise
 * that stays pending until the stream ends, and each race keeps its chunk reachable from that
 * promise, so memory grew with the download (+330 MB for a million-row CSV).
 */
async function sendDownload(
  req: Request,
  res: Response,
  response: globalThis.Response,
  idleMs: number,
) {
  if (!response.body || req.method === "HEAD" || res.destroyed || res.writableEnded)
    return send(req, res, response);
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  // Closing the socket ends the pipeline below, which cancels the body: an export's worker and
  // database connection go with it.
  res.setTimeout(idleMs, () => res.destroy());
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch (error) {
    // The visitor hung up: the pipeline has already cancelled the export's reads.
    if (res.destroyed && !res.writableFinished) return;
    throw error;
  }
}

async function sendAndKeep(
  cache: ResponseCache,
  key: string,
  req: Request,
  res: Response,
  response: globalThis.Response,
  nonce: string,
  epochAtStart: number,
) {
  const { entry, body } = await cache.store(key, response, nonce, epochAtStart);
  if (entry) return sendCached(req, res, entry, nonce, "miss");
  return send(req, res, response, body);
}

export function createReactRouterHandler({
  build,
  mode,
  getLoadContext,
  cache,
  downloadIdleMs = DOWNLOAD_IDLE_TIMEOUT_MS,
}: HandlerOptions) {
  const handleRequest = createRequestHandler(build, mode);
  const direct = directResourceRoutes(build);

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const nonce = (res.locals.cspNonce as string | undefined) ?? "";
      // Hits were answered before this (serveCached); a cacheable miss is rendered and kept.
      const key = cache?.keyFor(req) ?? null;

      const epochAtStart = cache?.epoch() ?? 0;
      const route = direct.get(req.path.replace(/(.)\/+$/, "$1").toLowerCase());
      const handler =
        route && (req.method === "GET" || req.method === "HEAD" ? route.loader : route.action);
      const request = await toFetchRequest(req, res, !handler);
      const context = getLoadContext(req, res);
      if (route && handler) {
        const response = await callDirect(handler, route.pattern, request, context);
        if (key && cache)
          return await sendAndKeep(cache, key, req, res, response, nonce, epochAtStart);
        // A download (the CSV export) streams with backpressure, however large (ADR 018).
        if (/^attachment/i.test(response.headers.get("content-disposition") ?? ""))
          return await sendDownload(req, res, response, downloadIdleMs);
        // API answers are small: one buffer and one write instead of a stream.
        return await send(req, res, response, Buffer.from(await response.arrayBuffer()));
      }
      const response = await handleRequest(request, context);
      if (key && cache)
        return await sendAndKeep(cache, key, req, res, response, nonce, epochAtStart);
      await send(req, res, response);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return refuse(req, res, 413, BODY_TOO_LARGE);
      }
      next(error);
    }
  };
}
