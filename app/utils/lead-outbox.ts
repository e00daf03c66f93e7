// The wizard's device outbox (docs/product/forms.md "After Submit"): the form outbox of
// ./form-outbox/form-outbox.ts for eligibility applications, which also remembers the references
// of delivered applications. Its storage key and endpoint are those of the first version, so an
// application a browser queued before this split is still sent.

import {
  type DeliveryOutcome as AnyOutcome,
  classifyAnswer,
  type FetchLike,
  FormOutbox,
  isRecord,
  MAX_ENTRIES,
  type OutboxEntry,
  parseJson,
  type ResponseLike,
  type StorageLike,
} from "./form-outbox/form-outbox.ts";
import { browserStorage, sharedRetry } from "./form-outbox/retry.ts";

export {
  DEFAULT_TIMEOUT_MS,
  type FetchLike,
  MAX_ENTRIES,
  MAX_ENTRY_AGE_MS,
  newClientId,
  type OutboxEntry,
  type ResponseLike,
  type StorageLike,
} from "./form-outbox/form-outbox.ts";
// The other public forms' outboxes, through this module: everything the browser's outboxes need
// then travels in one chunk, which every page loads anyway (the home page's JavaScript budget,
// docs/performance.md).
export {
  type FormAnswer,
  type FormKind,
  getFormOutbox,
  startFormOutboxes,
  startFormOutboxRetry,
} from "./form-outbox/forms.ts";
export {
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  type RetryOptions,
  startRetryLoop,
} from "./form-outbox/retry.ts";

export const LEAD_OUTBOX_KEY = "gharsetu:lead-outbox";
export const LEAD_ENDPOINT = "/api/eligibility-applications";
export const LEAD_REFERENCES_KEY = "gharsetu:lead-references";

/** The server's answer to a stored (or already stored) application. */
export interface ApplicationAnswer {
  id: number;
  /**
   * GS-XXXXXXXX (docs/product/borrower-journey.md "References"); absent only from a server older
   * than issue 12.
   */
  reference?: string;
  is_eligible: number;
  eligibility_message: string;
  calculated_emi: string | null;
  /** docs/product/calculators.md "The wizard's hint"; absent from a server older than it. */
  pmay_candidate?: boolean;
}

export type DeliveryOutcome = AnyOutcome<ApplicationAnswer>;
export type OutboxListener = (clientId: string, outcome: DeliveryOutcome) => void;

export interface LeadOutboxOptions {
  /** null when the browser refuses storage (private mode, disabled): the queue lives in memory. */
  storage: StorageLike | null;
  fetch: FetchLike;
  endpoint?: string;
  timeoutMs?: number;
  now?: () => number;
}

export const GENERIC_REJECTION =
  "Your application could not be accepted. Please check your answers.";

function readAnswer(body: unknown): ApplicationAnswer | null {
  if (!isRecord(body)) return null;
  const { id, is_eligible, eligibility_message, calculated_emi, reference, pmay_candidate } = body;
  if (typeof id !== "number" || typeof eligibility_message !== "string") return null;
  if (typeof is_eligible !== "number" && typeof is_eligible !== "boolean") return null;
  if (
    calculated_emi !== null &&
    calculated_emi !== undefined &&
    typeof calculated_emi !== "string"
  ) {
    return null;
  }
  return {
    id,
    is_eligible: Number(is_eligible),
    eligibility_message,
    calculated_emi: typeof calculated_emi === "string" ? calculated_emi : null,
    ...(typeof reference === "string" ? { reference } : {}),
    ...(typeof pmay_candidate === "boolean" ? { pmay_candidate } : {}),
  };
}

/** Turns an HTTP answer into what the queue should do with the application. */
export function classifyResponse(res: ResponseLike): Promise<DeliveryOutcome> {
  return classifyAnswer(res, readAnswer, GENERIC_REJECTION);
}

export class LeadOutbox extends FormOutbox<ApplicationAnswer> {
  constructor(options: LeadOutboxOptions) {
    super({
      ...options,
      key: LEAD_OUTBOX_KEY,
      endpoint: options.endpoint ?? LEAD_ENDPOINT,
      readAnswer,
      genericRejection: GENERIC_REJECTION,
    });
  }

  /**
   * The references of applications this device delivered, newest first (at most MAX_ENTRIES):
   * a borrower who closed the result can still find what to quote or track
   * (docs/product/borrower-journey.md).
   */
  references(): { reference: string; created_at: string }[] {
    let raw: string | null | undefined;
    try {
      raw = this.storage?.getItem(LEAD_REFERENCES_KEY);
    } catch {
      return [];
    }
    const list = raw ? parseJson(raw) : null;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (item): item is { reference: string; created_at: string } =>
        isRecord(item) && typeof item.reference === "string" && typeof item.created_at === "string",
    );
  }

  protected override onStored(entry: OutboxEntry, answer: ApplicationAnswer): void {
    if (!answer.reference) return;
    try {
      const rest = this.references().filter((item) => item.reference !== answer.reference);
      const list = [{ reference: answer.reference, created_at: entry.created_at }, ...rest].slice(
        0,
        MAX_ENTRIES,
      );
      this.storage?.setItem(LEAD_REFERENCES_KEY, JSON.stringify(list));
    } catch {
      // A full or refusing storage costs only the reminder, never the delivery.
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The browser's single queue

let browserOutbox: LeadOutbox | null = null;

/** The page's queue over localStorage and fetch; null on the server. */
export function getLeadOutbox(): LeadOutbox | null {
  if (typeof window === "undefined") return null;
  browserOutbox ??= new LeadOutbox({
    storage: browserStorage(LEAD_OUTBOX_KEY),
    fetch: (url, init) => window.fetch(url, init),
  });
  return browserOutbox;
}

/**
 * Sends whatever an earlier visit left queued. Safe to call from any page and any number of
 * times (concurrent calls share one run); does nothing on the server or when the queue is empty.
 */
export async function flushLeadOutbox(): Promise<DeliveryOutcome[]> {
  const outbox = getLeadOutbox();
  if (!outbox || outbox.size === 0) return [];
  return outbox.flush();
}

/**
 * Starts the page's retry loop (`online` + backoff). Reference-counted, so the wizard and the
 * root layout may both start it; the loop stops when the last user stops it.
 */
export const startLeadOutboxRetry: () => () => void = sharedRetry(getLeadOutbox);
