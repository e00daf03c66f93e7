import { notesRoute } from "../+shared/notes-route.server.ts";

// POST /api/callback-requests/{id}/notes {text} → 201 {id, author_email, text, created_at}: the
// same notes as a lead's (docs/product/team.md "Working a lead", issue 13); staff and admins.

const route = notesRoute("callback");
export const loader = route.loader;
export const action = route.action;
