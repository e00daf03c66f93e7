import { data } from "react-router";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailableResponse,
  noteDatabaseError,
  UNAVAILABLE_HEADERS,
} from "./database-outage.server.ts";
import { fieldWithNul, INVALID_CHARACTER_MESSAGE } from "./form-guards.ts";

/** JSON helpers shared by every API resource route (docs/product/http-api.md). */

/** What every call answers while the instance starts (server/observability.ts readinessGate). */
export const STARTING_UP_MESSAGE = "Starting up. Please try again in a moment.";

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

/** What a browser or proxy must not keep: a session's answers, a borrower's own file. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** A JSON answer with `Cache-Control: no-store`. */
export function noStoreJson(body: unknown, status = 200) {
  return Response.json(body, { status, headers: NO_STORE });
}

/** 400 with the first message and the per-field map, the shape every form and client reads. */
export function validationError(error: string, fields: Record<string, string> = {}) {
  return jsonError(400, error, { fields });
}

/** 201 Created with what the caller keeps (the new enquiry's id and reference). */
export function created(body: unknown, headers?: HeadersInit) {
  return Response.json(body, { status: 201, headers });
}

/**
 * A public form's enquiry (a callback request, a contact message, a grievance) as the API answers
 * it: 201 `{id, reference, phone_verified?, message}` with the thanks, or 400 `{error, fields}`.
 */
export function enquiryCreated(
  result:
    | { ok: true; id: number; reference: string; phone_verified?: boolean }
    | { ok: false; error: string; fields: Record<string, string> },
  message: string,
) {
  if (!result.ok) return validationError(result.error, result.fields);
  const { id, reference, phone_verified } = result;
  return created({ id, reference, phone_verified, message });
}

/** A JSON body, or 404 `{error: notFound}` when there is none. */
export function foundOr404(body: unknown, notFound: string) {
  return body ? Response.json(body) : jsonError(404, notFound);
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

/** A bad query parameter: 400 `{error, fields: {[name]: error}}`, thrown to `handleApiErrors`. */
export function invalidParam(name: string, error: string): never {
  throw new HttpError(400, error, { [name]: error });
}

/** A true/false query parameter: `undefined` when absent (null); anything else is a 400 naming it. */
export function booleanParam(name: string, value: string | null): boolean | undefined {
  if (value === null) return undefined;
  if (value !== "true" && value !== "false") invalidParam(name, `${name} must be true or false.`);
  return value === "true";
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

// Pages whose enquiry form posts without JavaScript (/callback-request, /grievance) answer with the
// form's state, which the form shows in place (docs/product/forms.md).

export type EnquiryFormState =
  | { ok: true; reference: string; message: string }
  | { ok: false; error: string; fields: Record<string, string>; values: Record<string, string> };

/** The form's text fields by name. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/**
 * The use case's answer as the form's state: 201 with the reference and `thanks`; 400 with the
 * fields and the values as typed; 503 with Retry-After when the database is away (`result`
 * undefined, as `unlessUnavailable` says it), the values as typed and a word on why.
 */
export function enquiryFormAnswer(
  result:
    | { ok: true; reference: string }
    | { ok: false; error: string; fields: Record<string, string> }
    | undefined,
  values: Record<string, string>,
  thanks: string,
) {
  if (!result) {
    return data<EnquiryFormState>(
      { ok: false, error: DATABASE_UNAVAILABLE_MESSAGE, fields: {}, values },
      { status: 503, headers: UNAVAILABLE_HEADERS },
    );
  }
  if (!result.ok) {
    return data<EnquiryFormState>(
      { ok: false, error: result.error, fields: result.fields, values },
      { status: 400 },
    );
  }
  return data<EnquiryFormState>(
    { ok: true, reference: result.reference, message: thanks },
    { status: 201 },
  );
}
