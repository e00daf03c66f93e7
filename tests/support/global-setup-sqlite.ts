import path from "node:path";
import type { TestProject } from "vitest/node";
import { provideOpenApi } from "./openapi-run.ts";
import { startServer } from "./server.ts";

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dialect", "sqlite");
  project.provide("databaseUrl", path.join(server.dataDir, "gharsetu.db"));
  const reportOpenApi = await provideOpenApi(project, server.baseUrl);
  return async () => {
    reportOpenApi();
    await server.stop();
  };
}
