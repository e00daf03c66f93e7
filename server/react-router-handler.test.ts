import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { directResourceRoutes } from "./react-router-handler.ts";

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
