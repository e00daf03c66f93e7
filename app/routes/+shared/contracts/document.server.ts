import { z } from "zod";
import { createDocument } from "zod-openapi";
import { ADMIN, type COMMON, DATABASE_AWAY, errorsOf, securitySchemes } from "./common.ts";
import { type Call, type Contract, sharedAnswers } from "./contract.ts";
import { CONTRACTS } from "./index.ts";

// The OpenAPI 3.1 document (docs/decisions/042-contracts.md): every call's contract (./index.ts)
// written out by zod-openapi from the same zod schemas apiRoute parses with, then the server-wide
// answers below added to each.

/**
 * Calls that never touch the database; every other call may answer 503 with Retry-After while it
 * is away (docs/decisions/028-database-outages.md). /healthz and /readyz describe their own 503.
 */
const WITHOUT_DATABASE = /^\/(api\/openapi\.json|api\/calculators\/|healthz$|readyz$|metrics$)/;

/**
 * The answers the server gives before a route runs, on every call that can get them
 * (server/security.ts, app/utils/http.server.ts): 400 for a NUL in the address, on any call;
 * 403 for a cross-origin write and 413 for a declared body over 64 KB, on any write; 415 for a
 * body that is not JSON, on any call that reads one; 503 `StartingUp` (that message only) while the
 * instance starts, on any call. The role's answers, the call's `errors` and its own answers win.
 */
function serverWideAnswers(c: Contract, method: string, call: Call) {
  const added: (keyof typeof COMMON)[] = [400, 503];
  if (method !== "GET") added.push(403, 413);
  if (call.requestBody || call.body || call.rawBody) added.push(415);
  return {
    ...errorsOf(...added),
    ...(WITHOUT_DATABASE.test(c.path) ? {} : { 503: DATABASE_AWAY }),
  };
}

/** The paths and component schemas zod-openapi writes from the contracts. */
function fromContracts() {
  const generated = createDocument({
    openapi: "3.1.0",
    info: { title: "", version: "" },
    paths: Object.fromEntries(CONTRACTS.map((c) => [c.path, pathItem(c)])),
  });
  const paths = Object.fromEntries(
    Object.entries(generated.paths ?? {}).map(([path, item]) => [path, hoisted(item)]),
  );
  return { paths, components: generated.components };
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
  const shared = (ops[0]?.parameters ?? []).filter(
    (p) =>
      (p.in === "path" || ops.length > 1) &&
      ops.every((op) => op.parameters?.some((q) => key(q) === key(p))),
  );
  if (!shared.length) return item;
  const keys = new Set(shared.map(key));
  const methods = Object.entries(item).map(([method, op]) => {
    const { parameters = [], ...rest } = op as Operation;
    const own = parameters.filter((p) => !keys.has(key(p)));
    return [method, own.length ? { ...rest, parameters: own } : rest];
  });
  return { parameters: shared, ...Object.fromEntries(methods) };
}

/** One path's operations, each with its role's answers and its own `errors` (see ./contract.ts). */
function pathItem(c: Contract) {
  const calls = Object.entries(c.methods) as [string, Call][];
  return Object.fromEntries(
    calls.map(([method, call]) => {
      const { summary, description, operationId, responses } = call;
      const query = call.query ?? call.rawQuery;
      const body = call.body ?? call.rawBody;
      const pathParams = c.notFound === undefined ? c.params : z.object({ id: idSchema });
      return [
        method.toLowerCase(),
        {
          tags: [c.tag],
          summary,
          ...(description === undefined ? {} : { description }),
          operationId,
          ...(call.role || c.role || call.access ? { security: ADMIN } : {}),
          ...(query || pathParams
            ? {
                requestParams: { ...(query && { query }), ...(pathParams && { path: pathParams }) },
              }
            : {}),
          ...(call.requestBody ? { requestBody: call.requestBody } : {}),
          ...(body
            ? {
                requestBody: {
                  required: !call.bodyOptional,
                  content: { "application/json": { schema: body } },
                },
              }
            : {}),
          responses: {
            ...serverWideAnswers(c, method, call),
            ...sharedAnswers(c, call),
            ...responses,
          },
        },
      ];
    }),
  );
}

/** The id of a row in the path (`/{id}`): a positive whole number. */
const idSchema = z.number().int().min(1);

export function openApiDocument(baseUrl: string) {
  const contracts = fromContracts();
  return {
    openapi: "3.1.0",
    info: {
      title: "GharSetu API",
      version: "1.1.0",
      description:
        "Home-loan comparison and lead capture for India. JSON in and out. Invalid input answers 400 with " +
        "`{error, fields}` and nothing is stored; writes over 64 KB answer 413; an unknown /api path answers 404 " +
        "`{error}`; a call that needs the database answers 503 `{error}` with `Retry-After` while it cannot be reached. Admin calls need the session cookie of an admin (401 when signed out, 403 for other roles). " +
        "Bank figures are indicative and carry an as-of date.",
    },
    servers: [{ url: baseUrl }],
    tags: [
      { name: "Catalog", description: "Banks and approved projects." },
      { name: "SEO", description: "Per-page titles, descriptions and JSON-LD." },
      { name: "Auth", description: "Registration and sessions." },
      { name: "Leads", description: "Eligibility applications and contact messages." },
      {
        name: "Calculators",
        description:
          "EMI, eligibility, prepayment, balance transfer, tax benefit, PMAY-U 2.0 subsidy, cost of buying.",
      },
      {
        name: "Offers",
        description:
          "Every partner lender's offer for a borrower, and why the others did not match.",
      },
      {
        name: "My loan",
        description:
          "The repo rate, a borrower's saved loans and what the next reset does to them.",
      },
      { name: "Reports", description: "The funnel: enquiries to disbursals." },
      { name: "Operations" },
    ],
    paths: contracts.paths,
    components: { securitySchemes, ...contracts.components },
  };
}
