import type { AddressInfo } from "node:net";
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
});
