import { z } from "zod";
import type { oas31, ZodOpenApiResponseObject } from "zod-openapi";
import { CLIENT_ID_PATTERN } from "../../../domain/eligibility/application-parser.ts";
import { STARTING_UP_MESSAGE } from "../../../utils/http.server.ts";

// What every contract shares (docs/decisions/042-contracts.md): the error answers, the security
// scheme of the team's calls, and the `client_id` of the public forms.

/** `client_id` of a public form (migration 015): a retry with the same id is stored once. */
export const clientId = z.string().regex(CLIENT_ID_PATTERN).optional().meta({
  description:
    "Optional. The sender's id for this form (a UUID): sending it again with the same id answers the row already stored instead of storing a second one.",
});

export const ADMIN = [{ sessionCookie: [] }];

export const securitySchemes = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "__session",
    description: "Set by POST /api/auth/login. Admin calls need a user with role `admin`.",
  },
};

// `{error}`: what every failed call answers (docs/product/forms.md "One error shape").
export const errorSchema = z.object({ error: z.string() }).meta({ id: "Error" });

/** `{error, fields}`: invalid input; nothing was stored. */
export const validationErrorSchema = z
  .object({
    error: z.string().describe("The first message."),
    fields: z.record(z.string(), z.string()).optional().describe("Field name → message."),
  })
  .meta({ id: "ValidationError" });

// Its own schema, not `Error`: a 503 that any other cause answers stays undescribed.
const startingUp = z.object({ error: z.literal(STARTING_UP_MESSAGE) }).meta({ id: "StartingUp" });

export type Schema = z.ZodType | oas31.SchemaObject | oas31.ReferenceObject;

export const json = (schema: Schema, description: string, headers?: oas31.HeadersObject) => ({
  description,
  ...(headers && { headers }),
  content: { "application/json": { schema } },
});

/** An answer `{error}` (a 404, a 409, …) and its meaning. */
export const error = (description: string) => json(errorSchema, description);

/** A 400 `{error, fields}` and what makes it. */
export const invalid = (description: string) => json(validationErrorSchema, description);

/** A shared answer, a component of the document under its id. */
const answer = (
  id: string,
  description: string,
  schema: Schema = errorSchema,
  headers?: oas31.HeadersObject,
): ZodOpenApiResponseObject => ({ id, ...json(schema, description, headers) });

/** The shared answers, by status: `...errorsOf(400, 413, 415)`. */
export const COMMON = {
  400: answer("ValidationError", "Invalid input; nothing was stored.", validationErrorSchema),
  401: answer("Unauthorized", "Not signed in."),
  403: answer(
    "Forbidden",
    "Signed in, but not allowed (admin only), a team member who must set up two-step sign-in first, or a cross-origin write.",
  ),
  404: answer("NotFound", "No such resource."),
  405: answer("MethodNotAllowed", "Method not allowed; the Allow header lists the allowed ones."),
  413: answer("PayloadTooLarge", "Body over 64 KB."),
  415: answer("UnsupportedMediaType", "Body is not JSON (Content-Type: application/json)."),
  429: answer("TooManyRequests", "Rate limit reached; try again later."),
  503: answer(
    "StartingUp",
    "The instance is starting (migrating or seeding the database); Retry-After says when to try again.",
    startingUp,
  ),
};

// docs/decisions/028-database-outages.md: nothing was stored; send the same body again (same
// client_id) after Retry-After.
export const DATABASE_AWAY = answer(
  "ServiceUnavailable",
  "The database cannot be reached just now (or the instance is still starting); nothing was stored. Try again after `Retry-After` seconds with the same body (and the same `client_id`, so it is stored once).",
  errorSchema,
  {
    "Retry-After": {
      description: "Seconds to wait before trying again.",
      schema: { type: "integer", minimum: 1 },
    },
  },
);

export function errorsOf(...statuses: (keyof typeof COMMON)[]) {
  return Object.fromEntries(statuses.map((status) => [status, COMMON[status]]));
}
