import { notesRoute } from "../+shared/notes-route.server.ts";

// POST /api/eligibility-applications/{id}/notes {text} → 201 {id, author_email, text, created_at}
// (docs/product/team.md "Working a lead"); staff and admins.

const route = notesRoute("lead");
export const loader = route.loader;
export const action = route.action;
