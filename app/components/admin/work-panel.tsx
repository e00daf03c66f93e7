import type { ReactNode } from "react";
import type { WorkActionResult } from "../../domain/team/work.ts";
import { FormMessage, SelectField, TextAreaField } from "../forms/form-field.tsx";
import { Form } from "../router-links.tsx";
import { buttonPrimary, buttonSecondary, Panel } from "./admin-page.tsx";
import { formatDateTime } from "./date-time.tsx";
import { ReturningBorrower } from "./returning-borrower.tsx";

type ReturningBorrowerData = Parameters<typeof ReturningBorrower>[0]["returning"];

// Working a lead or a callback (docs/product/team.md "Working a lead"): who has it, the next
// follow-up, and notes. Plain forms with an `intent`; the route's action hands them to
// app/modules/team/work.server.ts.

export interface WorkPanelData {
  currentUserId: number;
  assignedTo: number | null;
  followUpOn: string | null;
  team: { id: number; email: string; role: string }[];
  notes: { id: number; author: string; text: string; at: string }[];
  returning: ReturningBorrowerData;
}

export function WorkPanel({
  work,
  result,
  noun = "lead",
}: {
  work: WorkPanelData;
  result?: WorkActionResult;
  /** What is worked: "lead" or "callback request". */
  noun?: string;
}) {
  const errorFor = (intent: string) =>
    result && !result.ok && result.intent === intent ? result.error : null;
  return (
    <Panel title={`Working this ${noun}`}>
      <ReturningBorrower returning={work.returning} />
      <div aria-live="polite">
        {result?.ok && ["assign", "take", "follow-up", "note"].includes(result.intent) ? (
          <FormMessage kind="success">{result.message}</FormMessage>
        ) : null}
      </div>
      <IntentForm intent="assign" className="mt-2 space-y-3">
        <SelectField
          label="Assigned to"
          name="assigned_to"
          defaultValue={work.assignedTo == null ? "" : String(work.assignedTo)}
          key={`assign-${work.assignedTo}`}
          options={[
            { value: "", label: "Unassigned" },
            ...work.team.map((m) => ({
              value: String(m.id),
              label: `${m.email} (${m.role})`,
            })),
          ]}
          error={errorFor("assign")}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonPrimary}>
            Save assignment
          </button>
        </div>
      </IntentForm>
      {work.assignedTo !== work.currentUserId ? (
        <IntentForm intent="take" className="mt-2">
          <button type="submit" className={buttonSecondary}>
            Take this {noun}
          </button>
        </IntentForm>
      ) : null}

      <IntentForm intent="follow-up" className="mt-6 space-y-3">
        <div>
          <label htmlFor="follow-up-on" className="block text-sm font-semibold">
            Next follow-up
          </label>
          <input
            id="follow-up-on"
            type="date"
            name="follow_up_on"
            defaultValue={work.followUpOn ?? ""}
            key={`follow-${work.followUpOn}`}
            aria-invalid={errorFor("follow-up") ? true : undefined}
            aria-describedby={errorFor("follow-up") ? "follow-up-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          />
          {errorFor("follow-up") ? (
            <p id="follow-up-error" className="mt-1 text-sm font-medium text-red-700">
              {errorFor("follow-up")}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonPrimary}>
          Save follow-up
        </button>
      </IntentForm>

      <h3 className="mt-6 text-base font-semibold">Notes</h3>
      {work.notes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No notes yet.</p>
      ) : (
        <ol className="mt-2 space-y-3 text-sm" aria-label="Notes">
          {work.notes.map((n) => (
            <li key={n.id} className="border-l-2 border-brand-200 pl-3">
              <p className="whitespace-pre-wrap break-words">{n.text}</p>
              <p className="text-slate-700">
                {n.author}, {formatDateTime(n.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <IntentForm intent="note" className="mt-4 space-y-3">
        <TextAreaField
          label="Add a note"
          name="text"
          rows={3}
          maxLength={2000}
          required
          error={errorFor("note")}
        />
        <button type="submit" className={buttonPrimary}>
          Add note
        </button>
      </IntentForm>
    </Panel>
  );
}

/** A plain form of the panel posting its `intent` to the page's action. */
function IntentForm({
  intent,
  className,
  children,
}: {
  intent: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
