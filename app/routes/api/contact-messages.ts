import { withSource } from "../../domain/speed-to-lead/touch.ts";
import { contactMasker } from "../../domain/team/masking.ts";
import * as contact from "../../modules/contact/contact.server.ts";
import { apiRoute, enquiryPost } from "../+shared/api-route.server.ts";
import { contactMessages } from "../+shared/contracts/leads.ts";

// POST (public): the "Get in Touch" form. GET (team): every message, newest first, with phone and
// e-mail masked for staff.

const route = apiRoute(contactMessages, {
  GET: async ({ user }) => {
    // A list: staff see phone and e-mail masked, admins in full (docs/product/team.md).
    const mask = contactMasker(user.role);
    const rows = (await contact.listContactMessages()).map((row) => withSource(mask(row)));
    return Response.json(rows);
  },
  POST: enquiryPost(contact.submitContactMessage, contact.CONTACT_THANKS),
});

export const loader = route.loader;
export const action = route.action;
