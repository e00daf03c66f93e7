// Types for lead.mjs, which the TypeScript tests share (tests/support/lead-payload.ts).
export function leadPayload(
  clientId?: string,
  overrides?: Record<string, unknown>,
): Record<string, unknown>;
export const LEAD_PATH: string;
export function postLead(
  baseUrl: string,
  payload: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<{ status: number; json: unknown; text: string }>;
export function assertLeadAccepted(baseUrl: string): Promise<void>;
