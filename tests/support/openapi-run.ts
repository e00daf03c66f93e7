import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

// The OpenAPI side of an integration run (tests/support/openapi-check-setup.ts): the served
// document, fetched once, and the count of answers checked against it, printed at the end.

export async function provideOpenApi(project: TestProject, baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
  project.provide("openapi", await res.json());
  const dir = mkdtempSync(path.join(os.tmpdir(), "gharsetu-openapi-"));
  const countFile = path.join(dir, "counts");
  writeFileSync(countFile, "");
  project.provide("openapiCountFile", countFile);
  return () => {
    const counts = readFileSync(countFile, "utf8").split("\n").filter(Boolean).map(Number);
    const total = counts.reduce((sum, n) => sum + n, 0);
    console.log(
      `OpenAPI (${project.name}): ${total} /api answers validated against /api/openapi.json in ${counts.length} test files`,
    );
    rmSync(dir, { recursive: true, force: true });
  };
}
