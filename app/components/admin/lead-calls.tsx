import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallOutcome,
  MAX_CALLS_PER_DAY,
} from "../../domain/calls/limits.ts";
import { FormMessage, TextAreaField } from "../forms/form-field.tsx";
import { Form } from "../router-links.tsx";
import { buttonSecondary, Panel } from "./admin-page.tsx";
import { formatDateTime } from "./date-time.tsx";
import { statusLabel } from "./status-badge.tsx";

// The lead page's call log (docs/product/borrower-view.md "Calls the team logs"): one button per
// outcome in a plain HTML form (no script needed); the server judges the limits (3 attempts per
// IST day, 08:00–19:00 IST) and its refusal is shown here. The lead's history lists the calls
// beside the status changes.

export interface LeadCall {
  id: number;
  outcome: CallOutcome;
  note: string | null;
  by: string;
  at: string;
}

export type CallFormResult = { ok: true; message: string } | { ok: false; error: string };

export function CallsPanel({
  result,
  closed,
}: {
  result?: CallFormResult;
  /** Consent withdrawn: the borrower may not be called. */
  closed: boolean;
}) {
  return (
    <Panel title="Log a call">
      <p className="mb-3 text-sm text-slate-700">
        At most {MAX_CALLS_PER_DAY} attempts a day, between 08:00 and 19:00 IST; the site promises
        borrowers this. Admins are bound too.
      </p>
      {closed ? (
        <p className="text-sm">The borrower withdrew consent: do not call.</p>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="call" />
          <TextAreaField label="Note (optional)" name="note" rows={2} maxLength={500} />
          <div className="flex flex-wrap gap-2">
            {CALL_OUTCOMES.map((outcome) => (
              <button
                key={outcome}
                type="submit"
                name="outcome"
                value={outcome}
                className={buttonSecondary}
              >
                {CALL_OUTCOME_LABELS[outcome]}
              </button>
            ))}
          </div>
          <div aria-live="polite">
            {result ? (
              <FormMessage kind={result.ok ? "success" : "error"}>
                {result.ok ? result.message : result.error}
              </FormMessage>
            ) : null}
          </div>
        </Form>
      )}
    </Panel>
  );
}

type HistoryItem =
  | { kind: "status"; id: number; status: string; actor: string; at: string }
  | ({ kind: "call" } & LeadCall);

/** Status changes and calls, newest first, then the enquiry's arrival. */
export function LeadHistory({
  events,
  calls,
  createdAt,
}: {
  events: { id: number; status: string; actor: string; at: string }[];
  calls: LeadCall[];
  createdAt: string;
}) {
  const items: HistoryItem[] = [
    ...events.map((e) => ({ kind: "status" as const, ...e })),
    ...calls.map((c) => ({ kind: "call" as const, ...c })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className="mt-2 space-y-2 text-sm" aria-label="Status history">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="border-l-2 border-brand-200 pl-3">
          {item.kind === "status" ? (
            <>
              <strong>{statusLabel(item.status)}</strong> by {item.actor}
            </>
          ) : (
            <>
              <strong>Call: {CALL_OUTCOME_LABELS[item.outcome]}</strong> by {item.by}
              {item.note ? <span className="block text-slate-800">{item.note}</span> : null}
            </>
          )}
          <br />
          <span className="text-slate-700">{formatDateTime(item.at)}</span>
        </li>
      ))}
      <li className="border-l-2 border-slate-200 pl-3">
        <strong>Received</strong> from the eligibility form
        <br />
        <span className="text-slate-700">{formatDateTime(createdAt)}</span>
      </li>
    </ol>
  );
}
