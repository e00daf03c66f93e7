// Types for the pieces of db-outage.mjs the TypeScript tests share
// (tests/integration/database-outage.test.ts).
import type { TcpProxy } from "./tcp-proxy.mjs";

export function behindProxy(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }>;
export function exclusiveLock(
  fileOf: () => string,
  busyTimeoutMs?: number,
): { cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> };
