import type { Permission } from "../domain/team/roles.ts";
import {
  enquiryCreated,
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
} from "../utils/http.server.ts";
import { idParam } from "../utils/id-param.ts";
import { requireRoleApi } from "./sessions/sessions.server.ts";
import { cookieSource } from "./speed-to-lead/source.server.ts";
import type { PublicUser } from "./users/users.server.ts";

// One shape for every JSON resource route (docs/architecture.md, "JSON routes"): a table of
// methods, each a handler; the role guard first when the route has one, so a caller without the
// role learns nothing (not even which methods exist); 405 with `Allow` for any other method;
// HttpErrors and thrown Responses answered as JSON; a signed-in caller's answers `no-store`. A route file is then only its handlers:
//
//   const route = apiRoute({ role: "leads", GET: ..., PATCH: ... });
//   export const loader = route.loader;
//   export const action = route.action;
//
// A route whose methods differ (a public POST beside a team's GET, a public GET beside an admin's
// PUT) names the role per method, `role: { GET: "leads" }`: that method's guard runs before its
// handler, the others stay public, and an unknown method is a 405 for anyone.
//
// A route of one row, `/…/{id}`, names the 404 of an id that cannot be a row's,
// `notFound: "Application not found."`: `idParam()` reads the path's `:id` after the guard and the
// method check, answers that 404 for anything but a positive whole number, and hands the number to
// the handler as `id` (docs/architecture.md, "JSON routes").
//
// (Two named exports, not `export const { loader, action } = …`: React Router's build must be
// able to remove server exports one by one and refuses destructured ones.)

export const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export interface ApiArgs<User> {
  request: Request;
  params: Record<string, string | undefined>;
  /** The signed-in user with the route's (or the method's) role; `null` on a public method. */
  user: User;
  /** The path's `:id` when the route names its `notFound`, a positive whole number; else 0. */
  id: number;
}

type Handler<User> = (args: ApiArgs<User>) => Promise<Response> | Response;
type Handlers<User> = Partial<Record<ApiMethod, Handler<User>>>;

interface RouteArgs {
  request: Request;
  params: Record<string, string | undefined>;
}

type MethodRoles = Partial<Record<ApiMethod, Permission>>;
/** The 404 message of a route of one row (see above). */
type RowOptions = { notFound?: string };
type ApiRoute = {
  loader: (args: RouteArgs) => Promise<Response>;
  action: (args: RouteArgs) => Promise<Response>;
};

/** Every method behind one role: each handler gets the signed-in user. */
export function apiRoute(
  options: { role: Permission } & RowOptions & Handlers<PublicUser>,
): ApiRoute;
/** A role per method: the guarded methods' handlers get the user, the public ones `null`. */
export function apiRoute<const R extends MethodRoles>(
  options: { role: R } & RowOptions & {
      [M in ApiMethod]?: Handler<M extends keyof R ? PublicUser : null>;
    },
): ApiRoute;
/** A public route. */
export function apiRoute(options: { role?: undefined } & RowOptions & Handlers<null>): ApiRoute;
export function apiRoute(options: { role?: Permission | MethodRoles } & RowOptions): ApiRoute {
  const { role, notFound, ...table } = options;
  const handlers = table as Handlers<PublicUser | null>;
  const allowed = API_METHODS.filter((method) => handlers[method]);
  const run = ({ request, params }: RouteArgs) =>
    handleApiErrors(async () => {
      const everyMethod = typeof role === "string" ? role : undefined;
      const routeUser = everyMethod ? await requireRoleApi(request, everyMethod) : null;
      // HEAD is answered by the GET handler; the server drops the body.
      const method = (request.method === "HEAD" ? "GET" : request.method) as ApiMethod;
      const handler = API_METHODS.includes(method) ? handlers[method] : undefined;
      if (!handler) return methodNotAllowed(allowed);
      const methodRole = typeof role === "object" ? role[method] : undefined;
      const user = methodRole ? await requireRoleApi(request, methodRole) : routeUser;
      const id = notFound === undefined ? 0 : idParam(params.id);
      const response =
        notFound !== undefined && !id
          ? jsonError(404, notFound)
          : await handler({ request, params, user, id });
      // The team's answers hold leads: a shared computer's browser must not keep them
      // (docs/product/team.md "Masking", as the admin pages).
      if (user && !response.headers.has("Cache-Control")) {
        response.headers.set("Cache-Control", "no-store");
      }
      return response;
    });
  return { loader: run, action: run };
}

/**
 * The public POST of an enquiry form (a callback request, a contact message): the JSON body, the
 * time and the visit's source (docs/product/speed-to-lead.md) to `submit`; 201 with the reference
 * and `thanks`, or 400 `{error, fields}`.
 */
export function enquiryPost(
  submit: (
    body: unknown,
    now: Date,
    source: ReturnType<typeof cookieSource>,
  ) => Promise<Parameters<typeof enquiryCreated>[0]>,
  thanks: string,
): Handler<null> {
  return async ({ request }) => {
    const body = await readJsonBody(request);
    return enquiryCreated(await submit(body, new Date(), cookieSource(request)), thanks);
  };
}
