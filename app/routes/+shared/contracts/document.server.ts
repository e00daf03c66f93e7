import { z } from "zod";
import { createDocument } from "zod-openapi";
import { tightLimitOf } from "../../../utils/rate-limits.ts";
import { ADMIN, type COMMON, DATABASE_AWAY, errorsOf, securitySchemes } from "./common.ts";
import type { Call, Contract } from "./contract.ts";
import { CONTRACTS } from "./index.ts";

// The OpenAPI 3.1 document (docs/decisions/042-contracts.md): every call's contract (./index.ts)
// written out by zod-openapi from the same zod schemas apiRoute parses with, with the answers
// every call shares.

/**
 * Calls that never touch the database; every other call may answer 503 with Retry-After while it
 * is away (docs/decisions/028-database-outages.md). /healthz and /readyz describe their own 503.
 */
const WITHOUT_DATABASE = /^\/(api\/openapi\.json|api\/calculators\/|healthz$|readyz$|metrics$)/;

/** The id of a row in the path (`/{id}`): a positive whole number. */
const idSchema = z.number().int().min(1);

/**
 * One operation. Its answers, each later one winning: those the server gives before a route runs
 * (server/security.ts, app/utils/http.server.ts): 400 for a NUL in the address; on a write, 403
 * cross-origin and 413 over 64 KB; 415 for a body that is not JSON; 429 on a POST that a tight
 * limit counts (app/utils/rate-limits.ts); 503 `StartingUp` while the instance starts, or the
 * database away; 404 on a path that names a row (its own may say more); then the role's 401/403,
 * the call's `errors` and its own.
 */
function operation(c: Contract, method: string, call: Call) {
  const { summary, description, operationId, responses, requestBody, bodyOptional } = call;
  const query = call.query ?? call.rawQuery;
  const body = call.body ?? call.rawBody;
  const path = c.notFound === undefined ? c.params : z.object({ id: idSchema });
  const guarded = call.role ?? c.role ?? call.access;
  const early: (keyof typeof COMMON)[] = [400, 503, ...(call.errors ?? [])];
  if (guarded) early.push(401, 403);
  if (c.path.includes("{")) early.push(404);
  if (method !== "GET") early.push(403, 413);
  if (method === "POST" && tightLimitOf(c.path.replace(/\{\w+\}/g, "x"))) early.push(429);
  if (requestBody || body) early.push(415);
  return {
    tags: [c.tag],
    summary,
    description,
    operationId,
    ...(guarded && { security: ADMIN }),
    ...((query || path) && { requestParams: { ...(query && { query }), ...(path && { path }) } }),
    requestBody: body
      ? { required: !bodyOptional, content: { "application/json": { schema: body } } }
      : requestBody,
    responses: {
      ...errorsOf(...early),
      ...(WITHOUT_DATABASE.test(c.path) ? {} : { 503: DATABASE_AWAY }),
      ...responses,
    },
  };
}

type Parameter = { in?: string; required?: boolean };
type Operation = { parameters?: Parameter[] };

/**
 * The parameters every method of a path shares go on the path (as the document always had them):
 * its path names, and the query of a path with more than one method (SEO's `lang`).
 */
function hoisted(item: object) {
  const ops = Object.values(item) as Operation[];
  // zod-openapi leaves out `required: false`; the document always said it.
  for (const p of ops.flatMap((op) => op.parameters ?? [])) p.required ??= false;
  const key = (p: Parameter) => JSON.stringify(p);
  const inAll = (p: Parameter) => ops.every((op) => op.parameters?.some((q) => key(q) === key(p)));
  const shared = (ops[0]?.parameters ?? []).filter(
    (p) => (p.in === "path" || ops.length > 1) && inAll(p),
  );
  if (!shared.length) return item;
  const keys = new Set(shared.map(key));
  const own = ({ parameters = [], ...rest }: Operation) => {
    const left = parameters.filter((p) => !keys.has(key(p)));
    return left.length ? { ...rest, parameters: left } : rest;
  };
  const methods = Object.entries(item).map(([method, op]) => [method, own(op)]);
  return { parameters: shared, ...Object.fromEntries(methods) };
}

const TAGS: Record<string, string | undefined> = {
  Catalog: "Banks and approved projects.",
  SEO: "Per-page titles, descriptions and JSON-LD.",
  Auth: "Registration and sessions.",
  Leads: "Eligibility applications and contact messages.",
  Calculators:
    "EMI, eligibility, prepayment, balance transfer, tax benefit, PMAY-U 2.0 subsidy, cost of buying.",
  Offers: "Every partner lender's offer for a borrower, and why the others did not match.",
  "My loan": "The repo rate, a borrower's saved loans and what the next reset does to them.",
  Reports: "The funnel: enquiries to disbursals.",
  Operations: undefined,
};

export function openApiDocument(baseUrl: string) {
  const { paths = {}, components } = createDocument({
    openapi: "3.1.0",
    info: { title: "", version: "" },
    paths: Object.fromEntries(
      CONTRACTS.map((c) => [
        c.path,
        Object.fromEntries(
          Object.entries(c.methods).map(([m, call]) => [m.toLowerCase(), operation(c, m, call)]),
        ),
      ]),
    ),
  });
  return {
    openapi: "3.1.0",
    info: {
      title: "GharSetu API",
      version: "1.1.0",
      description:
        "Home-loan comparison and lead capture for India. JSON in and out. Invalid input answers 400 with `{error, fields}` and nothing is stored; writes over 64 KB answer 413; an unknown /api path answers 404 `{error}`; a call that needs the database answers 503 `{error}` with `Retry-After` while it cannot be reached. Admin calls need the session cookie of an admin (401 when signed out, 403 for other roles). Bank figures are indicative and carry an as-of date.",
    },
    servers: [{ url: baseUrl }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths: Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, hoisted(item)])),
    components: { securitySchemes, ...components },
  };
}
