// What the home route's action answers for the Get in Touch form: in a module of its own so that
// the route's clientAction does not pull the form's code into the page's first load (the form is
// in an island that loads when reached, docs/decisions/030-islands-hydrate-when-reached.md).

/** What the home route's action answers for the contact form. */
export type ContactFormState =
  | { ok: true; message: string }
  | { ok: false; error: string; fields: Record<string, string>; values: Record<string, string> };

/** Shown when the message could not be sent at all (offline, rate limit, server trouble). */
export const CONTACT_UNAVAILABLE =
  "We could not send your message just now. Please try again in a few minutes, or call us.";
