import { databaseUnavailableResponse, noteDatabaseError } from "./database-outage.server.ts";
import { fieldWithNul, INVALID_CHARACTER_MESSAGE } from "./form-guards.ts";

/** JSON helpers shared by every API resource route (docs/product/http-api.md). */

export const MAX_BODY_BYTES = 64 * 1024;
export const BODY_TOO_LARGE = "Request body is too large (64 KB at most).";

export function jsonError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
) {
  return Response.json({ error, ...extra }, { status, headers });
}

/** 400 with the first message and the per-field map, the shape every form and client reads. */
export function validationError(error: string, fields: Record<string, string> = {}) {
  return jsonError(400, error, { fields });
}

/** 201 Created with what the caller keeps (the new enquiry's id and reference). */
export function created(body: unknown, headers?: HeadersInit) {
  return Response.json(body, { status: 201, headers });
}

/** A use case's refusal `{status, error, fields?}` as its JSON answer. */
export function failure(
  result: { status: number; error: string; fields?: Record<string, string> | undefined },
  headers?: HeadersInit,
) {
  return jsonError(
    result.status,
    result.error,
    result.fields ? { fields: result.fields } : {},
    headers,
  );
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  toResponse() {
    return failure({ status: this.status, error: this.message, fields: this.fields });
  }
}

/**
 * Reads a JSON body, refusing the wrong media type (415), more than 64 KB even when streamed
 * without a Content-Length (413) and malformed JSON (400). Throws an HttpError; API routes catch
 * it through `handleApiErrors`.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, "Send the body as JSON (Content-Type: application/json).");
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, BODY_TOO_LARGE);
  const text = await readTextCapped(request, MAX_BODY_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  const nul = fieldWithNul(body);
  if (nul)
    throw new HttpError(400, INVALID_CHARACTER_MESSAGE, { [nul]: INVALID_CHARACTER_MESSAGE });
  return body;
}

async function readTextCapped(request: Request, limit: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not cancel(): that resets the socket before the 413 is written. Releasing the reader
      // lets Node discard the rest of the body after the answer has gone out.
      reader.releaseLock();
      throw new HttpError(413, BODY_TOO_LARGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Turns thrown HttpErrors (and thrown Responses) into answers, and a database that cannot be
 * reached into 503 with Retry-After (docs/decisions/028-database-outages.md); anything else is a
 * real 500.
 */
export async function handleApiErrors(fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse();
    if (error instanceof Response) return error;
    if (noteDatabaseError(error)) return databaseUnavailableResponse();
    throw error;
  }
}

export function methodNotAllowed(allowed: string[]) {
  return jsonError(405, "Method not allowed.", {}, { Allow: allowed.join(", ") });
}
