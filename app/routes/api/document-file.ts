import { DOCUMENT_MESSAGES } from "../../domain/loan-file/document-files.ts";
import { recordAccess } from "../../modules/access-log/access-log.server.ts";
import { readDocumentFile } from "../../modules/loan-file/documents.server.ts";
import { jsonError } from "../../utils/http.server.ts";
import { idParam } from "../../utils/id-param.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { documentFile } from "../+shared/contracts/loan-file.ts";

// GET /api/documents/{fileId} (docs/product/loan-file.md "Documents"), staff and admins: the
// file's bytes as an attachment, never sniffed or kept by the browser, and written to the access
// log. Anyone else 401/403 (the role guard); an unknown or erased id 404. `X-Content-Type-Options:
// nosniff` is on every answer already (server/security.ts securityHeaders); set twice it would
// read "nosniff, nosniff".

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const route = apiRoute(documentFile, {
  GET: async ({ params, user }) => {
    const file = await readDocumentFile(idParam(params.fileId));
    if (!file) return jsonError(404, DOCUMENT_MESSAGES.fileNotFound);
    await recordAccess({
      actorId: user.id,
      actorEmail: user.email,
      action: "view",
      subjectType: "document",
      subjectId: file.id,
      detail: `lead ${file.leadId}, ${file.code}`,
    });
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.bytes.length),
        "Content-Disposition": disposition(file.name),
        "Cache-Control": "no-store",
      },
    });
  },
});

export const loader = route.loader;
export const action = route.action;
