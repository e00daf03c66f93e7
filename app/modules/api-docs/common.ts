// The answers every area shares: errors, and the security scheme of the admin calls.

import { z } from "zod";
import { ROLES } from "../../domain/enums.ts";
import type { ApiUser } from "../users/users.server.ts";
import { fromZod, json, ref, type Same, type Schema } from "./openapi-helpers.ts";

/** The user as the API answers it (toApiUser): no mobile, no creation time. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.email(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  role: z.enum(ROLES),
});

const _user: Same<z.output<typeof userSchema>, ApiUser> = true;
void _user;

/** `{error}`: what every failed call answers (docs/product/forms.md "One error shape"). */
export const errorSchema = z.object({ error: z.string() });

/** `{error, fields}`: invalid input; nothing was stored. */
export const validationErrorSchema = z.object({
  error: z.string().describe("The first message."),
  fields: z.record(z.string(), z.string()).optional().describe("Field name → message."),
});

/** What every call answers while the instance starts (server/observability.ts readinessGate). */
export const STARTING_UP_MESSAGE = "Starting up. Please try again in a moment.";
/**
 * Its own schema, not `Error`: a 503 that any other cause answers stays undescribed (a call that
 * can answer 503 for its own reason says so itself).
 */
const startingUpSchema = z.object({ error: z.literal(STARTING_UP_MESSAGE) });

const errorResponse = (description: string) => json(ref("Error"), description);

export const schemas: Record<string, Schema> = {
  Error: fromZod(errorSchema),
  ValidationError: fromZod(validationErrorSchema),
  StartingUp: fromZod(startingUpSchema),
};

export const responses = {
  ValidationError: json(ref("ValidationError"), "Invalid input; nothing was stored."),
  Unauthorized: errorResponse("Not signed in."),
  Forbidden: errorResponse(
    "Signed in, but not allowed (admin only), a team member who must set up two-step sign-in first, or a cross-origin write.",
  ),
  NotFound: errorResponse("No such resource."),
  MethodNotAllowed: errorResponse("Method not allowed; the Allow header lists the allowed ones."),
  PayloadTooLarge: errorResponse("Body over 64 KB."),
  UnsupportedMediaType: errorResponse("Body is not JSON (Content-Type: application/json)."),
  TooManyRequests: errorResponse("Rate limit reached; try again later."),
  // docs/decisions/028-database-outages.md: the call needed the database and it could not be
  // reached; nothing was stored. Send the same body again (same client_id) after Retry-After.
  ServiceUnavailable: json(
    ref("Error"),
    "The database cannot be reached just now (or the instance is still starting); nothing was stored. Try again after `Retry-After` seconds with the same body (and the same `client_id`, so it is stored once).",
    {
      "Retry-After": {
        description: "Seconds to wait before trying again.",
        schema: { type: "integer", minimum: 1 },
      },
    },
  ),
  StartingUp: json(
    ref("StartingUp"),
    "The instance is starting (migrating or seeding the database); Retry-After says when to try again.",
  ),
};

/** `client_id` of a public form (migration 015): a retry with the same id is stored once. */
export const clientIdProperty: Schema = {
  type: "string",
  pattern: "^[A-Za-z0-9-]{8,64}$",
  description:
    "Optional. The sender's id for this form (a UUID): sending it again with the same id answers the row already stored instead of storing a second one.",
};

export const securitySchemes = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "__session",
    description: "Set by POST /api/auth/login. Admin calls need a user with role `admin`.",
  },
};
