import net, { type AddressInfo } from "node:net";
import express, { type NextFunction, type Request, type Response } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createReactRouterHandler, directResourceRoutes } from "./react-router-handler.ts";

const loader = () => new Response("ok");
const action = () => new Response("done");

function build(routes: Record<string, { parentId?: string; path?: string; module: object }>) {
  return {
    routes: Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, ...route }])),
  } as unknown as ServerBuild;
}

describe("directResourceRoutes", () => {
  it("takes fixed-path resource routes and leaves the rest to React Router", () => {
    const table = directResourceRoutes(
      build({
        root: { path: "", module: { default: () => null, loader } },
        banks: { parentId: "root", path: "api/banks", module: { loader, action } },
        bank: { parentId: "root", path: "api/banks/:slug", module: { loader } },
        splat: { parentId: "root", path: "api/*", module: { loader } },
        page: { parentId: "root", path: "projects", module: { default: () => null, loader } },
        guarded: { parentId: "root", path: "api/guarded", module: { loader, middleware: [] } },
        robots: { parentId: "root", path: "Robots.txt", module: { loader } },
      }),
    );
    expect([...table.keys()].sort()).toEqual(["/api/banks", "/robots.txt"]);
    expect(table.get("/api/banks")).toMatchObject({ pattern: "/api/banks", loader, action });
    expect(table.get("/robots.txt")?.pattern).toBe("/Robots.txt");
  });

  it("leaves every route to React Router when an ancestor has middleware", () => {
    const table = directResourceRoutes(
      build({
        root: { path: "", module: { default: () => null, middleware: [() => undefined] } },
        banks: { parentId: "root", path: "api/banks", module: { loader } },
      }),
    );
    expect(table.size).toBe(0);
  });
});

/** A moment in the test: a promise, and the function that makes it come. */
function moment(): [Promise<void>, () => void] {
  let come!: () => void;
  const came = new Promise<void>((resolve) => {
    come = resolve;
  });
  return [came, come];
}

/** A server whose one route is an endless attachment; `cancelled` comes when its body is cancelled. */
async function endlessDownload(downloadIdleMs: number) {
  let pieces = 0;
  const [cancelled, cancel] = moment();
  const download = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pieces++;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
        cancel() {
          cancel();
        },
      }),
      { headers: { "content-disposition": 'attachment; filename="leads.csv"' } },
    );
  const app = express();
  app.use(
    createReactRouterHandler({
      build: build({
        root: { path: "", module: { default: () => null } },
        csv: { parentId: "root", path: "api/csv", module: { loader: download } },
      }),
      mode: "production",
      getLoadContext: () => ({}) as RouterContextProvider,
      downloadIdleMs,
    }),
  );
  const errors: unknown[] = [];
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    errors.push(error);
    res.status(500).end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  // A client that asks and reads nothing until told to.
  const client = net.connect(port, "127.0.0.1");
  client.pause();
  client.write(`GET /api/csv HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  const within = (ms: number) =>
    Promise.race([
      cancelled.then(() => "cancelled"),
      new Promise((resolve) => setTimeout(resolve, ms, `still open after ${ms} ms`)),
    ]);
  return {
    client,
    errors,
    within,
    pieces: () => pieces,
    close() {
      client.destroy();
      server.close();
    },
  };
}

describe("createReactRouterHandler", () => {
  it("a visitor who hangs up before a direct route answers is no server error", async () => {
    const [inAction, enterAction] = moment();
    const [actionMayFinish, finishAction] = moment();
    const [actionAnswered, answered] = moment();
    const app = express();
    app.use(
      createReactRouterHandler({
        build: build({
          root: { path: "", module: { default: () => null } },
          lead: {
            parentId: "root",
            path: "api/lead",
            module: {
              action: async () => {
                enterAction();
                await actionMayFinish;
                setImmediate(answered);
                return Response.json({ saved: true }, { status: 201 });
              },
            },
          },
        }),
        mode: "production",
        getLoadContext: () => ({}) as RouterContextProvider,
      }),
    );
    const errors: unknown[] = [];
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      errors.push(error);
      res.status(500).end();
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/lead`;
    try {
      const hangUp = new AbortController();
      const first = fetch(url, { method: "POST", body: "{}", signal: hangUp.signal }).catch(
        () => "hung up",
      );
      await inAction;
      hangUp.abort();
      await expect(first).resolves.toBe("hung up");
      // Let the server see the closed socket before the action answers.
      await new Promise((resolve) => setTimeout(resolve, 50));
      finishAction();
      await actionAnswered;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(errors).toEqual([]);
      // And the next visitor is served as usual.
      const next = await fetch(url, { method: "POST", body: "{}" });
      expect(next.status).toBe(201);
      await expect(next.json()).resolves.toEqual({ saved: true });
    } finally {
      server.close();
    }
  });

  it("closes a download's socket once its client has taken nothing for the idle time, and cancels the body", async () => {
    const run = await endlessDownload(300);
    try {
      // What a million-row export is to a client that stopped reading but keeps its socket.
      await expect(run.within(5_000)).resolves.toBe("cancelled");
      // The socket's buffers filled before it went quiet (the case a stall is about).
      expect(run.pieces()).toBeGreaterThan(2);
      expect(run.errors).toEqual([]);
    } finally {
      run.close();
    }
  });

  it("keeps sending to a slow client that still takes bytes", async () => {
    const run = await endlessDownload(1_000);
    let received = 0;
    let reading = true;
    // Takes a piece, waits 10 ms, takes the next: slower than the server writes. (Far slower, and
    // TCP would hold its window shut until half the receive buffer, megabytes on loopback, is
    // read: no byte would move for longer than this test's short idle time.)
    run.client.on("data", (chunk: Buffer) => {
      received += chunk.length;
      run.client.pause();
      setTimeout(() => reading && run.client.resume(), 10);
    });
    run.client.resume();
    try {
      await expect(run.within(3_000)).resolves.toBe("still open after 3000 ms");
      expect(received).toBeGreaterThan(1024 * 1024);
      expect(run.errors).toEqual([]);
    } finally {
      reading = false;
      run.close();
    }
  });
});
