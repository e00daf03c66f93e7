import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./server.ts";

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dialect", "sqlite");
  project.provide("databaseUrl", path.join(server.dataDir, "gharsetu.db"));
  return () => server.stop();
}
