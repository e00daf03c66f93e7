import { createContext, RouterContextProvider } from "react-router";
import { singleton } from "./singleton.server.ts";

/**
 * The per-request CSP nonce, set by the Express server and read by entry.server.tsx so that
 * React Router's inline scripts carry it. A singleton because server/ and the React Router build
 * each hold a copy of this module and must agree on the key.
 */
export const nonceContext = singleton("context:nonce", () => createContext<string>(""));

export function createRequestContext(nonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  return context;
}
