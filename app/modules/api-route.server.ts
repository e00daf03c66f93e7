import type { Permission } from "../domain/team/roles.ts";
import { handleApiErrors, methodNotAllowed } from "../utils/http.server.ts";
import { requireRoleApi } from "./sessions/sessions.server.ts";
import type { PublicUser } from "./users/users.server.ts";

// One shape for every JSON resource route (docs/architecture.md, "JSON routes"): a table of
// methods, each a handler; the role guard first when the route has one, so a caller without the
// role learns nothing (not even which methods exist); 405 with `Allow` for any other method;
// HttpErrors and thrown Responses answered as JSON. A route file is then only its handlers:
//
//   const route = apiRoute({ role: "leads", GET: ..., PATCH: ... });
//   export const loader = route.loader;
//   export const action = route.action;
//
// (Two named exports, not `export const { loader, action } = …`: React Router's build must be
// able to remove server exports one by one and refuses destructured ones.)

export const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export interface ApiArgs<User> {
  request: Request;
  params: Record<string, string | undefined>;
  /** The signed-in user with the route's role; `null` on a public route. */
  user: User;
}

type Handlers<User> = Partial<Record<ApiMethod, (args: ApiArgs<User>) => Promise<Response>>>;

interface RouteArgs {
  request: Request;
  params: Record<string, string | undefined>;
}

type Options =
  | ({ role: Permission } & Handlers<PublicUser>)
  | ({ role?: undefined } & Handlers<null>);

export function apiRoute(options: Options) {
  const handlers = options as { role?: Permission } & Handlers<PublicUser | null>;
  const allowed = API_METHODS.filter((method) => handlers[method]);
  const run = ({ request, params }: RouteArgs) =>
    handleApiErrors(async () => {
      const user = handlers.role ? await requireRoleApi(request, handlers.role) : null;
      // HEAD is answered by the GET handler; the server drops the body.
      const method = (request.method === "HEAD" ? "GET" : request.method) as ApiMethod;
      const handler = API_METHODS.includes(method) ? handlers[method] : undefined;
      if (!handler) return methodNotAllowed(allowed);
      return handler({ request, params, user });
    });
  return { loader: run, action: run };
}
