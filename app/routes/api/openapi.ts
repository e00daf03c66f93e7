import { getSiteConfig } from "../../modules/site/site-config.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { openApiDocument } from "../+shared/contracts/document.server.ts";
import { openapi } from "../+shared/contracts/operations.ts";

// GET /api/openapi.json: the OpenAPI 3.1 description of every call (docs/product/http-api.md,
// docs/product/calculators.md, docs/product/borrower-journey.md, docs/product/team.md and
// docs/product/operations.md), built in app/routes/+shared/contracts/document.server.ts. Only the loader
// uses it, so none of it (nor the zod schemas it is generated from) reaches the browser.
const route = apiRoute(openapi, {
  GET: () =>
    Response.json(openApiDocument(getSiteConfig().baseUrl), {
      headers: { "Cache-Control": "public, max-age=300" },
    }),
});

export const loader = route.loader;
export const action = route.action;
