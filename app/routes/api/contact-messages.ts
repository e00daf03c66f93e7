import {
  CONTACT_THANKS,
  listContactMessages,
  submitContactMessage,
} from "../../modules/contact/contact.server.ts";
import { requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import { contactMasker } from "../../modules/team/views.ts";
import {
  handleApiErrors,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/contact-messages";

// POST (public): the "Get in Touch" form. GET (team): every message, newest first, with phone and
// e-mail masked for staff.

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    const user = await requireRoleApi(request, "messages");
    // A list: staff see phone and e-mail masked, admins in full (docs/product/team.md).
    const mask = contactMasker(user.role);
    const rows = (await listContactMessages()).map((row) => mask(row));
    return Response.json(rows, { headers: { "Cache-Control": "no-store" } });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const result = await submitContactMessage(await readJsonBody(request));
    if (!result.ok) return validationError(result.error, result.fields);
    return Response.json(
      { id: result.id, reference: result.reference, message: CONTACT_THANKS },
      { status: 201 },
    );
  });
}
