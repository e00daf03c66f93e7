import crypto from "node:crypto";
import { createCookie, data, redirect } from "react-router";
import { getDb } from "../../db/db.server.ts";
import type { SessionStage } from "../../db/schema.ts";
import { TWO_STEP_MESSAGES } from "../../domain/auth/two-step.ts";
import { can, type Permission } from "../../domain/team/roles.ts";
import { singleton } from "../../utils/singleton.server.ts";
import { type PublicUser, toPublicUser } from "../users/users.server.ts";

const SESSION_DAYS = 30;

/**
 * The cookie holds a random token, signed with SESSION_SECRET; the database keeps only its
 * SHA-256. Sessions live in the database so several instances can serve the same visitor and a
 * logout ends the session everywhere (docs/decisions/003-sessions.md).
 */
function sessionCookie() {
  return singleton("cookie:session", () =>
    createCookie("__session", {
      httpOnly: true,
      sameSite: "lax",
      secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "1",
      path: "/",
      maxAge: SESSION_DAYS * 24 * 60 * 60,
      secrets: [process.env.SESSION_SECRET ?? "development-only-secret"],
    }),
  );
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function readToken(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const value = await sessionCookie().parse(header);
  return typeof value === "string" && value.length > 20 ? value : null;
}

/**
 * The request's session, whatever its stage: `full`, or a team member's session that may only
 * finish two-step sign-in (`enrol`, `code`; docs/decisions/041-two-step-sign-in.md). Expired
 * sessions are treated as absent.
 */
export async function getSession(request: Request): Promise<Session | null> {
  const token = await readToken(request);
  if (!token) return null;
  const row = await getDb()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select(["sessions.expires_at as session_expires_at", "sessions.stage as session_stage"])
    .where("sessions.id", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.session_expires_at <= new Date().toISOString()) return null;
  const user = toPublicUser(row);
  // A whole session of an account that joined the team (or predates two-step sign-in) without
  // a second factor can do nothing but enrol, like a fresh sign-in would.
  const stage =
    row.session_stage === "full" && can(user.role, "team") && !row.mfa_enrolled_at
      ? "enrol"
      : row.session_stage;
  return { user, stage };
}

export interface Session {
  user: PublicUser;
  stage: SessionStage;
}

/** The signed-in user, or null. A sign-in still waiting for its second step is not signed in. */
export async function getSessionUser(request: Request): Promise<PublicUser | null> {
  const session = await getSession(request);
  return session?.stage === "full" ? session.user : null;
}

/**
 * Starts a session for a user who just proved who they are: wholly (`full`), or only as far as
 * the password for a team member who must still enrol or enter a code. Any session the request
 * carried is ended first (rotation), so a token planted before sign-in is worthless after it, and
 * the step from a limited session to a whole one gets a new token too.
 * Returns the Set-Cookie header value.
 */
export async function startSession(
  request: Request,
  userId: number,
  stage: SessionStage = "full",
): Promise<string> {
  await endSession(request);
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  await getDb()
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LIFETIME_MS[stage]).toISOString(),
      stage,
    })
    .execute();
  return sessionCookie().serialize(token);
}

/** A limited session lasts long enough to find the phone and scan a code, not longer. */
const LIFETIME_MS: Record<SessionStage, number> = {
  full: SESSION_DAYS * 86_400_000,
  enrol: 30 * 60_000,
  code: 10 * 60_000,
};

/** Ends the request's session (if any) and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = await readToken(request);
  if (token) await getDb().deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

function safeRedirectTo(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Where a limited session must go before anything else: enrolment, or the code page. */
export const TWO_STEP_PAGES = { enrol: "/admin/two-step", code: "/login/two-step" } as const;

/**
 * Page guard: signed-out visitors go to /login?redirectTo=…; a sign-in waiting for its second
 * step goes to enrolment or to the code page; returns the user otherwise.
 */
export async function requireUser(request: Request): Promise<PublicUser> {
  const session = await getSession(request);
  const back = encodeURIComponent(safeRedirectTo(request));
  if (!session) throw redirect(`/login?redirectTo=${back}`);
  if (session.stage !== "full")
    throw redirect(`${TWO_STEP_PAGES[session.stage]}?redirectTo=${back}`);
  return session.user;
}

/**
 * Page guard for /admin (docs/product/team.md "Roles"): signed-out → /login?redirectTo=…, signed in
 * without the permission (app/domain/team/roles.ts) → 403.
 */
export async function requireRole(request: Request, permission: Permission): Promise<PublicUser> {
  const user = await requireUser(request);
  if (!can(user.role, permission)) {
    const message = can(user.role, "team")
      ? "Only an admin can open this page."
      : "You do not have access to the admin area.";
    throw data({ message }, { status: 403 });
  }
  return user;
}

/**
 * API guard for any signed-in caller: 401 JSON when signed out or still owing the code; 403 when
 * two-step sign-in must be set up first (docs/product/team.md "Two-step sign-in").
 */
export async function requireUserApi(request: Request): Promise<PublicUser> {
  const session = await getSession(request);
  const headers = { "Cache-Control": "no-store" };
  if (!session) throw Response.json({ error: "Sign in required." }, { status: 401, headers });
  if (session.stage === "enrol") {
    throw Response.json({ error: TWO_STEP_MESSAGES.enrolFirst }, { status: 403, headers });
  }
  if (session.stage === "code") {
    throw Response.json({ error: TWO_STEP_MESSAGES.codeFirst }, { status: 401, headers });
  }
  return session.user;
}

/** API guard: 401 JSON when signed out, 403 JSON without the permission. */
export async function requireRoleApi(
  request: Request,
  permission: Permission,
): Promise<PublicUser> {
  const user = await requireUserApi(request);
  if (!can(user.role, permission)) {
    const error = can(user.role, "team")
      ? "Admin access required."
      : "Staff or admin access required.";
    throw Response.json({ error }, { status: 403 });
  }
  return user;
}

/** Only same-site relative paths: `redirectTo=https://evil.example` must not leave the site. */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/",
): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\"))
    return fallback;
  return to;
}

export async function purgeExpiredSessions(): Promise<void> {
  await getDb()
    .deleteFrom("sessions")
    .where("expires_at", "<=", new Date().toISOString())
    .execute();
}
