declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dialect: "sqlite" | "postgres";
    databaseUrl: string;
    /** The served /api/openapi.json of the integration run (tests/support/openapi-run.ts). */
    openapi: unknown;
    /** Where each integration test file adds its count of checked /api answers. */
    openapiCountFile: string;
  }
}

export {};
