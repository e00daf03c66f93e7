// The checks every public form's body passes before anything is stored (docs/product/forms.md):
// the contact, callback, grievance and registration forms alike.

import { readClientId } from "../../domain/client-id.ts";
import type { Source, SourceRecord } from "../../domain/speed-to-lead/touch.ts";
import type { ParseResult } from "../../domain/validation.ts";
import { honeypotFilled, refuseNul } from "../../utils/form-guards.ts";
import { enquirySource } from "../speed-to-lead/source.server.ts";

export type FormRefusal = { ok: false; error: string; fields: Record<string, string> };

/**
 * In this order: the honeypot (refused with `spam` and no fields), a NUL character in any field,
 * the form's own rules (`parse`), and the sender's `client_id`.
 */
export function readPublicForm<T>(
  input: unknown,
  parse: (input: unknown) => ParseResult<T>,
  spam: string,
): { ok: true; data: T; clientId: string | null } | FormRefusal {
  if (honeypotFilled(input)) return { ok: false, error: spam, fields: {} };
  const refused = refuseNul(input);
  if (refused) return refused;
  const parsed = parse(input);
  if (!parsed.ok) return parsed;
  const clientId = readClientId(input);
  if (!clientId.ok) return clientId;
  return { ok: true, data: parsed.data, clientId: clientId.value };
}

/**
 * An enquiry form (contact, callback): `readPublicForm`, then where the enquiry came from, the
 * columns it stores (docs/product/speed-to-lead.md "Where leads come from").
 */
export function readEnquiryForm<T>(
  input: unknown,
  parse: (input: unknown) => ParseResult<T>,
  spam: string,
  cookie: Source | null,
): { ok: true; data: T; clientId: string | null; source: SourceRecord } | FormRefusal {
  const form = readPublicForm(input, parse, spam);
  if (!form.ok) return form;
  const source = enquirySource(input, cookie);
  if (!source.ok) return source;
  return { ...form, source: source.record };
}
