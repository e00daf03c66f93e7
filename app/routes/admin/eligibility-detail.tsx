import type { ReactNode } from "react";
import { data, redirect, useNavigation } from "react-router";
import {
  AdminPageHeader,
  adminMeta,
  BackLink,
  buttonPrimary,
  Panel,
} from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { CallsPanel, LeadHistory } from "../../components/admin/lead-calls.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { SpeedToLeadPanel, speedToLeadData } from "../../components/admin/speed-to-lead-panel.tsx";
import {
  EligibleBadge,
  STATUS_LABELS,
  StatusBadge,
  statusLabel,
} from "../../components/admin/status-badge.tsx";
import { WorkPanel } from "../../components/admin/work-panel.tsx";
import { ConfirmForm } from "../../components/confirm-dialog.tsx";
import { FormMessage, SelectField } from "../../components/forms/form-field.tsx";
import { DocumentsPanel } from "../../components/loan-file/documents-panel.tsx";
import { LoanFilePanel } from "../../components/loan-file/loan-file-panel.tsx";
import { Form } from "../../components/router-links.tsx";
import type { LeadRow } from "../../db/schema.ts";
import {
  AMOUNT_FIELDS,
  type EligibilityField,
  LEASE_FLAGS,
} from "../../domain/eligibility/fields.ts";
import { FIELD_LABELS } from "../../domain/eligibility/messages.ts";
import { STEPS } from "../../domain/eligibility/steps.ts";
import { LEAD_STATUSES } from "../../domain/enums.ts";
import { formatInr } from "../../domain/format.ts";
import type { WorkActionResult } from "../../domain/team/work.ts";
import { listCalls, logCall } from "../../modules/calls/calls.server.ts";
import { viewLead } from "../../modules/leads/view.server.ts";
import { deleteLead, listLeadEvents, updateLeadStatus } from "../../modules/leads/work.server.ts";
import { documentsOfLead } from "../../modules/loan-file/documents.server.ts";
import { loanFilePanel } from "../../modules/loan-file/panel.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { workPanelData } from "../../modules/team/work-panel.server.ts";
import { readDocumentsNotice } from "../../utils/documents-notice.ts";
import { idParam } from "../../utils/id-param.ts";
import { requireRow } from "../+shared/admin-row-page.server.ts";
import { isLoanFileIntent, runLoanFileIntent } from "../+shared/loan-file-form.server.ts";
import { isWorkIntent, runWorkIntent } from "../+shared/work-form.server.ts";
import type { Route } from "./+types/eligibility-detail";

const NOT_FOUND = "Application not found.";

const AMOUNTS = new Set<string>(AMOUNT_FIELDS);

function displayValue(field: EligibilityField, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (AMOUNTS.has(field)) return formatInr(Number(value));
  if (field === "loan_tenure") return `${value} years`;
  if (value === "yes") return "Yes";
  if (value === "no") return "No";
  if (value === "justMe") return "Just me";
  if (value === "mePlusOne") return "Me plus one";
  return String(value);
}

/** The application in the wizard's five steps, labelled as the applicant saw them. */
function groupFields(row: LeadRow) {
  const record = row as unknown as Record<string, unknown>;
  return STEPS.map((step, index) => {
    const fields = (step.fields as readonly string[]).filter(
      (f) => f !== "consent",
    ) as EligibilityField[];
    // Leases are not asked by the wizard but API clients may send them: show them with expenses.
    const extra: EligibilityField[] =
      index === 3 ? LEASE_FLAGS.flatMap((l) => [l.flag, l.amount] as EligibilityField[]) : [];
    return {
      title: `${index + 1}. ${step.title}`,
      items: [...fields, ...extra].map((field) => ({
        field,
        label: FIELD_LABELS[field],
        value: displayValue(field, record[field]),
      })),
    };
  });
}

export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const { user, id, row } = await requireRow(args, {
    role: "leads",
    // Every view of a lead's detail is logged (docs/product/team.md "The access log"), by viewLead.
    load: (id, user) => viewLead(id, user, "page"),
    notFound: NOT_FOUND,
  });
  const [events, work, loanFile, documents, calls] = await Promise.all([
    listLeadEvents(id),
    workPanelData("lead", id, user),
    loanFilePanel(id),
    documentsOfLead(id),
    listCalls(id),
  ]);
  return {
    work,
    id,
    loanFile,
    documents: documents ?? [],
    documentsNotice: readDocumentsNotice(request.url),
    reference: row.reference,
    phoneVerified: Number(row.phone_verified) === 1,
    // The site the borrower applied on (docs/product/pages.md "Hindi"): a Hindi reader is called in
    // Hindi.
    hindi: row.language === "hi",
    withdrawnAt: row.consent_withdrawn_at,
    name: `${row.first_name} ${row.last_name}`.trim(),
    status: row.status,
    createdAt: row.created_at,
    groups: groupFields(row),
    speedToLead: speedToLeadData(row),
    result: {
      eligible: Number(row.is_eligible),
      message: row.eligibility_message,
      emi:
        row.calculated_emi == null ? "—" : formatInr(Number(row.calculated_emi), { decimals: 2 }),
      interestRate: `${row.interest_rate}% per annum`,
      bank: row.bank_slug ?? "—",
      // docs/product/calculators.md "The wizard's hint"
      pmayCandidate: Number(row.pmay_candidate) === 1,
    },
    record: {
      consentAt: row.consent_at,
      noticeVersion: row.consent_notice_version,
      clientId: row.client_id,
      userId: row.user_id,
    },
    calls,
    events: events.map((e) => ({
      id: Number(e.id),
      status: e.status,
      actor: e.actor_email,
      at: e.created_at,
    })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireRole(request, "leads");
  const id = idParam(params.id);
  if (!id) throw data({ message: NOT_FOUND }, { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "delete") {
    if (form.get("confirm") !== "yes") {
      return data<WorkActionResult>(
        { ok: false, intent: "delete", error: "Tick the box to confirm the deletion." },
        { status: 400 },
      );
    }
    if (!(await deleteLead(id, admin))) throw data({ message: NOT_FOUND }, { status: 404 });
    return redirect(`/admin/eligibility?deleted=${id}`);
  }

  // One call attempt (docs/product/borrower-view.md "Calls the team logs"): 409 with the reason.
  if (intent === "call") {
    const result = await logCall(
      id,
      { outcome: form.get("outcome"), note: form.get("note") ?? undefined },
      admin,
    );
    return result.ok
      ? data<WorkActionResult>(
          { ok: true, intent: "call", message: "Call logged." },
          { status: 201 },
        )
      : data<WorkActionResult>(
          { ok: false, intent: "call", error: result.error },
          { status: result.status },
        );
  }

  // The loan file's forms (docs/product/loan-file.md): propose a bank, move one.
  if (isLoanFileIntent(intent)) {
    const result = await runLoanFileIntent(id, intent, form, admin);
    return data(result, { status: result.ok ? 200 : result.status });
  }

  if (isWorkIntent(intent)) {
    const result = await runWorkIntent("lead", id, intent, form, admin);
    if (!result) throw data({ message: NOT_FOUND }, { status: 404 });
    return data<WorkActionResult>(result, { status: result.ok ? 200 : 400 });
  }

  if (intent === "status") {
    const result = await updateLeadStatus(id, form.get("status"), admin.email);
    if (result.ok) {
      return data<WorkActionResult>({
        ok: true,
        intent: "status",
        message: `Status changed to ${statusLabel(result.application.status)}.`,
      });
    }
    if (result.notFound) throw data({ message: NOT_FOUND }, { status: 404 });
    return data<WorkActionResult>(
      {
        ok: false,
        intent: "status",
        error: result.error,
        fields: "fields" in result ? result.fields : {},
      },
      { status: 400 },
    );
  }
  return data<WorkActionResult>(
    { ok: false, intent: "status", error: "Unknown action." },
    { status: 400 },
  );
}

export default function EligibilityDetail({ loaderData, actionData }: Route.ComponentProps) {
  const a = loaderData;
  const result = actionData as WorkActionResult | undefined;
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "status";

  return (
    <>
      <BackLink to="/admin/eligibility">← All leads</BackLink>
      <AdminPageHeader
        title={`Lead #${a.id}${a.name ? `: ${a.name}` : ""}`}
        description={
          <>
            Reference <strong className="font-mono">{a.reference}</strong> · Received{" "}
            <DateTime iso={a.createdAt} /> · Status <StatusBadge status={a.status} /> · Mobile{" "}
            {a.phoneVerified ? "verified" : "not verified"} · Applied in{" "}
            {a.hindi ? <strong>Hindi</strong> : "English"}
            {a.withdrawnAt ? (
              <>
                {" "}
                · <strong>Consent withdrawn</strong> <DateTime iso={a.withdrawnAt} />: personal
                details erased
              </>
            ) : null}
          </>
        }
      />

      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <ItemsPanel title="Result">
            <Item term="Eligible">
              <EligibleBadge eligible={a.result.eligible} />
            </Item>
            <Item term="Estimated EMI">{a.result.emi}</Item>
            <Item term="Message" wide>
              {a.result.message}
            </Item>
            <Item term="Interest rate used">{a.result.interestRate}</Item>
            <Item term="Bank (opened from)">{a.result.bank}</Item>
            <Item term="PMAY-U 2.0 subsidy">
              <span data-pmay-candidate={a.result.pmayCandidate ? "true" : "false"}>
                {a.result.pmayCandidate
                  ? "May qualify: income, worth and loan within the limits, buying or building"
                  : "Not a candidate by the answers"}
              </span>
            </Item>
          </ItemsPanel>

          <LoanFilePanel
            {...a.loanFile}
            closed={a.withdrawnAt !== null}
            result={result?.intent.startsWith("bank-") ? result : undefined}
          />
          <DocumentsPanel
            leadId={a.id}
            items={a.documents}
            notice={a.documentsNotice}
            closed={a.withdrawnAt !== null}
          />
          <SpeedToLeadPanel data={a.speedToLead} />
          {a.groups.map((group) => (
            <Panel key={group.title} title={group.title}>
              <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {group.items.map((item) => (
                  <Item key={item.field} term={item.label} valueClassName="break-words">
                    {item.value}
                  </Item>
                ))}
              </dl>
            </Panel>
          ))}

          <ItemsPanel title="Consent">
            <Item term="Consent given">
              <DateTime iso={a.record.consentAt} />
            </Item>
            <Item term="Privacy notice version">{a.record.noticeVersion}</Item>
            <Item term="Client reference" valueClassName="break-all font-mono text-xs">
              {a.record.clientId}
            </Item>
            <Item term="Submitted by account">
              {a.record.userId == null ? "Not signed in" : `User #${a.record.userId}`}
            </Item>
          </ItemsPanel>
        </div>

        <div className="space-y-6">
          <WorkPanel work={a.work} result={result} />
          <CallsPanel
            closed={a.withdrawnAt !== null}
            result={
              result?.intent === "call"
                ? result.ok
                  ? { ok: true, message: result.message }
                  : { ok: false, error: result.error }
                : undefined
            }
          />
          <Panel title="Status">
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="status" />
              <SelectField
                label="Status"
                name="status"
                defaultValue={a.status}
                key={a.status}
                options={LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
                error={
                  result && !result.ok && result.intent === "status"
                    ? (result.fields?.status ?? result.error)
                    : null
                }
              />
              <button type="submit" className={buttonPrimary} disabled={saving}>
                {saving ? "Saving…" : "Update status"}
              </button>
              <div aria-live="polite">
                {result?.ok && result.intent === "status" ? (
                  <FormMessage kind="success">{result.message}</FormMessage>
                ) : null}
              </div>
            </Form>

            <h3 className="mt-6 text-base font-semibold">History</h3>
            <LeadHistory events={a.events} calls={a.calls} createdAt={a.createdAt} />
          </Panel>

          <Panel title="Delete (erasure)">
            <p className="mb-4 text-sm text-slate-700">
              Deletes the application and its history for good, for example when the applicant asks
              to be forgotten. Export it first if you need a copy.
            </p>
            <ConfirmForm
              fields={{ intent: "delete" }}
              buttonLabel="Delete application"
              title={`Delete application #${a.id}?`}
              message={
                <p>
                  This permanently removes {a.name || "this applicant"}'s application and its status
                  history. It cannot be undone.
                </p>
              }
              confirmLabel="Delete permanently"
              checkboxLabel={`Yes, permanently delete application #${a.id}.`}
              error={result && !result.ok && result.intent === "delete" ? result.error : null}
            />
          </Panel>
        </div>
      </div>
    </>
  );
}

/** A panel of terms and their values in two columns. */
function ItemsPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title}>
      <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
    </Panel>
  );
}

/** One term and its value in a panel's two-column list; `wide` spans both columns. */
function Item({
  term,
  wide = false,
  valueClassName,
  children,
}: {
  term: string;
  wide?: boolean;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Lead #${loaderData.id}` : "Lead");
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/eligibility" backLabel="Back to all applications" />;
}
