import crypto from "node:crypto";
import { createCookie, data, redirect } from "react-router";
import { getDb } from "../../db/db.server.ts";
import { can, type Permission } from "../../domain/team/roles.ts";
import { singleton } from "../../utils/singleton.server.ts";
import { findUserById, type PublicUser } from "../users/users.server.ts";

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

/** The signed-in user, or null. Expired sessions are treated as absent. */
export async function getSessionUser(request: Request): Promise<PublicUser | null> {
  const token = await readToken(request);
  if (!token) return null;
  const session = await getDb()
    .selectFrom("sessions")
    .select(["user_id", "expires_at"])
    .where("id", "=", hashToken(token))
    .executeTakeFirst();
  if (!session || session.expires_at <= new Date().toISOString()) return null;
  return (await findUserById(session.user_id)) ?? null;
}

/**
 * Starts a session for a user who just proved who they are. Any session the request carried is
 * ended first (rotation), so a token planted before sign-in is worthless after it.
 * Returns the Set-Cookie header value.
 */
export async function startSession(request: Request, userId: number): Promise<string> {
  await endSession(request);
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  await getDb()
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
    })
    .execute();
  return sessionCookie().serialize(token);
}

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

/** Page guard: signed-out visitors go to /login?redirectTo=…; returns the user otherwise. */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await getSessionUser(request);
  if (!user) {
    throw redirect(`/login?redirectTo=${encodeURIComponent(safeRedirectTo(request))}`);
  }
  return user;
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

/** API guard: 401 JSON when signed out, 403 JSON without the permission. */
export async function requireRoleApi(
  request: Request,
  permission: Permission,
): Promise<PublicUser> {
  const user = await getSessionUser(request);
  if (!user) throw Response.json({ error: "Sign in required." }, { status: 401 });
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
