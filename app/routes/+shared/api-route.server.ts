import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { toResult } from "../../domain/validation.ts";
import { requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import { cookieSource } from "../../modules/speed-to-lead/source.server.ts";
import type { PublicUser } from "../../modules/users/users.server.ts";
import {
  enquiryCreated,
  handleApiErrors,
  jsonError,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";
import { requestIdContext } from "../../utils/request-context.server.ts";
import { API_METHODS, type ApiMethod, type Call, type Contract } from "./contracts/contract.ts";

// One shape for every JSON resource route (docs/architecture.md, "JSON routes"), driven by the
// route's contract (./contracts/, docs/decisions/042-contracts.md): the role guard first when the
// contract names one for every method, so a caller without the role learns nothing (not even which
// methods exist); 405 with `Allow` (the contract's methods) for any other method; a method's own
// role next; the path's `:id` of a contract with `notFound`; then the query and the JSON body,
// parsed with the contract's zod schemas (400 `{error, fields}` when they fail); HttpErrors and
// thrown Responses answered as JSON; a signed-in caller's answers `no-store`. A route file is
// then only its handlers:
//
//   const route = apiRoute(otpContract, { POST: async ({ body }) => … });
//   export const loader = route.loader;
//   export const action = route.action;
//
// (Two named exports, not `export const { loader, action } = …`: React Router's build must be
// able to remove server exports one by one and refuses destructured ones.)

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a method's contract parses: its `query` or its `body`. */
type Parsed<Call, K extends "query" | "body"> = Call extends { [P in K]: infer S }
  ? Out<S>
  : undefined;

/** What a method's handler gets, typed from its contract. */
export interface ApiArgs<C extends Contract, M extends keyof C["methods"]> {
  request: Request;
  params: Record<string, string | undefined>;
  /** The signed-in user with the contract's (or the method's) role; `null` on a public method. */
  user: C["role"] extends string
    ? PublicUser
    : C["methods"][M] extends { role: string }
      ? PublicUser
      : null;
  /** The path's `:id` when the contract names its `notFound`, a positive whole number; else 0. */
  id: number;
  query: Parsed<C["methods"][M], "query">;
  body: Parsed<C["methods"][M], "body">;
  /** The request's `X-Request-Id` (server/observability.ts); "" where no server gave one. */
  requestId: string;
}

export type Handlers<C extends Contract> = {
  [M in keyof C["methods"]]: (args: ApiArgs<C, M>) => Promise<Response> | Response;
};

interface RouteArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context?: Readonly<RouterContextProvider>;
}

/** The query as an object: a name given twice keeps its first value, as `searchParams.get`. */
function queryOf(search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of search) query[name] ??= value;
  return query;
}

/** The route of a contract: its loader and action (the same function). */
export function apiRoute<const C extends Contract>(c: C, handlers: Handlers<C>) {
  const calls = c.methods as Partial<Record<ApiMethod, Call>>;
  const table = handlers as unknown as Record<
    string,
    (args: unknown) => Promise<Response> | Response
  >;
  const allowed = API_METHODS.filter((method) => calls[method]);
  const run = ({ request, params, context }: RouteArgs) =>
    handleApiErrors(async () => {
      const routeUser = c.role ? await requireRoleApi(request, c.role) : null;
      // HEAD is answered by the GET handler; the server drops the body.
      const method = (request.method === "HEAD" ? "GET" : request.method) as ApiMethod;
      const call = API_METHODS.includes(method) ? calls[method] : undefined;
      if (!call) return methodNotAllowed(allowed);
      const user = call.role ? await requireRoleApi(request, call.role) : routeUser;
      const id = c.notFound === undefined ? 0 : idParam(params.id);
      if (c.notFound !== undefined && !id) return jsonError(404, c.notFound);
      let query: unknown;
      if (call.query) {
        const search = new URL(request.url).searchParams;
        const read = toResult(call.query, call.readQuery?.(search) ?? queryOf(search));
        if (!read.ok) return validationError(read.error, read.fields);
        query = read.data;
      }
      let body: unknown;
      if (call.body) {
        const read = toResult(call.body, await readJsonBody(request));
        if (!read.ok) return validationError(read.error, read.fields);
        body = read.data;
      }
      const requestId = context?.get(requestIdContext) ?? "";
      const response = await table[method]({ request, params, user, id, query, body, requestId });
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
) {
  return async ({ request }: { request: Request }) =>
    enquiryCreated(
      await submit(await readJsonBody(request), new Date(), cookieSource(request)),
      thanks,
    );
}
