import * as auth from "../../modules/api-docs/auth-paths.ts";
import * as borrower from "../../modules/api-docs/borrower-paths.ts";
import * as calculators from "../../modules/api-docs/calculators-paths.ts";
import * as catalog from "../../modules/api-docs/catalog-paths.ts";
import * as common from "../../modules/api-docs/common.ts";
import * as instances from "../../modules/api-docs/instances-paths.ts";
import * as leads from "../../modules/api-docs/leads-paths.ts";
import * as operations from "../../modules/api-docs/operations-paths.ts";
import * as seo from "../../modules/api-docs/seo-paths.ts";
import * as team from "../../modules/api-docs/team-paths.ts";
import { getSiteConfig } from "../../modules/site/site-config.server.ts";
import { methodNotAllowed } from "../../utils/http.server.ts";

// GET /api/openapi.json: the OpenAPI 3.1 description of every call of DECISIONS.md 5 and 7.
// Each area's paths and schemas live in app/modules/api-docs/<area>-paths.ts and are generated from
// the zod schemas the server checks with (z.toJSONSchema), so the document cannot drift from them.
// A new area adds one import and one entry to AREAS.
export function loader() {
  return Response.json(openApiDocument(getSiteConfig().baseUrl), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}

const AREAS = [catalog, seo, auth, leads, borrower, team, calculators, operations, instances];

export function openApiDocument(baseUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "GharSetu API",
      version: "1.1.0",
      description:
        "Home-loan comparison and lead capture for India. JSON in and out. Invalid input answers 400 with " +
        "`{error, fields}` and nothing is stored; writes over 64 KB answer 413; an unknown /api path answers 404 " +
        "`{error}`. Admin calls need the session cookie of an admin (401 when signed out, 403 for other roles). " +
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
        description: "EMI, eligibility, prepayment, balance transfer, tax benefit.",
      },
      { name: "Operations" },
    ],
    paths: Object.assign({}, ...AREAS.map((area) => area.paths)),
    components: {
      securitySchemes: common.securitySchemes,
      responses: common.responses,
      schemas: Object.assign({}, common.schemas, ...AREAS.map((area) => area.schemas)),
    },
  };
}
