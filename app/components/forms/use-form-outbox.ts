import { useCallback, useEffect, useRef, useState } from "react";
import { type DeliveryOutcome, newClientId } from "../../utils/form-outbox/form-outbox.ts";
import { type FormAnswer, type FormKind, getFormOutbox } from "../../utils/form-outbox/forms.ts";

// A public form sent through the device outbox (docs/decisions/028-database-outages.md): Submit
// keeps the form on the device, posts it as JSON with a client_id, and says what happened. When
// the server answers 503 or the network fails, the form is "queued": the page says it will be
// sent, the fields keep what was typed, and the outbox sends it once when it can (retries from the
// root layout); the answer then shows here as if it had come at once.

export type OutboxFormResult =
  | { phase: "sending" }
  | { phase: "queued" }
  | { phase: "stored"; answer: FormAnswer }
  | { phase: "rejected"; status: number; error: string; fields: Record<string, string> };

function toResult(outcome: DeliveryOutcome<FormAnswer>): OutboxFormResult {
  if (outcome.kind === "stored") return { phase: "stored", answer: outcome.answer };
  if (outcome.kind === "rejected") {
    return {
      phase: "rejected",
      status: outcome.status,
      error: outcome.error,
      fields: outcome.fields,
    };
  }
  return { phase: "queued" };
}

export function useFormOutbox(kind: FormKind) {
  const [result, setResult] = useState<OutboxFormResult | null>(null);
  /** The client_id this form is waiting on; null: any delivery of this kind (an earlier visit's). */
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const outbox = getFormOutbox(kind);
    if (!outbox) return;
    // Sent on an earlier visit and not delivered yet: say that it will be.
    const waiting = outbox.entries();
    if (waiting.length > 0) {
      pending.current = waiting[waiting.length - 1].client_id;
      setResult({ phase: "queued" });
    }
    return outbox.subscribe((clientId, outcome) => {
      if (pending.current !== clientId || outcome.kind === "deferred") return;
      pending.current = null;
      setResult(toResult(outcome));
    });
  }, [kind]);

  /** Sends the form; false when there is no outbox (server rendering), so the browser posts it. */
  const submit = useCallback(
    async (payload: Record<string, unknown>): Promise<boolean> => {
      const outbox = getFormOutbox(kind);
      if (!outbox) return false;
      const clientId = newClientId();
      pending.current = clientId;
      setResult({ phase: "sending" });
      const { outcome } = await outbox.submit({
        client_id: clientId,
        payload,
        created_at: new Date().toISOString(),
      });
      // A delivery may already have been shown by the listener; a deferral keeps waiting.
      if (outcome.kind === "deferred") setResult({ phase: "queued" });
      else if (pending.current === clientId || pending.current === null) {
        pending.current = null;
        setResult(toResult(outcome));
      }
      return true;
    },
    [kind],
  );

  const reset = useCallback(() => setResult(null), []);
  return { result, submit, reset };
}

/** A form's fields as strings, the password and the honeypot included (the server checks both). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") values[key] = value;
  return values;
}
