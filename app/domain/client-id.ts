// The id a browser gives a form it sends (docs/decisions/028-database-outages.md): the same id on
// every retry, so the server stores the form once. Optional: a post without JavaScript has none.

export const CLIENT_ID_MESSAGE = "client_id must be 8 to 64 letters, digits or hyphens.";
const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

export type ClientIdResult =
  | { ok: true; value: string | null }
  | { ok: false; error: string; fields: Record<string, string> };

/** Reads `client_id` from a body: absent, null or "" is none; anything else must look like one. */
export function readClientId(input: unknown): ClientIdResult {
  const value =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>).client_id
      : undefined;
  if (value === undefined || value === null || value === "") return { ok: true, value: null };
  if (typeof value !== "string" || !CLIENT_ID.test(value)) {
    return { ok: false, error: CLIENT_ID_MESSAGE, fields: { client_id: CLIENT_ID_MESSAGE } };
  }
  return { ok: true, value };
}
