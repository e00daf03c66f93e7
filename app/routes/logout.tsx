import { Form, Link, redirect } from "react-router";
import { endSession, getSessionUser } from "../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/logout";

// DECISIONS 1: /logout exists. A GET only shows a button (a link or a prefetch must never sign
// anyone out); the POST ends the session and returns home.

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return { email: user?.email ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const cookie = await endSession(request);
  return redirect("/", { headers: { "Set-Cookie": cookie } });
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-ink">Log out</h1>
        {loaderData.email ? (
          <>
            <p className="mt-3 text-slate-700">
              You are signed in as <strong>{loaderData.email}</strong>. Log out of this device?
            </p>
            <Form method="post" className="mt-6">
              <button
                type="submit"
                className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-900"
              >
                Log out
              </button>
            </Form>
          </>
        ) : (
          <>
            <p className="mt-3 text-slate-700">You are not signed in.</p>
            <p className="mt-6 flex gap-4">
              <Link to="/login" className="font-semibold text-brand-700 underline">
                Log in
              </Link>
              <Link to="/" className="font-semibold text-brand-700 underline">
                Back to Home
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export function meta() {
  return [{ title: "Log out · GharSetu" }, { name: "robots", content: "noindex" }];
}
