// npx tsx scripts/dump-openapi.ts > FILE: the OpenAPI document /api/openapi.json serves, with
// http://localhost as its server, for scripts/compare-openapi.mjs (docs/decisions/042-contracts.md).
import { openApiDocument } from "../app/routes/+shared/contracts/document.server.ts";

process.stdout.write(`${JSON.stringify(openApiDocument("http://localhost"), null, 2)}\n`);
