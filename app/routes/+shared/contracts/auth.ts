import { z } from "zod";
import { loginSchema, registerSchema } from "../../../domain/auth/schemas.ts";
import * as twoStep from "../../../domain/auth/two-step.ts";
import { resetUserSchema } from "../../../modules/two-step/two-step.server.ts";
import * as users from "../../../modules/users/users.server.ts";
import { clientId } from "./common.ts";
import { call, contract, error, json } from "./contract.ts";

// Registration and sessions (docs/product/http-api.md), and two-step sign-in (docs/product/team.md
// "Two-step sign-in"): the limits in the words come from the domain.

const TOTP_WORDS = `RFC 6238: SHA-1, ${twoStep.TOTP_DIGITS} digits, ${twoStep.TOTP_PERIOD_SECONDS}-second steps, ${twoStep.TOTP_DRIFT_STEPS} step of drift either way; a code is accepted once (its step or an earlier one again: 400).`;

const cookie = (description: string) => ({
  "Set-Cookie": { description, schema: { type: "string" as const } },
});
const newCookie = cookie("`__session=…`: a new, whole session (the limited one ends).");

/** What a limited session may not do: 401 with no sign-in to finish, 403 for a customer. */
const twoStepErrors = (conflict: string) => ({
  401: error("No sign-in to finish."),
  403: error("A customer's account."),
  409: error(conflict),
});

export const register = contract("Auth", "/api/register", {
  POST: call("register", "Create a customer account", {
    // registerUser parses it (its 409 for a known email comes after the 400s).
    rawBody: registerSchema.in.extend({ client_id: clientId }),
    201: json(z.object({ message: z.literal("Registered successfully!") }), "Account created."),
    409: error("`An account with this email already exists.`"),
  }),
});

export const login = contract("Auth", "/api/auth/login", {
  POST: call("login", "Sign in", {
    body: loginSchema,
    200: json(
      users.loginAnswerSchema,
      "Signed in (a customer), or half-way (a team member: `mfa` says what comes next); the response sets the session cookie (a new one at every sign-in).",
      cookie("`__session=…; HttpOnly; SameSite=Lax`"),
    ),
    401: error("`Invalid email or password.`"),
  }),
});

export const logout = contract("Auth", "/api/auth/logout", {
  POST: call("logout", "Sign out", {
    204: { description: "Session ended; the response clears the cookie." },
  }),
});

export const authMe = contract("Auth", "/api/auth/me", {
  GET: call("me", "The signed-in user", {
    description:
      "A team member who must still set up two-step sign-in gets `mfa: 'enrol'` beside the user; one who still owes the code is not signed in (401, `mfa: 'required'`).",
    access: "signed-in",
    200: json(users.meAnswerSchema, "Signed in."),
    401: json(
      users.notSignedInSchema,
      "`Not signed in.`; `mfa: 'required'` while a team member's sign-in owes the code.",
    ),
  }),
});

export const mfaSetup = contract("Auth", "/api/auth/mfa/setup", {
  GET: call("mfaSetup", "Start two-step sign-in: the authenticator secret (team, at enrolment)", {
    description: `For the limited session of a team member without a second factor. The same secret until its first code is accepted. ${TOTP_WORDS}`,
    200: json(twoStep.setupAnswerSchema, "The secret, as text and as the URL the QR code holds."),
    ...twoStepErrors("`Two-step sign-in is already set up for this account.`"),
  }),
  POST: call("mfaEnrol", "Finish enrolment with the first code (team)", {
    description: `The code proves the phone holds the secret: two-step sign-in is on, the session becomes whole, and ${twoStep.RECOVERY_CODE_COUNT} recovery codes are answered, this once (only their HMACs are kept). Counts towards the sign-in limit. ${TOTP_WORDS}`,
    body: twoStep.enrolCodeSchema,
    200: json(twoStep.enrolAnswerSchema, "Two-step sign-in is on.", newCookie),
    ...twoStepErrors("Already set up."),
  }),
});

export const mfa = contract("Auth", "/api/auth/mfa", {
  POST: call("mfaVerify", "The second step of a team member's sign-in", {
    description: `After \`mfa: 'required'\`: the code from the authenticator app, or one recovery code (each works once; a sign-in with one is written to the access log). A wrong or used code: 400; every attempt counts towards the sign-in limit. ${TOTP_WORDS}`,
    rawBody: twoStep.secondStepBodySchema,
    200: json(users.secondStepAnswerSchema, "Signed in.", newCookie),
    401: error("No sign-in waiting for a code."),
    403: error("`Set up two-step sign-in first.`"),
    409: error("`You are already signed in.`"),
  }),
});

export const mfaReset = contract("Auth", "/api/users/{id}/mfa-reset", {
  role: "users",
  notFound: "User not found.",
  POST: call("mfaReset", "Reset a team member's two-step sign-in (admin)", {
    description:
      "A lost phone: the member's secret, recovery codes and sessions go, and they enrol again at their next sign-in. Written to the access log. An admin cannot reset their own (400).",
    200: json(z.object({ user: resetUserSchema }), "Reset."),
  }),
});
