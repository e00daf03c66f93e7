import type { TestProject } from "vitest/node";
import { provideOpenApi } from "./openapi-run.ts";
import { createThrowawayDatabase } from "./pg.ts";
import { startServer } from "./server.ts";

export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const database = await createThrowawayDatabase(base);
  const server = await startServer({ DATABASE_URL: database.url });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dialect", "postgres");
  project.provide("databaseUrl", database.url);
  const reportOpenApi = await provideOpenApi(project, server.baseUrl);
  return async () => {
    reportOpenApi();
    await server.stop();
    await database.drop();
  };
}
