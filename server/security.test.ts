import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { logicalPath, securityHeaders } from "./security.ts";

function run(middleware: ReturnType<typeof securityHeaders>, path = "/") {
  const headers = new Map<string, string>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value);
    },
  };
  let nextCalled = false;
  middleware({ path } as Request, res as unknown as Response, () => {
    nextCalled = true;
  });
  return { headers, nonce: res.locals.cspNonce as string, nextCalled };
}

describe("securityHeaders", () => {
  it("gives every response helmet's headers with a fresh nonce in its CSP", () => {
    const middleware = securityHeaders(true);
    const a = run(middleware);
    const b = run(middleware);
    expect(a.nextCalled).toBe(true);
    expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a.nonce).not.toBe(b.nonce);
    const csp = a.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' 'nonce-${a.nonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("__nonce_slot__");
    expect(a.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("referrer-policy")).toBe("same-origin");
    expect(a.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("leaves HSTS out outside production", () => {
    expect(run(securityHeaders(false)).headers.has("strict-transport-security")).toBe(false);
  });

  it("gives a fingerprinted asset only nosniff, the resource policy and HSTS", () => {
    const asset = run(securityHeaders(true), "/assets/entry.client-abc.js");
    expect(asset.nextCalled).toBe(true);
    expect([...asset.headers.keys()].sort()).toEqual([
      "cross-origin-resource-policy",
      "strict-transport-security",
      "x-content-type-options",
    ]);
    expect(asset.nonce).toBeUndefined();
  });

  it("never hands out the same nonce twice across many responses", () => {
    const middleware = securityHeaders(true);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(run(middleware).nonce);
    expect(seen.size).toBe(2000);
  });
});

describe("logicalPath", () => {
  it("limits a Hindi form as its English twin, for documents and client navigations", () => {
    for (const [path, expected] of [
      ["/hi/login", "/login"],
      ["/HI/Login/", "/login"],
      ["/hi/track.data", "/track"],
      ["/hi", "/"],
      ["/hi.data", "/"],
      ["/hi/", "/"],
      ["/login", "/login"],
      ["/_root.data", "/"],
      // Only the /hi segment itself: a page whose name starts with "hi" is not Hindi.
      ["/hindi-guide", "/hindi-guide"],
    ])
      expect(logicalPath(path), path).toBe(expected);
  });
});
