import { describe, expect, inject, it } from "vitest";
import { CONTRACTS } from "../../app/routes/+shared/contracts/index.ts";
import routes from "../../app/routes.ts";
import { ApiClient } from "../support/api-client.ts";

// Health check, unknown API paths, the 64 KB body cap and the OpenAPI document
// (docs/product/http-api.md).

const baseUrl = inject("baseUrl");
const api = new ApiClient(baseUrl);

describe("GET /healthz", () => {
  it("answers 200 while the database answers", async () => {
    const res = await api.get("/healthz");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok" });
  });
});

describe("unknown /api paths", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api/banks/sbi/extra"],
    ["POST", "/api/nope"],
    ["DELETE", "/api/nope/deeper"],
  ])("%s %s answers 404 JSON", async (method, path) => {
    const res = await api.request(
      method,
      path,
      method === "GET" || method === "DELETE" ? undefined : {},
    );
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.json).toEqual({ error: expect.any(String) });
  });
});

describe("64 KB body cap", () => {
  const big = () =>
    JSON.stringify({ meta_title: "x", meta_description: "y", schema_json: "z".repeat(70 * 1024) });

  it("answers 413 JSON to a write with a declared body over 64 KB", async () => {
    const admin = new ApiClient(baseUrl);
    await admin.login();
    for (const path of ["/api/seo/home", "/api/banks/sbi"]) {
      const res = await admin.request("PUT", path, big(), { "content-type": "application/json" });
      expect(res.status, path).toBe(413);
      expect(res.json, path).toEqual({ error: "Request body is too large (64 KB at most)." });
    }
    const post = await api.request("POST", "/api/contact-messages", big(), {
      "content-type": "application/json",
    });
    expect(post.status).toBe(413);
  });

  it("answers 413 to a streamed body (no Content-Length) over 64 KB", async () => {
    const admin = new ApiClient(baseUrl);
    await admin.login();
    const chunk = new TextEncoder().encode("z".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${baseUrl}/api/seo/home`, {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        cookie: admin.cookie,
        "x-forwarded-for": admin.ip,
      },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "Request body is too large (64 KB at most)." });
  });
});

describe("GET /api/openapi.json", () => {
  // biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document
  let doc: any;

  it("serves an OpenAPI 3.1 document", async () => {
    const res = await api.get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    doc = res.json;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.servers[0].url).toBe(baseUrl);
  });

  it("documents the lead list's filters and headers, and the team's calls' security", () => {
    const list = doc.paths["/api/eligibility-applications"].get;
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
      [
        "after",
        "assigned",
        "duplicates",
        "eligible",
        "escalated",
        "format",
        "overdue",
        "page",
        "pageSize",
        "pmay_candidate",
        "q",
        "stage",
        "status",
        "verified",
      ].sort(),
    );
    expect(list.responses[200].headers["X-Total-Count"]).toBeDefined();
    expect(doc.paths["/api/banks/{slug}"].put.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: "apiKey",
      in: "cookie",
    });
  });

  it("has a contract for every /api route of app/routes.ts, and a route for every contract", () => {
    // A route's path as OpenAPI writes it (`:id` → `{id}`); the catch-all 404 is no call, nor is
    // `/api/calculators/{name}`, the 404 of a calculator that does not exist (each calculator has
    // its own path).
    const apiRoutes = routes
      .map((r) => `/${r.path ?? ""}`.replace(/:(\w+)/g, "{$1}"))
      .filter((path) => path.startsWith("/api/") && path !== "/api/*");
    expect(apiRoutes.length).toBeGreaterThan(40);
    const contracted = CONTRACTS.map((contract) => contract.path);
    for (const path of apiRoutes) {
      if (path === "/api/calculators/{name}") continue;
      expect(contracted, `${path} has a contract`).toContain(path);
    }
    // docs/decisions/042-contracts.md: a contract's path is a route's (but the server's own,
    // `server: true`: /healthz, /readyz, /metrics), and every method is in the document.
    for (const contract of CONTRACTS) {
      if (!contract.server) expect(apiRoutes, contract.path).toContain(contract.path);
      for (const method of Object.keys(contract.methods)) {
        expect(doc.paths[contract.path]?.[method.toLowerCase()], contract.path).toBeDefined();
      }
    }
    // Nothing else is in the document.
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(contracted)].sort());
  });

  it("is generated from the zod schemas the server checks with", () => {
    // The bank's new rate fields, their range and the calculators' parameters come from zod.
    expect(doc.components.schemas.Bank.required).toEqual(
      expect.arrayContaining(["slug", "rateMin", "rateMax", "calculatorRate", "brandColor"]),
    );
    expect(doc.components.schemas.Bank.properties.rateMin).toMatchObject({
      type: "number",
      minimum: 0.1,
      maximum: 25,
    });
    expect(doc.components.schemas.BankUpdate.required).not.toContain("brandColor");
    const emi = doc.paths["/api/calculators/emi"].get;
    const params = Object.fromEntries(emi.parameters.map((p: { name: string }) => [p.name, p]));
    expect(Object.keys(params).sort()).toEqual(["amount", "format", "months", "rate", "years"]);
    expect(params.amount).toMatchObject({
      in: "query",
      required: true,
      schema: { type: "number", minimum: 10_000, maximum: 100_000_000 },
    });
    expect(params.months.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 360 });
    const foir = doc.paths["/api/calculators/eligibility"].get.parameters.find(
      (p: { name: string }) => p.name === "foir",
    );
    expect(foir).toMatchObject({
      required: false,
      schema: { default: 50, minimum: 10, maximum: 70 },
    });
    expect(emi.responses[400]).toEqual({ $ref: "#/components/responses/ValidationError" });
    expect(doc.components.schemas.EmiResult.required).toEqual(
      expect.arrayContaining(["emi", "total_interest", "schedule", "yearly"]),
    );
    expect(doc.components.schemas.TaxBenefitResult.properties.better.enum).toEqual([
      "old",
      "new",
      "same",
    ]);
    // Application choices keep their allowed values.
    expect(
      doc.components.schemas.EligibilityApplicationInput.properties.loan_purpose.enum,
    ).toContain("i'm buying");
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });

  it("has no dangling references", () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(10);
    for (const [, kind, name] of refs)
      expect(doc.components[kind]?.[name], `${kind}/${name}`).toBeDefined();
  });
});
