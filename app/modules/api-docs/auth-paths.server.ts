// Registration and sessions (docs/product/http-api.md).

import { z } from "zod";
import { loginSchema, registerSchema } from "../../domain/auth/schemas.ts";
import {
  enrolCodeSchema,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_PERIOD_SECONDS,
} from "../../domain/auth/two-step.ts";
import { ROLES } from "../../domain/enums.ts";
import type { ApiUser } from "../users/users.server.ts";
import { clientIdProperty } from "./common.ts";
import type { PathItems, Same, Schema } from "./openapi-helpers.ts";
import { annotate, fromZod, idParameter, json, operation, ref } from "./openapi-helpers.ts";

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

const registeredSchema = z.object({ message: z.literal("Registered successfully!") });

export const schemas: Record<string, Schema> = {
  // The name, date of birth and mobile go through transforms JSON Schema cannot express.
  Registration: annotate(fromZod(registerSchema, "input"), {
    name: { type: ["string", "null"], maxLength: 60 },
    dob: {
      type: ["string", "null"],
      format: "date",
      description: "YYYY-MM-DD; at least 18 years ago.",
    },
    mobile: {
      type: "string",
      description: "10-digit Indian mobile number, optionally with +91.",
      examples: ["+91 98765 43210"],
    },
    email: { format: "email" },
    client_id: clientIdProperty,
  }),
  User: fromZod(userSchema),
};

/** The answer of a signed-in call: the user. */
const signedIn = { type: "object", required: ["user"], properties: { user: ref("User") } };

// Two-step sign-in (DECISIONS.md section 18): the limits in the words come from the domain.
const TOTP_WORDS = `RFC 6238: SHA-1, ${TOTP_DIGITS} digits, ${TOTP_PERIOD_SECONDS}-second steps, ${TOTP_DRIFT_STEPS} step of drift either way; a code is accepted once (its step or an earlier one again: 400).`;

/** POST /api/auth/login's answers: whole for a customer, limited for a team member. */
const loginAnswer = {
  anyOf: [
    signedIn,
    {
      type: "object",
      required: ["user", "mfa"],
      properties: { user: ref("User"), mfa: { const: "enrol" } },
      description: "A team member without a second factor: the session may only enrol.",
    },
    {
      type: "object",
      required: ["mfa"],
      properties: { mfa: { const: "required" } },
      description: "A team member: POST /api/auth/mfa with a code completes the sign-in.",
    },
  ],
};

const secondStepBody = {
  oneOf: [
    fromZod(enrolCodeSchema, "input"),
    {
      type: "object",
      required: ["recovery_code"],
      properties: {
        recovery_code: {
          type: "string",
          maxLength: 64,
          description:
            "One of the recovery codes from enrolment; case, spaces and hyphens ignored.",
        },
      },
    },
  ],
};

const newCookie = {
  "Set-Cookie": {
    description: "`__session=…`: a new, whole session (the limited one ends).",
    schema: { type: "string" },
  },
};

export const paths: PathItems = {
  "/api/register": {
    post: operation("Auth", {
      summary: "Create a customer account",
      operationId: "register",
      body: ref("Registration"),
      responses: {
        201: json(fromZod(registeredSchema), "Account created."),
        409: json(ref("Error"), "`An account with this email already exists.`"),
      },
      errors: [429],
    }),
  },
  "/api/auth/login": {
    post: operation("Auth", {
      summary: "Sign in",
      operationId: "login",
      body: fromZod(loginSchema, "input"),
      responses: {
        200: json(
          loginAnswer,
          "Signed in (a customer), or half-way (a team member: `mfa` says what comes next); the response sets the session cookie (a new one at every sign-in).",
          {
            "Set-Cookie": {
              description: "`__session=…; HttpOnly; SameSite=Lax`",
              schema: { type: "string" },
            },
          },
        ),
        401: json(ref("Error"), "`Invalid email or password.`"),
      },
      errors: [429],
    }),
  },
  "/api/auth/logout": {
    post: operation("Auth", {
      summary: "Sign out",
      operationId: "logout",
      responses: { 204: { description: "Session ended; the response clears the cookie." } },
    }),
  },
  "/api/auth/me": {
    get: operation("Auth", {
      summary: "The signed-in user",
      description:
        "A team member who must still set up two-step sign-in gets `mfa: 'enrol'` beside the user; one who still owes the code is not signed in (401, `mfa: 'required'`).",
      operationId: "me",
      access: "signed-in",
      responses: {
        200: json(
          {
            type: "object",
            required: ["user"],
            properties: { user: ref("User"), mfa: { const: "enrol" } },
          },
          "Signed in.",
        ),
        401: json(
          {
            type: "object",
            required: ["error"],
            properties: { error: { type: "string" }, mfa: { const: "required" } },
            additionalProperties: false,
          },
          "`Not signed in.`; `mfa: 'required'` while a team member's sign-in owes the code.",
        ),
      },
    }),
  },
  "/api/auth/mfa/setup": {
    get: operation("Auth", {
      summary: "Start two-step sign-in: the authenticator secret (team, at enrolment)",
      description: `For the limited session of a team member without a second factor. The same secret until its first code is accepted. ${TOTP_WORDS}`,
      operationId: "mfaSetup",
      responses: {
        200: json(
          {
            type: "object",
            required: ["secret", "otpauth_url"],
            properties: {
              secret: { type: "string", pattern: "^[A-Z2-7]+$", description: "Base32." },
              otpauth_url: { type: "string", pattern: "^otpauth://totp/" },
            },
          },
          "The secret, as text and as the URL the QR code holds.",
        ),
        401: json(ref("Error"), "No sign-in to finish."),
        403: json(ref("Error"), "A customer's account."),
        409: json(ref("Error"), "`Two-step sign-in is already set up for this account.`"),
      },
    }),
    post: operation("Auth", {
      summary: "Finish enrolment with the first code (team)",
      description: `The code proves the phone holds the secret: two-step sign-in is on, the session becomes whole, and ${RECOVERY_CODE_COUNT} recovery codes are answered, this once (only their HMACs are kept). Counts towards the sign-in limit. ${TOTP_WORDS}`,
      operationId: "mfaEnrol",
      body: fromZod(enrolCodeSchema, "input"),
      responses: {
        200: json(
          {
            type: "object",
            required: ["recovery_codes"],
            properties: {
              recovery_codes: {
                type: "array",
                items: { type: "string" },
                minItems: RECOVERY_CODE_COUNT,
                maxItems: RECOVERY_CODE_COUNT,
              },
            },
          },
          "Two-step sign-in is on.",
          newCookie,
        ),
        401: json(ref("Error"), "No sign-in to finish."),
        403: json(ref("Error"), "A customer's account."),
        409: json(ref("Error"), "Already set up."),
      },
      errors: [429],
    }),
  },
  "/api/auth/mfa": {
    post: operation("Auth", {
      summary: "The second step of a team member's sign-in",
      description: `After \`mfa: 'required'\`: the code from the authenticator app, or one recovery code (each works once; a sign-in with one is written to the access log). A wrong or used code: 400; every attempt counts towards the sign-in limit. ${TOTP_WORDS}`,
      operationId: "mfaVerify",
      body: secondStepBody,
      responses: {
        200: json(
          {
            type: "object",
            required: ["user"],
            properties: {
              user: ref("User"),
              recovery_codes_left: {
                type: "integer",
                minimum: 0,
                description: "After a recovery code: how many are left.",
              },
            },
          },
          "Signed in.",
          newCookie,
        ),
        401: json(ref("Error"), "No sign-in waiting for a code."),
        403: json(ref("Error"), "`Set up two-step sign-in first.`"),
        409: json(ref("Error"), "`You are already signed in.`"),
      },
      errors: [429],
    }),
  },
  "/api/users/{id}/mfa-reset": {
    parameters: [idParameter()],
    post: operation("Auth", {
      summary: "Reset a team member's two-step sign-in (admin)",
      description:
        "A lost phone: the member's secret, recovery codes and sessions go, and they enrol again at their next sign-in. Written to the access log. An admin cannot reset their own (400).",
      operationId: "mfaReset",
      access: "role",
      responses: {
        200: json(
          {
            type: "object",
            required: ["user"],
            properties: {
              user: {
                type: "object",
                required: ["id", "email", "two_step"],
                properties: {
                  id: { type: "integer" },
                  email: { type: "string" },
                  two_step: { const: "off" },
                },
              },
            },
          },
          "Reset.",
        ),
      },
      errors: [404],
    }),
  },
};
