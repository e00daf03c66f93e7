import { z } from "zod";
import type { oas31, ZodOpenApiRequestBodyObject, ZodOpenApiResponsesObject } from "zod-openapi";
import type { Permission } from "../../../domain/team/roles.ts";
import { type COMMON, errorsOf } from "./common.ts";

export type { Same } from "../../../utils/type-checks.ts";

// A contract per call, in one place (docs/decisions/042-contracts.md): the path, who may call it,
// what it reads (path, query, body: zod schemas, with `.meta()` for descriptions and examples)
// and what it answers. apiRoute (../api-route.server.ts) parses with it and hands the handler
// typed values; the OpenAPI document (./document.server.ts) is generated from it by zod-openapi.

export const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ApiMethod = (typeof API_METHODS)[number];

/** One method of a path. */
export interface Call {
  tag: string;
  summary: string;
  description?: string;
  operationId: string;
  /** This method's role; a method without one is public unless the contract names a role. */
  role?: Permission;
  /** Signed in, any role: the handler checks the session itself (documented 401/403). */
  access?: "signed-in";
  query?: z.ZodObject;
  /** How the query is read before `query` parses it; by default each name's first value. */
  readQuery?: (search: URLSearchParams) => Record<string, unknown>;
  /** A required JSON body, parsed before the handler runs. */
  body?: z.ZodType;
  /** A JSON body the handler reads itself, with the domain's zod parse (its checks in an order of
   * their own, or a 409 beside the 400): documented here, not parsed by apiRoute. */
  rawBody?: z.ZodType | oas31.SchemaObject | oas31.ReferenceObject;
  /** A body that is not JSON (multipart), read by the handler: documented as it is. */
  requestBody?: ZodOpenApiRequestBodyObject;
  /** `rawBody` may be left out (the proof of DELETE /api/my-loans/{id} may come in the query). */
  bodyOptional?: true;
  /** A query the handler reads itself, as `rawBody`: documented, not parsed by apiRoute. */
  rawQuery?: z.ZodObject;
  /** The call's own answers; the shared ones (COMMON) its code gives go in `errors`. */
  responses: ZodOpenApiResponsesObject;
  errors?: (keyof typeof COMMON)[];
}

/** One path (one route file): its methods. */
export interface Contract {
  /** The OpenAPI path, `/api/otp/verify`, `/api/banks/{slug}`. */
  path: string;
  /** The role of every method. */
  role?: Permission;
  /** A path of one row (`/{id}`): the 404 message of an id that cannot be a row's. */
  notFound?: string;
  /** The path's other names (`{slug}`, `{page}`): documented; the handler reads them, an unknown
   * value being its 404. */
  params?: z.ZodObject;
  methods: Partial<Record<ApiMethod, Call>>;
  /** Answered by the server itself (server/), before any route: no route file. */
  server?: true;
}

/** Keeps the literal types (methods, roles, schemas) that apiRoute types the handlers from. */
export const contract = <const C extends Contract>(c: C): C => c;

/** A JSON answer: `json(schema, "Sent.")`. */
export const json = (
  schema: z.ZodType | oas31.SchemaObject | oas31.ReferenceObject,
  description: string,
  headers?: oas31.HeadersObject,
) => ({
  description,
  ...(headers && { headers }),
  content: { "application/json": { schema } },
});

/** A component written as JSON Schema (generated with fromZod and annotated), under its name. */
export const named = (id: string, schema: Record<string, unknown>) =>
  z.unknown().meta({ id, override: schema as oas31.SchemaObject });

/** `$ref` of a schema the document's components hold (Error, ValidationError, …). */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The shared answers of a call as OpenAPI: the role's 401/403, then its own `errors`. */
export function sharedAnswers(c: Contract, call: Call) {
  const guarded = call.role ?? c.role ?? call.access;
  return errorsOf(...(guarded ? ([401, 403] as const) : []), ...(call.errors ?? []));
}
