declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dialect: "sqlite" | "postgres";
    databaseUrl: string;
  }
}

export {};
