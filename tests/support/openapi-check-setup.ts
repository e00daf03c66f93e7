import { appendFileSync } from "node:fs";
import { afterAll, inject } from "vitest";
import { OpenApiValidator } from "./openapi-validator.ts";

// Setup file of the integration projects (vitest.config.ts): every fetch of the test process that
// reaches an /api path of a test server has its answer checked against the served OpenAPI
// document (fetched once per run by the global setup, tests/support/openapi-run.ts). ApiClient
// and the tests that call fetch themselves both go through here. An answer the document does not
// describe fails the fetch, and so the test. Each file adds its count to the run's total.

const validator = new OpenApiValidator(inject("openapi"));
let checked = 0;

const original = globalThis.fetch;
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const res = await original(input, init);
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (!new URL(url).pathname.startsWith("/api/")) return res;
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  const copy = res.clone();
  const problems = await validator.check(
    method,
    url,
    res.status,
    res.headers.get("content-type"),
    // Read only when checked: a streamed CSV's copy is left unread (it queues, tests are small).
    () => copy.text(),
  );
  checked++;
  if (problems.length > 0) {
    throw new Error(
      `The answer to ${method} ${url} is not what /api/openapi.json describes:\n  ${problems.join("\n  ")}`,
    );
  }
  return res;
};

afterAll(() => {
  appendFileSync(inject("openapiCountFile"), `${checked}\n`);
});
