import type { z } from "zod";
import type { ZodOpenApiRequestBodyObject, ZodOpenApiResponsesObject } from "zod-openapi";
import type { Permission } from "../../../domain/team/roles.ts";
import type { COMMON, Schema } from "./common.ts";

export { error, invalid, json } from "./common.ts";

// A contract per call, in one place (docs/decisions/042-contracts.md): the path, who may call it,
// what it reads (path, query, body: zod schemas, with `.meta()` for descriptions and examples)
// and what it answers. apiRoute (../api-route.server.ts) parses with it and hands the handler
// typed values; the OpenAPI document (./document.server.ts) is generated from it by zod-openapi.

export const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ApiMethod = (typeof API_METHODS)[number];

export interface Call {
  operationId: string;
  summary: string;
  description?: string;
  /** This method's role; a method without one is public unless the contract names a role. */
  role?: Permission;
  /** Signed in, any role: the handler checks the session itself (documented 401/403). */
  access?: "signed-in";
  /** Parsed by apiRoute before the handler runs; `readQuery` reads it (default: first values). */
  query?: z.ZodObject;
  readQuery?: (search: URLSearchParams) => Record<string, unknown>;
  body?: z.ZodType;
  /** Read by the handler itself with the domain's parse (its checks in an order of their own, or a
   * 409 beside the 400): documented, not parsed by apiRoute. `bodyOptional`: the body may be left
   * out (DELETE /api/my-loans/{id} takes its proof in the query too). */
  rawQuery?: z.ZodObject;
  rawBody?: Schema;
  bodyOptional?: true;
  /** A body that is not JSON (multipart), read by the handler: documented as it is. */
  requestBody?: ZodOpenApiRequestBodyObject;
  /** The call's own answers. The shared ones (COMMON) its code gives go in `errors`; those every
   * call of its kind gives (a path's 404, a tight limit's 429, …) come from ./document.server.ts. */
  responses: ZodOpenApiResponsesObject;
  errors?: (keyof typeof COMMON)[];
}

/** What a path says besides its methods and its OpenAPI tag and path. */
interface PathOptions {
  /** The role of every method. */
  role?: Permission;
  /** A path of one row (`/{id}`): the 404 message of an id that cannot be a row's. */
  notFound?: string;
  /** The path's other names (`{slug}`, `{page}`): documented; the handler reads them, an unknown
   * value being its 404. */
  params?: z.ZodObject;
  /** Answered by the server itself (server/), before any route: no route file. */
  server?: true;
}

/** One path (one route file): its methods. */
export interface Contract extends PathOptions {
  tag: string;
  path: string;
  methods: { [M in ApiMethod]?: Call };
}

/** The entries whose key passes `test`, then the others. */
const split = (spec: object, test: (key: string) => boolean) =>
  [true, false].map((pass) =>
    Object.fromEntries(Object.entries(spec).filter(([key]) => test(key) === pass)),
  );

/**
 * `contract("Catalog", "/api/banks/{slug}", { params, GET: call(…), PUT: call(…) })`: the methods
 * and the path's options in one object, kept with the literal types (methods, roles, schemas)
 * that apiRoute types the handlers from.
 */
export function contract<const S extends PathOptions & { [M in ApiMethod]?: Call }>(
  tag: string,
  path: string,
  spec: S,
) {
  const [methods, options] = split(spec, (key) => API_METHODS.includes(key as ApiMethod));
  type Methods = Pick<S, Extract<keyof S, ApiMethod>>;
  return { tag, path, ...options, methods } as Omit<S, ApiMethod> & Contract & { methods: Methods };
}

type Answers = ZodOpenApiResponsesObject;
type CallSpec = Omit<Call, "operationId" | "summary" | "responses"> & {
  [status: number]: Answers["200"] | undefined;
};

/**
 * One method: `call("getBank", "Get one bank", { 200: json(bank, "The bank.") })`,
 * its own answers under their statuses beside the rest of its contract.
 */
export function call<const S extends CallSpec>(operationId: string, summary: string, spec: S) {
  const [responses, options] = split(spec, (key) => /^\d{3}$/.test(key));
  type Own = Omit<S, number> & { operationId: string; summary: string; responses: Answers };
  return { operationId, summary, ...options, responses } as unknown as Own;
}
