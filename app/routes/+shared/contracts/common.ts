import { z } from "zod";
import { STARTING_UP_MESSAGE } from "../../../utils/http.server.ts";

// What every contract shares (docs/decisions/042-contracts.md): the error answers, the security
// scheme of the team's calls, and the two tools for a schema written partly by hand.

export type Schema = Record<string, unknown>;

/**
 * JSON Schema (2020-12, what OpenAPI 3.1 uses) of a zod schema. `input` describes what a client
 * sends (defaults optional, before transforms), `output` what the server answers. Checks JSON
 * Schema cannot express (refinements, transforms) are left out: the server still runs them.
 */
export function fromZod(schema: z.ZodType, io: "input" | "output" = "output"): Schema {
  // A part with an id (`.meta({ id: "Reference" })`) is a component of the document that
  // zod-openapi writes from the contract using it: refer to it there, not to local `$defs`.
  const {
    $schema: _drop,
    $defs: _defs,
    ...rest
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
  });
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', '"#/components/schemas/'));
}

/** Adds documentation (descriptions, examples, the rules' enumerations) onto a generated schema. */
export function annotate(schema: Schema, properties: Record<string, Schema>, extra: Schema = {}) {
  const current = (schema.properties ?? {}) as Record<string, Schema>;
  const merged = { ...current };
  for (const [key, value] of Object.entries(properties))
    merged[key] = { ...current[key], ...value };
  return { ...schema, ...extra, properties: merged };
}

/** `client_id` of a public form (migration 015): a retry with the same id is stored once. */
export const clientIdProperty: Schema = {
  type: "string",
  pattern: "^[A-Za-z0-9-]{8,64}$",
  description:
    "Optional. The sender's id for this form (a UUID): sending it again with the same id answers the row already stored instead of storing a second one.",
};

export const ADMIN = [{ sessionCookie: [] }];

export const securitySchemes = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "__session",
    description: "Set by POST /api/auth/login. Admin calls need a user with role `admin`.",
  },
};

/** `{error, fields}`: invalid input; nothing was stored. */
export const validationErrorSchema = z.object({
  error: z.string().describe("The first message."),
  fields: z.record(z.string(), z.string()).optional().describe("Field name → message."),
});

export const schemas: Record<string, Schema> = {
  // `{error}`: what every failed call answers (docs/product/forms.md "One error shape").
  Error: fromZod(z.object({ error: z.string() })),
  ValidationError: fromZod(validationErrorSchema),
  // Its own schema, not `Error`: a 503 that any other cause answers stays undescribed.
  StartingUp: fromZod(z.object({ error: z.literal(STARTING_UP_MESSAGE) })),
};

const answer = (schema: string, description: string, headers?: Schema) => ({
  description,
  ...(headers && { headers }),
  content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` } } },
});

export const responses = {
  ValidationError: answer("ValidationError", "Invalid input; nothing was stored."),
  Unauthorized: answer("Error", "Not signed in."),
  Forbidden: answer(
    "Error",
    "Signed in, but not allowed (admin only), a team member who must set up two-step sign-in first, or a cross-origin write.",
  ),
  NotFound: answer("Error", "No such resource."),
  MethodNotAllowed: answer("Error", "Method not allowed; the Allow header lists the allowed ones."),
  PayloadTooLarge: answer("Error", "Body over 64 KB."),
  UnsupportedMediaType: answer("Error", "Body is not JSON (Content-Type: application/json)."),
  TooManyRequests: answer("Error", "Rate limit reached; try again later."),
  // docs/decisions/028-database-outages.md: nothing was stored; send the same body again (same
  // client_id) after Retry-After.
  ServiceUnavailable: answer(
    "Error",
    "The database cannot be reached just now (or the instance is still starting); nothing was stored. Try again after `Retry-After` seconds with the same body (and the same `client_id`, so it is stored once).",
    {
      "Retry-After": {
        description: "Seconds to wait before trying again.",
        schema: { type: "integer", minimum: 1 },
      },
    },
  ),
  StartingUp: answer(
    "StartingUp",
    "The instance is starting (migrating or seeding the database); Retry-After says when to try again.",
  ),
};

/** The shared answers, by status: `...errorsOf(400, 413, 415)`. */
export const COMMON = {
  400: { $ref: "#/components/responses/ValidationError" },
  401: { $ref: "#/components/responses/Unauthorized" },
  403: { $ref: "#/components/responses/Forbidden" },
  404: { $ref: "#/components/responses/NotFound" },
  405: { $ref: "#/components/responses/MethodNotAllowed" },
  413: { $ref: "#/components/responses/PayloadTooLarge" },
  415: { $ref: "#/components/responses/UnsupportedMediaType" },
  429: { $ref: "#/components/responses/TooManyRequests" },
  503: { $ref: "#/components/responses/StartingUp" },
};

export function errorsOf(...statuses: (keyof typeof COMMON)[]) {
  return Object.fromEntries(statuses.map((status) => [status, COMMON[status]]));
}
