import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";

// The anonymous response cache (docs/decisions/006-response-cache.md): what it may share, what
// it must never share, and that every answer still carries its own CSP nonce.

const baseUrl = inject("baseUrl");
const anonymous = new ApiClient(baseUrl);
const admin = new ApiClient(baseUrl);

beforeAll(async () => {
  await admin.login();
});

/** The nonce in the CSP header, and every nonce attribute in the page. */
function nonces(res: { headers: Headers; text: string }) {
  const header = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  const inPage = [...res.text.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
  return { header, inPage };
}

/** A GET that keeps the raw bytes (fetch would undo the compression). */
async function rawGet(path: string, encoding: string) {
  const { request } = await import("node:http");
  const url = new URL(path, baseUrl);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        url,
        { headers: { "accept-encoding": encoding, "x-forwarded-for": anonymous.ip } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

describe("anonymous pages", () => {
  it("are rendered once and then reused, each answer with a fresh nonce that matches its CSP", async () => {
    await anonymous.get("/privacy");
    const first = await anonymous.get("/privacy");
    const second = await anonymous.get("/privacy");
    expect(second.headers.get("x-cache")).toBe("hit");
    for (const res of [first, second]) {
      const { header, inPage } = nonces(res);
      expect(header).toBeTruthy();
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([header]));
    }
    expect(nonces(first).header).not.toBe(nonces(second).header);
    // Apart from the nonce, the same document.
    const strip = (text: string, nonce?: string) => text.replaceAll(nonce ?? "", "NONCE");
    expect(strip(second.text, nonces(second).header)).toBe(strip(first.text, nonces(first).header));
  });

  it("serve gzip with the nonce spliced in, and the same page uncompressed", async () => {
    await anonymous.get("/projects");
    const gz = await rawGet("/projects", "gzip");
    expect(gz.headers["x-cache"]).toBe("hit");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(gz.body).toString("utf8");
    const csp = String(gz.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);

    const plain = await rawGet("/projects", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toContain("<!DOCTYPE html>");
  });

  it("show a signed-in visitor their own header, never the cached anonymous page", async () => {
    const anon = await anonymous.get("/");
    expect(anon.text).toContain("LOGIN");
    const signedIn = await admin.get("/");
    expect(signedIn.headers.get("x-cache")).toBeNull();
    // The rendered log-out form, not the words: the page's messages (loader data) name every
    // menu entry, signed in or not (app/i18n).
    const logoutForm = 'action="/logout"';
    expect(signedIn.text).toContain(logoutForm);
    expect(anon.text).not.toContain(logoutForm);
    // …and the anonymous page is still the anonymous one afterwards.
    expect((await anonymous.get("/")).text).not.toContain(logoutForm);
  });

  it("are not kept when they are not a 200 (unknown bank: 404)", async () => {
    await anonymous.get("/loan/not-a-bank");
    const again = await anonymous.get("/loan/not-a-bank");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-cache")).toBeNull();
  });

  it("leave private paths alone (health check, account)", async () => {
    await anonymous.get("/healthz");
    expect((await anonymous.get("/healthz")).headers.get("x-cache")).toBeNull();
    const account = await anonymous.get("/account");
    expect(account.headers.get("x-cache")).toBeNull();
  });
});

describe("after an edit", () => {
  // A record no other test file touches: files share one server.
  const PAGE = "projects-kotak-chennai";
  const PATH = "/loan/kotak/projects/chennai";

  it("the edited record and page are served at once, then cached again", async () => {
    await anonymous.get(`/api/seo/${PAGE}`);
    const cached = await anonymous.get(`/api/seo/${PAGE}`);
    expect(cached.headers.get("x-cache")).toBe("hit");
    await anonymous.get(PATH);
    expect((await anonymous.get(PATH)).headers.get("x-cache")).toBe("hit");
    const original = cached.json;

    const title = `Edited ${Date.now()} kotak chennai`;
    const put = await admin.put(`/api/seo/${PAGE}`, {
      meta_title: title,
      meta_description: original.meta_description,
      schema_json: original.schema_json,
    });
    expect(put.status).toBe(200);
    try {
      const record = await anonymous.get(`/api/seo/${PAGE}`);
      expect(record.headers.get("x-cache")).toBe("miss");
      expect(record.json.meta_title).toBe(title);
      const page = await anonymous.get(PATH);
      expect(page.headers.get("x-cache")).toBe("miss");
      expect(page.text).toContain(`<title>${title}</title>`);
      expect((await anonymous.get(PATH)).headers.get("x-cache")).toBe("hit");
    } finally {
      const restore = await admin.put(`/api/seo/${PAGE}`, {
        meta_title: original.meta_title,
        meta_description: original.meta_description,
        schema_json: original.schema_json,
      });
      expect(restore.status).toBe(200);
    }
  });
});

describe("request bodies", () => {
  it("refuses a chunked body over 64 KB with 413 and stores nothing", async () => {
    const big = JSON.stringify({ first_name: "x".repeat(70 * 1024) });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const res = await fetch(`${baseUrl}/api/eligibility-applications`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.250.1.1" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body is too large (64 KB at most)." });
  });
});
