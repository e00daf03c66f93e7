import { data } from "react-router";
import { adminMeta } from "../../components/admin/admin-page.tsx";
import { bankLabel, callbackView, slotLabel } from "../../components/admin/callback-parts.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import {
  type BackTo,
  ContactLink,
  DetailHeader,
  ErasedFact,
  Fact,
  Facts,
} from "../../components/admin/detail-facts.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { SpeedToLeadPanel, speedToLeadData } from "../../components/admin/speed-to-lead-panel.tsx";
import { StatusBadge, VerifiedMark } from "../../components/admin/status-badge.tsx";
import { WorkPanel } from "../../components/admin/work-panel.tsx";
import { formatInr } from "../../domain/format.ts";
import {
  CALLBACK_NOT_FOUND,
  getCallbackRequest,
} from "../../modules/callbacks/callbacks.server.ts";
import { savedLoanForTeam } from "../../modules/my-loans/saved-loans.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { workPanelData } from "../../modules/team/work-panel.server.ts";
import { idParam } from "../../utils/id-param.ts";
import { requireRow } from "../+shared/admin-row-page.server.ts";
import { isWorkIntent, runWorkIntent } from "../+shared/work-form.server.ts";
import type { Route } from "./+types/callback-detail";

// One callback request, worked like a lead (docs/product/team.md, issue 13): the mobile in full
// (the list masks it for staff), assignment, follow-up and notes. Every view goes to the access
// log.

export async function loader(args: Route.LoaderArgs) {
  const { user, id, row } = await requireRow(args, {
    role: "callbacks",
    load: getCallbackRequest,
    notFound: CALLBACK_NOT_FOUND,
    logView: "callback",
  });
  return {
    work: await workPanelData("callback", id, user),
    request: {
      ...callbackView(row),
      id,
      erasedAt: row.personal_data_erased_at ?? row.consent_withdrawn_at,
    },
    speedToLead: speedToLeadData(row),
    // "Ask about moving this loan" (docs/product/my-loan.md "Pages"): the loan it names.
    savedLoan:
      row.saved_loan_id === null
        ? null
        : {
            id: row.saved_loan_id,
            loan: await savedLoanForTeam(row.saved_loan_id),
          },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request, "callbacks");
  const id = idParam(params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isWorkIntent(intent)) {
    return data({ ok: false as const, intent: "", error: "Unknown action." }, { status: 400 });
  }
  const result = await runWorkIntent("callback", id, intent, form, user);
  if (!result) throw data({ message: CALLBACK_NOT_FOUND }, { status: 404 });
  return result.ok ? result : data(result, { status: 400 });
}

const BACK: BackTo = { backTo: "/admin/callbacks", backLabel: "Back to the callback requests" };

export default function CallbackDetail({ loaderData, actionData }: Route.ComponentProps) {
  const r = loaderData.request;
  return (
    <>
      <DetailHeader title={`Callback request ${r.reference}`} back={BACK} />
      <Facts>
        <Fact term="Status">
          <StatusBadge status={r.status} />
        </Fact>
        <Fact term="Name">{r.name || "—"}</Fact>
        <Fact term="Mobile">
          <ContactLink href={`tel:+91${r.phone}`} text={r.phone} />
          <VerifiedMark verified={r.verified} />
        </Fact>
        <Fact term="City">{r.city}</Fact>
        <Fact term="Call between (IST)">{slotLabel(r.slot)}</Fact>
        <Fact term="Bank">{bankLabel(r.bank)}</Fact>
        {loaderData.savedLoan ? (
          <Fact term="About a saved loan">
            <span data-testid="callback-saved-loan">
              {loaderData.savedLoan.loan
                ? `#${loaderData.savedLoan.id}: ${loaderData.savedLoan.loan.bank_name}, ${formatInr(loaderData.savedLoan.loan.outstanding)} outstanding at ${loaderData.savedLoan.loan.current_rate.toFixed(2)}% (${loaderData.savedLoan.loan.rate_type === "repo" ? "repo-linked" : "other"}), ${loaderData.savedLoan.loan.remaining_months} months left`
                : `#${loaderData.savedLoan.id} (erased by the borrower or by retention)`}
            </span>
          </Fact>
        ) : null}
        <Fact term="Applied in">{r.hindi ? <strong>Hindi</strong> : "English"}</Fact>
        <Fact term="Received">
          <DateTime iso={r.createdAt} />
        </Fact>
        <ErasedFact at={r.erasedAt} />
      </Facts>
      <SpeedToLeadPanel data={loaderData.speedToLead} />
      <WorkPanel
        work={loaderData.work}
        result={actionData?.intent ? actionData : undefined}
        noun="callback request"
      />
    </>
  );
}

export const meta = () => adminMeta("Callback request");

export function ErrorBoundary() {
  return <AdminRouteError {...BACK} />;
}
