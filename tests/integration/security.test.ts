import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";

const baseUrl = inject("baseUrl");

describe("security baseline", () => {
  it("sends a CSP whose per-request nonce is on every inline script, and no unsafe-inline scripts", async () => {
    const api = new ApiClient(baseUrl);
    const a = await api.get("/");
    const b = await api.get("/");
    const csp = a.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(b.headers.get("content-security-policy")).not.toContain(nonce);
    const scripts = [...a.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) {
      if (/type="application\/ld\+json"/.test(attrs)) continue; // data, not code
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
  });

  it("keeps referrers same-origin (native form posts keep a real Origin) and hides the framework", async () => {
    const res = await new ApiClient(baseUrl).get("/");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("sends a fingerprinted script only the headers a script needs: nosniff and the resource policy, no document policies", async () => {
    const page = await new ApiClient(baseUrl).get("/");
    // The page's modules: imported by its inline module script, preloaded by its links.
    const path = /"(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(path).toBeTruthy();
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": encoding } });
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(res.headers.get("cache-control")).toContain("immutable");
      expect(res.headers.get("x-request-id")).toBeTruthy();
      for (const documentOnly of [
        "content-security-policy",
        "x-frame-options",
        "cross-origin-opener-policy",
        "referrer-policy",
        "last-modified",
      ]) {
        expect({ encoding, [documentOnly]: res.headers.get(documentOnly) }).toEqual({
          encoding,
          [documentOnly]: null,
        });
      }
    }
    // A missing asset is a short plain 404, not a document without its policies.
    const missing = await fetch(`${baseUrl}/assets/no-such-chunk.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/plain");
    expect(await missing.text()).toBe("Not found");
    // The page itself keeps them all.
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("refuses a cross-origin state-changing request before it reaches the app", async () => {
    const api = new ApiClient(baseUrl);
    const res = await api.post(
      "/api/contact-messages",
      { email: "a@example.test", phone: "9876543210", consent: true },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(res.json.error).toMatch(/cross-origin/i);
    const page = await api.postForm(
      "/login",
      { email: "a@b.c", password: "x" },
      { origin: "https://evil.example" },
    );
    expect(page.status).toBe(403);
  });

  it("refuses a declared oversize body with 413 before reading it", async () => {
    const api = new ApiClient(baseUrl);
    const res = await api.post(
      "/api/contact-messages",
      JSON.stringify({ message: "x".repeat(70 * 1024) }),
      {
        "content-type": "application/json",
      },
    );
    expect(res.status).toBe(413);
    expect(res.json.error).toMatch(/too large/i);
  });

  it("refuses a NUL byte in the address or in a JSON body with 400, never a 500", async () => {
    const api = new ApiClient(baseUrl);
    for (const path of ["/api/banks/%00", "/api/projects?bank=sbi&city=%00", "/loan/%00"]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(400);
    }
    const body = await api.post("/api/contact-messages", {
      email: "a@example.test",
      phone: "9876543210",
      message: "hi\u0000there",
      consent: true,
    });
    expect(body.status).toBe(400);
    expect(body.json.fields).toEqual({ message: "Remove the invalid character from this field." });
  });

  it("answers /healthz with 200 while the database answers", async () => {
    const res = await new ApiClient(baseUrl).get("/healthz");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok" });
  });
});
