import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./server.ts";

export default async function setup(project: TestProject) {
  // Browsers share one address; raise the limits so page loads are not throttled. The limits
  // themselves are tested at factor 1 in tests/integration.
  const server = await startServer({ RATE_LIMIT_FACTOR: "20" });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dialect", "sqlite");
  project.provide("databaseUrl", path.join(server.dataDir, "gharsetu.db"));
  return () => server.stop();
}
