// The device outboxes of the callback, contact, grievance and registration forms
// (docs/decisions/028-database-outages.md): what the visitor typed is kept when the answer is a
// 503 or the network fails, and sent once when it can be, with the same client_id.
//
// A registration is kept in this page's memory only, never in localStorage: it holds a password.
// It is retried while the page is open (backoff and `online`), not after a reload.

import { FormOutbox, isRecord } from "./form-outbox.ts";
import { browserStorage, sharedRetry } from "./retry.ts";

export type FormKind = "callback" | "contact" | "register" | "grievance";

/** What the server answers a stored form: a reference for enquiries, a message for accounts. */
export interface FormAnswer {
  id?: number;
  reference?: string;
  message?: string;
}

const GENERIC_REJECTION = "Invalid input.";

const SPECS: Record<FormKind, { key: string; endpoint: string; persist: boolean }> = {
  callback: {
    key: "gharsetu:form-outbox:callback",
    endpoint: "/api/callback-requests",
    persist: true,
  },
  contact: {
    key: "gharsetu:form-outbox:contact",
    endpoint: "/api/contact-messages",
    persist: true,
  },
  register: { key: "gharsetu:form-outbox:register", endpoint: "/api/register", persist: false },
  // docs/product/borrower-view.md "Grievances": kept on the device like an enquiry.
  grievance: {
    key: "gharsetu:form-outbox:grievance",
    endpoint: "/api/grievances",
    persist: true,
  },
};

export const FORM_KINDS = Object.keys(SPECS) as FormKind[];

/** An enquiry's answer has a reference; a registration's a message. */
export function readFormAnswer(body: unknown): FormAnswer | null {
  if (!isRecord(body)) return null;
  const answer: FormAnswer = {};
  if (typeof body.id === "number") answer.id = body.id;
  if (typeof body.reference === "string") answer.reference = body.reference;
  if (typeof body.message === "string") answer.message = body.message;
  return answer.reference || answer.message ? answer : null;
}

const outboxes = new Map<FormKind, FormOutbox<FormAnswer>>();

/** The page's outbox for one kind of form; null on the server. */
export function getFormOutbox(kind: FormKind): FormOutbox<FormAnswer> | null {
  if (typeof window === "undefined") return null;
  let outbox = outboxes.get(kind);
  if (!outbox) {
    const spec = SPECS[kind];
    outbox = new FormOutbox<FormAnswer>({
      storage: spec.persist ? browserStorage(spec.key) : null,
      fetch: (url, init) => window.fetch(url, init),
      key: spec.key,
      endpoint: spec.endpoint,
      readAnswer: readFormAnswer,
      genericRejection: GENERIC_REJECTION,
    });
    outboxes.set(kind, outbox);
  }
  return outbox;
}

const retries = Object.fromEntries(
  FORM_KINDS.map((kind) => [kind, sharedRetry(() => getFormOutbox(kind))]),
) as Record<FormKind, () => () => void>;

/** Starts one kind's retry loop (reference-counted); returns its stop. */
export function startFormOutboxRetry(kind: FormKind): () => void {
  return retries[kind]();
}

/**
 * Sends what an earlier visit left queued, and keeps retrying while the page is open: every kind.
 * Returns the stop of the retry loops (the root layout calls it on mount).
 */
export function startFormOutboxes(): () => void {
  const stops = FORM_KINDS.map((kind) => {
    const outbox = getFormOutbox(kind);
    if (outbox && outbox.size > 0) void outbox.flush();
    return startFormOutboxRetry(kind);
  });
  return () => {
    for (const stop of stops) stop();
  };
}
