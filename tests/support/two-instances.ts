import { afterAll, beforeAll } from "vitest";
import { type RunningServer, startServer } from "./server.ts";

export interface TwoInstances {
  a: RunningServer;
  b: RunningServer;
}

/**
 * Two more servers on one database for the describe block that calls it: started (side by side)
 * before its tests, stopped after them. Read `a` and `b` inside the tests, once they have started.
 * `bEnv` is added to the second one's settings only.
 */
export function twoInstances(databaseUrl: string, bEnv: Record<string, string> = {}): TwoInstances {
  const servers = {} as TwoInstances;
  beforeAll(async () => {
    [servers.a, servers.b] = await Promise.all([
      startServer({ DATABASE_URL: databaseUrl }),
      startServer({ DATABASE_URL: databaseUrl, ...bEnv }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([servers.a?.stop(), servers.b?.stop()]);
  });
  return servers;
}
