import { reviewDocument } from "../../modules/loan-file/documents.server.ts";
import { documentPanelRoute } from "../+shared/document-panel-route.server.ts";

// POST /admin/eligibility/{id}/documents/{code}/review {status, reason}: the Documents panel's
// Verify and Reject forms.

const route = documentPanelRoute(async (request, id, code, user) => {
  const body = await request.formData().catch(() => new FormData());
  const form = Object.fromEntries(
    [...body.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]),
  );
  const result = await reviewDocument(id, code, form, user);
  if (!result.ok) return { ok: false, message: result.error };
  return { ok: true, message: result.item.status === "verified" ? "Verified." : "Rejected." };
});

export const loader = route.loader;
export const action = route.action;
