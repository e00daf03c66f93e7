import { TWO_STEP_MESSAGES as M, type SecondStep } from "../../domain/auth/two-step.ts";
import { can } from "../../domain/team/roles.ts";
import { getSession, type Session, startSession } from "../sessions/sessions.server.ts";
import type { PublicUser } from "../users/users.server.ts";
import {
  confirmEnrolment,
  type Failure,
  type SetupDetails,
  setupSecret,
  twoStepState,
  verifySecondStep,
} from "./two-step.server.ts";

// The sign-in as the login page and POST /api/auth/login share it (docs/product/team.md "Two-step
// sign-in"): a customer is signed in by the password alone; a team member's password opens a
// session that can only enrol (no second factor yet) or take the code. The second step rotates the
// session into a whole one.

export type NextStep = "done" | "enrol" | "code";

/** After a correct password: the session to start and what the person must do next. */
export async function signInWithPassword(
  request: Request,
  user: PublicUser,
): Promise<{ cookie: string; next: NextStep }> {
  if (!can(user.role, "team")) {
    return { cookie: await startSession(request, user.id), next: "done" };
  }
  const next = (await twoStepState(user.id)) === "on" ? "code" : "enrol";
  return { cookie: await startSession(request, user.id, next), next };
}

type Whole = { ok: true; user: PublicUser; cookie: string };

async function limitedSession(
  request: Request,
  stage: "enrol" | "code",
): Promise<Session | Failure> {
  const session = await getSession(request);
  if (!session) return { ok: false, status: 401, error: M.signInFirst };
  if (session.stage === stage) return session;
  if (stage === "enrol" && !can(session.user.role, "team")) {
    return { ok: false, status: 403, error: M.teamOnly };
  }
  if (stage === "enrol") return { ok: false, status: 409, error: M.alreadyOn };
  // Asked for a code with a session that needs none (whole) or must enrol first.
  return session.stage === "enrol"
    ? { ok: false, status: 403, error: M.enrolFirst }
    : { ok: false, status: 409, error: M.alreadySignedIn };
}

/** The secret for a session that must enrol (GET /api/auth/mfa/setup, /admin/two-step). */
export async function enrolmentDetails(
  request: Request,
): Promise<(SetupDetails & { ok: true; user: PublicUser }) | Failure> {
  const session = await limitedSession(request, "enrol");
  if ("ok" in session) return session;
  const details = await setupSecret(session.user);
  return "ok" in details ? details : { ok: true, user: session.user, ...details };
}

/** The first code: two-step sign-in is on, the session becomes whole, the recovery codes are shown. */
export async function finishEnrolment(
  request: Request,
  code: string,
): Promise<(Whole & { recoveryCodes: string[] }) | Failure> {
  return wholeSession(request, "enrol", (user) => confirmEnrolment(user, code));
}

/** The code (or a recovery code) after the password: the session becomes whole. */
export async function finishSignIn(
  request: Request,
  input: SecondStep,
): Promise<(Whole & { recoveryCodesLeft: number | null }) | Failure> {
  return wholeSession(request, "code", (user) => verifySecondStep(user, input));
}

/**
 * The limited session of `stage`, once `prove` accepts its user, rotated into a whole one; what
 * `prove` answers beside `ok` is passed on.
 */
async function wholeSession<Proved extends { ok: true }>(
  request: Request,
  stage: "enrol" | "code",
  prove: (user: PublicUser) => Promise<Proved | Failure>,
): Promise<(Whole & Omit<Proved, "ok">) | Failure> {
  const session = await limitedSession(request, stage);
  if ("ok" in session) return session;
  const result = await prove(session.user);
  if (!result.ok) return result;
  const { ok: _ok, ...extra } = result;
  const cookie = await startSession(request, session.user.id);
  return { ok: true, user: session.user, cookie, ...extra };
}
