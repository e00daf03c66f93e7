import { uploadAsStaff } from "../../modules/loan-file/document-uploads.server.ts";
import { documentPanelRoute } from "../+shared/document-panel-route.server.ts";

// POST /admin/eligibility/{id}/documents/{code}: the Documents panel's plain upload form
// (multipart, one `file` part).

const route = documentPanelRoute(async (request, id, code, user) => {
  const result = await uploadAsStaff(request, id, code, user.id);
  return result.ok ? { ok: true, message: "File uploaded." } : { ok: false, message: result.error };
});

export const loader = route.loader;
export const action = route.action;
