// Registration and sessions (docs/product/http-api.md).

import { z } from "zod";
import { loginSchema, registerSchema } from "../../domain/auth/schemas.ts";
import { ROLES } from "../../domain/enums.ts";
import type { ApiUser } from "../users/users.server.ts";
import { clientIdProperty } from "./common.ts";
import type { PathItems, Same, Schema } from "./openapi-helpers.ts";
import { annotate, fromZod, json, operation, ref } from "./openapi-helpers.ts";

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
          signedIn,
          "Signed in; the response sets the session cookie (a new one at every sign-in).",
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
      operationId: "me",
      access: "signed-in",
      responses: { 200: json(signedIn, "Signed in.") },
    }),
  },
};
