import type { ServerBuild } from "react-router";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  noteDatabaseError,
  UNAVAILABLE_HEADERS,
} from "../app/utils/database-outage.server.ts";

// A page's loader or action that meets a database it cannot reach answers 503 with Retry-After,
// not 500 (docs/decisions/028-database-outages.md). The error becomes a thrown Response, which
// React Router turns into a route error response: the status and the `unavailable` flag survive
// into the browser's hydration, so the error boundary shows the same friendly page on both sides
// (a thrown Error is reduced to "Unexpected Server Error" before it leaves the server). JSON routes
// answer it themselves in apiRoute(); a resource route that is not one gets the JSON answer here.

type Handler = (args: unknown) => unknown;

function outageAnswer(): Response {
  return Response.json(
    { error: DATABASE_UNAVAILABLE_MESSAGE, unavailable: true },
    { status: 503, headers: UNAVAILABLE_HEADERS },
  );
}

function guarded(handler: Handler): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (noteDatabaseError(error)) throw outageAnswer();
      throw error;
    }
  };
}

/** The build with every loader and action guarded; the route modules themselves are untouched. */
export function answerOutages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = route.module as unknown as Record<string, unknown>;
    const loader = module.loader as Handler | undefined;
    const action = module.action as Handler | undefined;
    if (!loader && !action) {
      routes[id] = route;
      continue;
    }
    routes[id] = {
      ...route,
      module: {
        ...module,
        ...(loader ? { loader: guarded(loader) } : {}),
        ...(action ? { action: guarded(action) } : {}),
      } as unknown as typeof route.module,
    };
  }
  return { ...build, routes };
}
