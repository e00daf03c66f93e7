import type { Ledger, LedgerEntry } from "../../domain/loan-file/ledger.ts";
import { DOCUMENT_NAMES } from "../../domain/loan-file/notices.ts";
import { canMove, type Stage } from "../../domain/loan-file/stages.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { LocalDateTime } from "../local-date-time.tsx";
import { Form } from "../router-links.tsx";
import { TitledPanel } from "../site/titled-panel.tsx";
import { type DecisionNotice, NoticeBox } from "./borrower-bank-applications.tsx";

// "Who has my data" (docs/product/borrower-view.md), on /track once the mobile is verified and on
// /account: the dated ledger of one enquiry, the team's view count without names, and "Stop
// sharing" for each bank that holds the file. The button is a plain HTML form to the page's
// action (decision=withdraw), so it works without script.

export interface BorrowerLedgerProps {
  ledger: Ledger;
  bankNames: Record<string, string>;
  /** The enquiry's bank applications: those the borrower may withdraw get a button. */
  applications: { id: number; bank: string; stage: Stage }[];
  /** Where "Stop sharing" posts and the hidden fields it carries; none: no buttons. */
  stop?: { action: string; fields: Record<string, string> };
  notice?: DecisionNotice;
  headingLevel?: 2 | 3;
}

export function BorrowerLedger({
  ledger,
  bankNames,
  applications,
  stop,
  notice,
  headingLevel = 2,
}: BorrowerLedgerProps) {
  const { t, message } = useI18n();
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  const name = (slug: string) => bankNames[slug] ?? slug.toUpperCase();
  const shown = notice && notice.decision === "withdraw" ? notice : undefined;
  const noticeBank = shown
    ? name(applications.find((a) => a.id === shown.bankApplicationId)?.bank ?? "")
    : "";
  const stoppable = applications.filter((a) => canMove(a.stage, "withdrawn", "borrower"));
  return (
    <TitledPanel testId="ledger" headingLevel={headingLevel} title={t("loan-file.ledger.title")}>
      <p className="mt-2 text-sm text-slate-700">{t("loan-file.ledger.intro")}</p>
      {shown ? (
        <NoticeBox ok={shown.ok}>
          {shown.ok ? t("loan-file.didWithdraw", { bank: noticeBank }) : message(shown.error)}
        </NoticeBox>
      ) : null}
      {ledger.entries.length === 0 ? (
        <p className="mt-3 text-sm">{t("loan-file.ledger.none")}</p>
      ) : (
        <ol className="mt-4 space-y-2 text-sm" data-testid="ledger-entries">
          {ledger.entries.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="border-l-2 border-brand-200 pl-3">
              <LedgerText entry={entry} bankName={name} />
              <br />
              <span className="text-slate-700">
                <LocalDateTime iso={entry.at} />
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-4 text-sm font-medium" data-testid="ledger-views">
        {t("loan-file.ledger.views", { count: ledger.staff_views })}
      </p>
      {stop && stoppable.length > 0 ? (
        <>
          <SubHeading className="mt-6 font-semibold text-ink">
            {t("loan-file.ledger.stopTitle")}
          </SubHeading>
          <ul className="mt-2 space-y-3">
            {stoppable.map((a) => (
              <li key={a.id}>
                <Form
                  method="post"
                  action={stop.action}
                  className="flex flex-wrap items-center gap-3"
                >
                  {Object.entries(stop.fields).map(([field, value]) => (
                    <input key={field} type="hidden" name={field} value={value} />
                  ))}
                  <input type="hidden" name="bank_application_id" value={a.id} />
                  <p className="text-sm text-slate-800">
                    {t("loan-file.ledger.stopMeans", { bank: name(a.bank) })}
                  </p>
                  <button
                    type="submit"
                    name="decision"
                    value="withdraw"
                    aria-label={t("loan-file.ledger.stopLabel", { bank: name(a.bank) })}
                    className="inline-flex min-h-11 items-center justify-center rounded-md border border-red-700 bg-white px-5 py-2 font-semibold text-red-800 hover:bg-red-50"
                  >
                    {t("loan-file.ledger.stop")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </TitledPanel>
  );
}

function LedgerText({
  entry,
  bankName,
}: {
  entry: LedgerEntry;
  bankName: (slug: string) => string;
}) {
  const { t, lang } = useI18n();
  switch (entry.kind) {
    case "bank":
      return <>{t(`loan-file.ledger.bank.${entry.stage}`, { bank: bankName(entry.bank) })}</>;
    case "document":
      return (
        <>
          {t("loan-file.ledger.document", {
            document: DOCUMENT_NAMES[lang === "hi" ? "hi" : "en"][entry.code] ?? entry.code,
          })}
        </>
      );
    case "message":
      return (
        <>
          {t(`loan-file.ledger.step.${entry.step}`, {
            channel: t(`loan-file.ledger.channel.${entry.channel}`),
            bank: entry.bank ? bankName(entry.bank) : "",
          })}
        </>
      );
    case "call":
      return (
        <>
          {t("loan-file.ledger.call", { outcome: t(`loan-file.ledger.outcome.${entry.outcome}`) })}
        </>
      );
    case "saved_loan":
      return (
        <>
          {t("loan-file.ledger.savedLoan", {
            bank: entry.lender_name ?? bankName(entry.bank),
          })}
        </>
      );
    case "saved_loan_message":
      return (
        <>
          {t("loan-file.ledger.savedLoanMessage", {
            channel: t(`loan-file.ledger.channel.${entry.channel}`),
            bank: entry.lender_name ?? bankName(entry.bank),
          })}
        </>
      );
  }
}
