import { createContext, RouterContextProvider } from "react-router";
import { singleton } from "./singleton.server.ts";

/**
 * The per-request CSP nonce, set by the Express server and read by entry.server.tsx so that
 * React Router's inline scripts carry it. A singleton because server/ and the React Router build
 * each hold a copy of this module and must agree on the key.
 */
export const nonceContext = singleton("context:nonce", () => createContext<string>(""));

/**
 * The request's id (server/observability.ts, echoed as `X-Request-Id`), for what the request
 * leaves behind it: the CSV export names its database connection with it, so an operator can tell
 * whose export a connection in pg_stat_activity is (app/modules/leads/export.server.ts).
 */
export const requestIdContext = singleton("context:request-id", () => createContext<string>(""));

export function createRequestContext(nonce: string, requestId: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(requestIdContext, requestId);
  return context;
}
