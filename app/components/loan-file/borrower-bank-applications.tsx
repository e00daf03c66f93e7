import { useId } from "react";
import { formatDay, formatInr } from "../../domain/format.ts";
import type { BankApplicationFigures, Decision, Stage } from "../../domain/loan-file/stages.ts";
import type { Offer } from "../../domain/offers/match.ts";
import { T, useI18n } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { LocalDateTime } from "../local-date-time.tsx";
import { Form } from "../router-links.tsx";
import { STAGE_CLASSES } from "./stage-badge.tsx";

// The borrower's view of their loan file (docs/product/loan-file.md), on /track and /account:
// each bank with its stage and dated history; the amounts once the mobile is verified (or for the
// signed-in owner); and for a proposed bank, Approve and Decline with what each means. The
// decision is a plain HTML form: the page's action decides, no script needed once the page has
// the proof of the mobile (a verification on /track, the session on /account).

export interface BorrowerBankApplicationData extends Partial<BankApplicationFigures> {
  id: number;
  bank: string;
  stage: Stage;
  history: { stage: Stage; at: string }[];
  /** The offer the borrower chose this bank from (docs/product/offers.md), when verified. */
  offer_id?: string | null;
  offer?: Pick<Offer, "amount" | "tenure_months" | "rate" | "apr" | "emi"> | null;
}

/**
 * The answer to the borrower's last decision, shown above the list (a withdrawal's by the ledger,
 * borrower-ledger.tsx).
 */
export type DecisionNotice =
  | { ok: true; bankApplicationId: number; decision: Decision }
  | { ok: false; bankApplicationId: number; error: string; decision?: Decision };

export interface BorrowerBankApplicationsProps {
  applications: BorrowerBankApplicationData[];
  /** Slug → the bank's name (brand names stay as they are in Hindi). */
  bankNames: Record<string, string>;
  /** Where Approve/Decline post and what they carry besides the decision; none: no buttons. */
  decide?: { action: string; fields: Record<string, string> };
  notice?: DecisionNotice;
  headingLevel?: 2 | 3;
  /** What stands in for the buttons when the borrower cannot decide here yet (verify first). */
  children?: React.ReactNode;
}

const STAGE_IDS = {
  proposed: "loan-file.stage.proposed",
  approved: "loan-file.stage.approved",
  declined: "loan-file.stage.declined",
  logged_in: "loan-file.stage.logged_in",
  sanctioned: "loan-file.stage.sanctioned",
  disbursed: "loan-file.stage.disbursed",
  rejected: "loan-file.stage.rejected",
  withdrawn: "loan-file.stage.withdrawn",
} as const satisfies Record<Stage, MessageId>;

export function BorrowerBankApplications({
  applications,
  bankNames,
  decide,
  notice: lastDecision,
  headingLevel = 2,
  children,
}: BorrowerBankApplicationsProps) {
  // A withdrawal is answered by the ledger, where its button is (borrower-ledger.tsx).
  const notice = lastDecision?.decision === "withdraw" ? undefined : lastDecision;
  const { t, message } = useI18n();
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const name = (slug: string) => bankNames[slug] ?? slug.toUpperCase();
  const noticeBank = notice
    ? name(applications.find((a) => a.id === notice.bankApplicationId)?.bank ?? "")
    : "";
  return (
    <section aria-labelledby={headingId} className="mt-6" data-testid="loan-file">
      <Heading id={headingId} className="text-lg font-bold text-ink">
        {t("loan-file.title")}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{t("loan-file.intro")}</p>
      {notice ? (
        <NoticeBox ok={notice.ok}>
          {notice.ok
            ? t(notice.decision === "approve" ? "loan-file.didApprove" : "loan-file.didDecline", {
                bank: noticeBank,
              })
            : message(notice.error)}
        </NoticeBox>
      ) : null}
      {applications.length === 0 ? (
        <p className="mt-3 text-sm">{t("loan-file.none")}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {applications.map((a) => (
            <BankItem
              key={a.id}
              application={a}
              bankName={name(a.bank)}
              decide={a.stage === "proposed" ? decide : undefined}
              headingLevel={headingLevel}
            />
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/** The answer to a decision: a status when it was made, an alert when refused. */
export function NoticeBox({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`mt-3 rounded-md border p-3 text-sm font-medium ${ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-800"}`}
    >
      {children}
    </p>
  );
}

function BankItem({
  application: a,
  bankName,
  decide,
  headingLevel,
}: {
  application: BorrowerBankApplicationData;
  bankName: string;
  decide?: BorrowerBankApplicationsProps["decide"];
  headingLevel: 2 | 3;
}) {
  const { t, lang, href } = useI18n();
  const Heading = headingLevel === 2 ? "h3" : "h4";
  const inr = (n: number | null | undefined) => (n == null ? "—" : formatInr(n));
  const hasFigures =
    a.bank_reference || a.sanctioned_amount != null || (a.tranches && a.tranches.length > 0);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`bank-${a.bank}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold text-ink">{bankName}</Heading>
        <span
          data-testid="bank-stage"
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STAGE_CLASSES[a.stage]}`}
        >
          {t(STAGE_IDS[a.stage])}
        </span>
      </div>
      {a.offer && a.offer_id ? (
        <p className="mt-2 text-sm text-slate-800" data-testid="chosen-offer">
          <T
            id="loan-file.chosenOffer"
            values={{
              amount: inr(a.offer.amount),
              months: a.offer.tenure_months,
              rate: a.offer.rate,
              apr: a.offer.apr,
              emi: inr(a.offer.emi),
            }}
            components={{
              // biome-ignore lint/a11y/useAnchorContent: <T> fills in the link text from the catalogue
              0: <a href={href(`/offers/${a.offer_id}`)} className="font-semibold underline" />,
            }}
          />
        </p>
      ) : null}
      {hasFigures ? (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {a.bank_reference ? (
            <div>
              <dt className="font-semibold text-slate-700">{t("loan-file.bankReference")}</dt>
              <dd>{a.bank_reference}</dd>
            </div>
          ) : null}
          {a.sanctioned_amount != null ? (
            <>
              <div>
                <dt className="font-semibold text-slate-700">{t("loan-file.sanctioned")}</dt>
                <dd>{inr(a.sanctioned_amount)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-700">{t("loan-file.rate")}</dt>
                <dd>{t("loan-file.rateValue", { rate: a.sanctioned_rate ?? "—" })}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-700">{t("loan-file.fee")}</dt>
                <dd>{inr(a.processing_fee)}</dd>
              </div>
              {a.sanction_valid_until ? (
                <div>
                  <dt className="font-semibold text-slate-700">{t("loan-file.validUntil")}</dt>
                  <dd>{formatDay(a.sanction_valid_until, lang)}</dd>
                </div>
              ) : null}
            </>
          ) : null}
          {a.tranches && a.tranches.length > 0 ? (
            <>
              <div>
                <dt className="font-semibold text-slate-700">{t("loan-file.tranches")}</dt>
                <dd>
                  <ul>
                    {a.tranches.map((tr, i) => (
                      <li key={`${tr.on}-${i}`}>
                        {t("loan-file.tranche", {
                          amount: inr(tr.amount),
                          date: formatDay(tr.on, lang),
                        })}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-700">{t("loan-file.paidInAll")}</dt>
                <dd>{inr(a.disbursed_amount)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      ) : null}
      <p className="mt-3 text-sm font-semibold text-slate-700">{t("loan-file.history")}</p>
      <ol className="mt-1 space-y-1 text-sm">
        {a.history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            {t(STAGE_IDS[h.stage])} · <LocalDateTime iso={h.at} />
          </li>
        ))}
      </ol>
      {decide ? <DecisionForm id={a.id} bankName={bankName} decide={decide} /> : null}
    </li>
  );
}

/** The borrower's two answers to a bank's offer: approve first, in the brand's colour. */
const DECISION_BUTTONS = [
  {
    decision: "approve",
    className:
      "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900",
  },
  {
    decision: "decline",
    className:
      "inline-flex min-h-11 items-center justify-center rounded-md border border-red-700 bg-white px-5 py-2 font-semibold text-red-800 hover:bg-red-50",
  },
] as const;

function DecisionForm({
  id,
  bankName,
  decide,
}: {
  id: number;
  bankName: string;
  decide: NonNullable<BorrowerBankApplicationsProps["decide"]>;
}) {
  const { t } = useI18n();
  return (
    <Form method="post" action={decide.action} className="mt-4 space-y-3">
      {Object.entries(decide.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="bank_application_id" value={id} />
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
        <li>{t("loan-file.approveMeans", { bank: bankName })}</li>
        <li>{t("loan-file.declineMeans", { bank: bankName })}</li>
      </ul>
      <div className="flex flex-wrap gap-3">
        {DECISION_BUTTONS.map(({ decision, className }) => (
          <button
            key={decision}
            type="submit"
            name="decision"
            value={decision}
            aria-label={t(`loan-file.${decision}Label`, { bank: bankName })}
            className={className}
          >
            {t(`loan-file.${decision}`)}
          </button>
        ))}
      </div>
    </Form>
  );
}
