import { data } from "react-router";
import { BorrowerBankApplications } from "../components/loan-file/borrower-bank-applications.tsx";
import { BorrowerDocuments } from "../components/loan-file/borrower-documents.tsx";
import { BorrowerLedger } from "../components/loan-file/borrower-ledger.tsx";
import { LocalDateTime } from "../components/local-date-time.tsx";
import { SaveLoanForm } from "../components/my-loan/save-loan-form.tsx";
import { SavedLoanList } from "../components/my-loan/saved-loans.tsx";
import { Form, Link } from "../components/router-links.tsx";
import { LogoutButton } from "../components/site/logout-button.tsx";
import { formatInr } from "../domain/format.ts";
import { isDecision } from "../domain/loan-file/stages.ts";
import type { MyLoanPageState } from "../domain/my-loan/page-state.ts";
import { can } from "../domain/team/roles.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { metaI18n, T, useI18n } from "../i18n/i18n.tsx";
import { withdrawOwnApplication } from "../modules/enquiries/enquiries.server.ts";
import { listLeadsForUser } from "../modules/leads/work.server.ts";
import {
  bankApplicationsOfOwner,
  decideAsOwner,
} from "../modules/loan-file/borrower-decisions.server.ts";
import { documentsOfOwner } from "../modules/loan-file/documents.server.ts";
import { ledgersOfOwner } from "../modules/loan-file/ledger.server.ts";
import { bankNames } from "../modules/loan-file/track-view.server.ts";
import { accountLoanAction, loanCards, myLoanPageData } from "../modules/my-loans/page.server.ts";
import { requireUser } from "../modules/sessions/sessions.server.ts";
import { readDocumentsNotice } from "../utils/documents-notice.ts";
import { formValues } from "../utils/http.server.ts";
import { idParam } from "../utils/id-param.ts";
import type { Route } from "./+types/account";

/** The signed-in customer; a visitor of a Hindi page is sent to the Hindi sign-in page. */
async function requireCustomer(request: Request) {
  try {
    return await requireUser(request);
  } catch (thrown) {
    if (thrown instanceof Response && langOfRequest(request) === "hi") {
      const location = thrown.headers.get("Location");
      if (location?.startsWith("/login")) thrown.headers.set("Location", `/hi${location}`);
    }
    throw thrown;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const [rows, banks, names, documents, ledgers, myLoanPage, myLoans] = await Promise.all([
    listLeadsForUser(user.id),
    bankApplicationsOfOwner(user.id),
    bankNames(),
    documentsOfOwner(user.id),
    ledgersOfOwner(user.id),
    myLoanPageData(),
    // My loan (docs/product/my-loan.md "Pages"): the loans saved with the account's own mobile.
    user.mobile ? loanCards(user.mobile) : null,
  ]);
  const uploaded = readDocumentsNotice(request.url);
  // Only what the page shows travels to the browser.
  const applications = rows.map((row) => ({
    id: Number(row.id),
    reference: row.reference,
    withdrawn: row.consent_withdrawn_at !== null,
    createdAt: row.created_at,
    borrowAmount: row.borrow_amount,
    propertyWorth: row.property_worth,
    tenure: row.loan_tenure,
    message: row.eligibility_message,
    eligible: Number(row.is_eligible) === 1,
    status: row.status,
    // The loan file (docs/product/loan-file.md): the owner decides here without a code.
    banks: banks.get(Number(row.id)) ?? [],
    // Its documents, uploaded here by the owner (docs/product/loan-file.md "Documents").
    documents: documents.get(Number(row.id)) ?? [],
    // Who has my data, with "Stop sharing" (docs/product/borrower-view.md).
    ledger: ledgers.get(Number(row.id)) ?? null,
    uploaded:
      uploaded && uploaded.leadId === Number(row.id)
        ? uploaded.ok
          ? { ok: true as const, code: uploaded.code }
          : { ok: false as const, code: uploaded.code, error: uploaded.message }
        : null,
  }));
  return {
    user: {
      email: user.email,
      name: [user.name, user.surname].filter(Boolean).join(" ") || null,
      role: user.role,
    },
    applications,
    bankNames: names,
    myLoan: { banks: myLoanPage.banks, mobile: user.mobile, loans: myLoans },
    // The applications' result messages come from the wizard's rules ("errors-wizard").
    i18n: i18nFor(
      request,
      "auth",
      "errors-forms",
      "errors-wizard",
      "loan-file",
      "errors-loan-file",
      "my-loan",
      "errors-my-loan",
      "forms",
    ),
  };
}

/** Lead statuses as the badge words them, with the admin area's colours. */
const STATUS_BADGES = {
  new: { id: "auth.status.new", className: "bg-brand-100 text-brand-900" },
  contacted: { id: "auth.status.contacted", className: "bg-amber-100 text-amber-900" },
  converted: { id: "auth.status.converted", className: "bg-green-100 text-green-900" },
  closed: { id: "auth.status.closed", className: "bg-slate-200 text-slate-800" },
} as const;

function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const badge = Object.hasOwn(STATUS_BADGES, status)
    ? STATUS_BADGES[status as keyof typeof STATUS_BADGES]
    : null;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge?.className ?? "bg-slate-100 text-slate-800"}`}
    >
      {badge ? t(badge.id) : status}
    </span>
  );
}

export const ACCOUNT_WITHDRAW_FAILED = "That application could not be withdrawn.";

/**
 * One click per application: withdraw consent (docs/product/borrower-journey.md "Withdrawing
 * consent"), for the owner only.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireCustomer(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // "My loan" (docs/product/my-loan.md "Pages"): the account's own mobile is the proof.
  if (intent.startsWith("loan-")) {
    const values = formValues(form);
    const { state, status } = await accountLoanAction(values, user.mobile, langOfRequest(request));
    return data({ ok: status < 300, error: null, notice: null, myLoan: state }, { status });
  }
  if (form.get("intent") === "bank-decision") {
    const id = idParam(String(form.get("bank_application_id") ?? ""));
    const decision = form.get("decision");
    const result = await decideAsOwner(user.id, id, decision);
    const known = isDecision(decision) ? decision : undefined;
    const notice = result.ok
      ? { ok: true as const, bankApplicationId: id, decision: known ?? "approve" }
      : { ok: false as const, bankApplicationId: id, error: result.error, decision: known };
    return data(
      { ok: result.ok, error: null, notice },
      { status: result.ok ? 200 : result.status },
    );
  }
  const id = Number(form.get("application_id"));
  if (form.get("intent") !== "withdraw" || !(await withdrawOwnApplication(user.id, id))) {
    return data(
      { ok: false as const, error: ACCOUNT_WITHDRAW_FAILED, notice: null },
      { status: 400 },
    );
  }
  return { ok: true as const, error: null, notice: null };
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, applications, bankNames: names } = loaderData;
  const notice = actionData?.notice ?? undefined;
  const { t, href, message } = useI18n();
  // A bank decision (approve, decline, stop sharing) posts here; its answer shows by its lead.
  const bankDecision = { action: href("/account"), fields: { intent: "bank-decision" } };
  const bankNotice = (banks: readonly { id: number }[]) =>
    notice && banks.some((b) => b.id === notice.bankApplicationId) ? notice : undefined;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t("auth.account.title")}</h1>
      <p className="mt-2 text-slate-700">
        <T
          id="auth.account.signedInAs"
          values={{ who: user.name ? `${user.name} (${user.email})` : user.email }}
          components={{ 0: <strong /> }}
        />
        {can(user.role, "team") ? (
          <>
            {" "}
            <Link to="/admin" className="font-semibold text-brand-700 underline">
              {t("auth.account.admin")}
            </Link>
          </>
        ) : null}
      </p>

      {actionData && !actionData.notice && !("myLoan" in actionData) ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3"
        >
          {actionData.ok ? t("auth.account.withdrawn") : message(actionData.error ?? "")}
        </p>
      ) : null}
      <section aria-labelledby="applications-heading" className="mt-8">
        <h2 id="applications-heading" className="text-xl font-semibold">
          {t("auth.account.applications")}
        </h2>
        {applications.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
            <p>{t("auth.account.none")}</p>
            <p className="mt-3">
              <Link
                to={href("/eligibility-form")}
                className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
              >
                {t("auth.account.start")}
              </Link>
            </p>
          </div>
        ) : (
          <ul className="mt-4 space-y-4">
            {applications.map((a) => (
              <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-slate-700">
                    <T
                      id="auth.account.application"
                      values={{ id: a.id, reference: a.reference }}
                      components={{
                        0: <strong className="font-mono" />,
                        1: <LocalDateTime iso={a.createdAt} />,
                      }}
                    />
                  </p>
                  <p className="text-sm">
                    {t("auth.account.status")} <StatusBadge status={a.status} />
                  </p>
                </div>
                <dl className="mt-3 grid gap-2 sm:grid-cols-3">
                  <div>
                    <dt className="text-xs font-semibold uppercase text-slate-600">
                      {t("auth.account.loanAmount")}
                    </dt>
                    <dd className="font-semibold">
                      {a.borrowAmount == null ? "—" : formatInr(a.borrowAmount)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold uppercase text-slate-600">
                      {t("auth.account.propertyWorth")}
                    </dt>
                    <dd>{a.propertyWorth == null ? "—" : formatInr(a.propertyWorth)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold uppercase text-slate-600">
                      {t("auth.account.tenure")}
                    </dt>
                    <dd>{a.tenure == null ? "—" : t("auth.account.years", { years: a.tenure })}</dd>
                  </div>
                </dl>
                <p className={`mt-3 text-sm ${a.eligible ? "text-green-800" : "text-slate-800"}`}>
                  {a.message ? message(a.message) : null}
                </p>
                {a.banks.length > 0 ? (
                  <BorrowerBankApplications
                    applications={a.banks}
                    bankNames={names}
                    headingLevel={3}
                    decide={bankDecision}
                    notice={bankNotice(a.banks)}
                  />
                ) : null}
                {a.documents.length > 0 ? (
                  <BorrowerDocuments
                    id={`documents-${a.id}`}
                    documents={a.documents}
                    headingLevel={3}
                    notice={a.uploaded}
                    upload={{
                      action: (code) => href(`/account/documents/${a.id}/${code}`),
                      fields: {},
                    }}
                  />
                ) : null}
                {a.ledger ? (
                  <BorrowerLedger
                    ledger={a.ledger}
                    bankNames={names}
                    applications={a.banks}
                    headingLevel={3}
                    stop={bankDecision}
                    notice={bankNotice(a.banks)}
                  />
                ) : null}
                {a.withdrawn ? (
                  <p className="mt-3 text-sm text-slate-700">{t("auth.account.youWithdrew")}</p>
                ) : (
                  <Form method="post" action={href("/account")} className="mt-3">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="application_id" value={a.id} />
                    <button
                      type="submit"
                      aria-label={t("auth.account.withdrawLabel", { reference: a.reference })}
                      className="min-h-11 rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                    >
                      {t("auth.account.withdraw")}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
        {applications.length > 0 ? (
          <p className="mt-6">
            <Link to={href("/eligibility-form")} className="font-semibold text-brand-700 underline">
              {t("auth.account.another")}
            </Link>
          </p>
        ) : null}
      </section>

      <AccountMyLoan
        data={loaderData.myLoan}
        state={actionData && "myLoan" in actionData ? actionData.myLoan : null}
      />

      <LogoutButton
        formClassName="mt-10"
        className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-ink hover:bg-slate-50"
        label={t("auth.account.logout")}
      />
    </div>
  );
}

/** "My loan": the loans saved with the account's mobile, the form to save one. */
function AccountMyLoan({
  data: section,
  state,
}: {
  data: Route.ComponentProps["loaderData"]["myLoan"];
  state: MyLoanPageState | null;
}) {
  const { t, href } = useI18n();
  const link = <Link to={href("/my-loan")} className="font-semibold text-brand-700 underline" />;
  const forms = { action: href("/account"), hidden: {}, prefix: "loan-" };
  const notice = state?.notice;
  return (
    <section aria-labelledby="my-loan-heading" className="mt-10" data-testid="account-my-loan">
      <h2 id="my-loan-heading" className="text-xl font-semibold">
        {t("my-loan.account.heading")}
      </h2>
      {section.mobile && section.loans ? (
        <>
          <p className="mt-2 text-slate-700">
            <T
              id="my-loan.account.intro"
              values={{ phone: section.mobile }}
              components={{ 0: link }}
            />
          </p>
          {notice?.kind === "saved" || notice?.kind === "deleted" ? (
            <p role="status" className="mt-4 rounded-md border border-green-700 bg-green-50 p-4">
              {t(notice.kind === "saved" ? "my-loan.saved" : "my-loan.deleted")}
            </p>
          ) : null}
          <SavedLoanList loans={section.loans} forms={forms} state={state} />
          <SaveLoanForm forms={forms} banks={section.banks} state={state} />
        </>
      ) : (
        <p className="mt-2 text-slate-700">
          <T id="my-loan.account.noMobile" components={{ 0: link }} />
        </p>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: metaI18n(matches, location.pathname).t("auth.account.metaTitle") },
  { name: "robots", content: "noindex" },
];
