// Building blocks of /api/openapi.json (docs/product/http-api.md and docs/product/calculators.md).
// Every request and response schema is generated from a zod schema with zod 4's z.toJSONSchema, so
// the document cannot drift from what the server checks. Each area (catalog, SEO, auth, leads,
// calculators, …) has a file `<area>-paths.server.ts` exporting `paths` and `schemas`; `AREAS` in
// document.server.ts lists them.

import { z } from "zod";

export type Schema = Record<string, unknown>;
export type PathItems = Record<string, Record<string, unknown>>;

/**
 * JSON Schema (2020-12, what OpenAPI 3.1 uses) of a zod schema. `input` describes what a client
 * sends (defaults optional, before transforms), `output` what the server answers. Checks that JSON
 * Schema cannot express (refinements, transforms) are left out rather than failing: the server
 * still runs them, and the field descriptions say what they are.
 */
export function fromZod(schema: z.ZodType, io: "input" | "output" = "output"): Schema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
  }) as Schema;
  return rest;
}

/** Adds documentation (descriptions, examples, enumerations the rules check) onto a generated schema. */
export function annotate(
  schema: Schema,
  properties: Record<string, Schema>,
  extra: Schema = {},
): Schema {
  const current = (schema.properties ?? {}) as Record<string, Schema>;
  const merged: Record<string, Schema> = { ...current };
  for (const [key, value] of Object.entries(properties))
    merged[key] = { ...(current[key] ?? {}), ...value };
  return { ...schema, ...extra, properties: merged };
}

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

export const json = (schema: Schema, description: string, headers?: Schema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema } },
});

export const body = (schema: Schema, description?: string) => ({
  required: true,
  ...(description ? { description } : {}),
  content: { "application/json": { schema } },
});

/** A 200 answer that is JSON, or CSV when the call is asked for `format=csv`. */
export const jsonOrCsv = (schema: Schema, description: string, headers?: Schema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: {
    "application/json": { schema },
    "text/csv": { schema: { type: "string" } },
  },
});

/** `format=csv`: the query parameter of the calls that answer CSV too. */
export const csvFormatParameter = (description: string) => ({
  name: "format",
  in: "query",
  required: false,
  description,
  schema: { type: "string", enum: ["csv"] },
});

/** The id of a row in the path (`/{id}`): a positive whole number. */
export const idParameter = (name = "id") => ({
  name,
  in: "path",
  required: true,
  schema: { type: "integer", minimum: 1 },
});

/** Compile-time guard: a documented answer has exactly the fields the module returns. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compile-time guard: the answer has a field for every column of the row (a new column fails to
 * compile until the answer's schema has it). */
export type AnswersEvery<Row, Answer> = [Exclude<keyof Row, keyof Answer>] extends [never]
  ? true
  : false;

export const ADMIN = [{ sessionCookie: [] }];

export const COMMON = {
  400: { $ref: "#/components/responses/ValidationError" },
  401: { $ref: "#/components/responses/Unauthorized" },
  403: { $ref: "#/components/responses/Forbidden" },
  404: { $ref: "#/components/responses/NotFound" },
  405: { $ref: "#/components/responses/MethodNotAllowed" },
  413: { $ref: "#/components/responses/PayloadTooLarge" },
  415: { $ref: "#/components/responses/UnsupportedMediaType" },
  429: { $ref: "#/components/responses/TooManyRequests" },
  503: { $ref: "#/components/responses/StartingUp" },
};

/** The shared error answers of a call, by status: `...errorsOf(400, 413, 415)`. */
export function errorsOf(...statuses: (keyof typeof COMMON)[]) {
  return Object.fromEntries(statuses.map((status) => [status, COMMON[status]]));
}

/** Who may make a call: `signed-in` needs the session cookie (401 without it; 403 while a team
 * member must set up two-step sign-in); `role` also needs a role the call allows (403 for the
 * others). */
export type Access = "signed-in" | "role";

/** One call (an OpenAPI operation object) as an area describes it; `operation` writes it out. */
export interface OperationSpec {
  summary: string;
  description?: string;
  operationId: string;
  access?: Access;
  parameters?: Schema[];
  /** A required JSON body's schema; `requestBody` for any other kind of body. */
  body?: Schema;
  requestBody?: Schema;
  responses: Record<number, unknown>;
  /** Shared error answers (COMMON) the call's own code gives, besides those `access` brings. */
  errors?: (keyof typeof COMMON)[];
}

/**
 * The operation object of one call, its keys in the document's order. A call lists only the
 * answers its own code gives: the ones every call can get before its route runs (400, a write's
 * 403 and 413, 415 for a body, 503) are added once, by withServerWideAnswers in document.server.ts.
 */
export function operation(tag: string, spec: OperationSpec) {
  const { summary, description, operationId, access, parameters, errors = [] } = spec;
  const requestBody = spec.body ? body(spec.body) : spec.requestBody;
  const shared: (keyof typeof COMMON)[] = [];
  // A team member who must still set up two-step sign-in gets 403 from any signed-in call.
  if (access) shared.push(401, 403);
  return {
    tags: [tag],
    summary,
    ...(description === undefined ? {} : { description }),
    operationId,
    ...(access ? { security: ADMIN } : {}),
    ...(parameters ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...errorsOf(...shared, ...errors), ...spec.responses },
  };
}

/**
 * Query parameters from a zod object schema: one parameter per property, required when the
 * schema requires it, with its generated schema (range, default, enumeration, description).
 */
export function queryParameters(schema: z.ZodType): Schema[] {
  const generated = fromZod(schema, "input");
  const properties = (generated.properties ?? {}) as Record<string, Schema>;
  const required = new Set((generated.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: "query",
      required: required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}
