import { formatInr } from "../../domain/format.ts";
import {
  allowedMoves,
  type BankApplicationFigures,
  type Stage,
} from "../../domain/loan-file/stages.ts";
import type { Offer } from "../../domain/offers/match.ts";
import { buttonPrimary, buttonSecondary, Panel } from "../admin/admin-page.tsx";
import { DateTime } from "../admin/date-time.tsx";
import { FormMessage, SelectField, TextField } from "../forms/form-field.tsx";
import { Form } from "../router-links.tsx";
import { StageBadge, stageLabel } from "./stage-badge.tsx";

// The team's "Loan file" panel on a lead's page (docs/product/loan-file.md): propose a bank, and
// for each bank its stage, figures, dated history with who, and only the moves its stage allows.
// Plain HTML forms posted to the page's action: they work before and without JavaScript, and a
// refused form opens again with what was typed and the message by the field.

export interface LoanFileCard extends BankApplicationFigures {
  id: number;
  bank: string;
  bankName: string;
  stage: Stage;
  reason: string | null;
  history: { stage: Stage; at: string; by: string }[];
  /** The offer the borrower chose this bank from (docs/product/offers.md), else null. */
  offer_id: string | null;
  offer: Offer | null;
}

export interface LoanFileResult {
  ok: boolean;
  intent: string;
  message?: string;
  error?: string;
  fields?: Record<string, string>;
  bankApplicationId?: number;
  stage?: string;
  values?: Record<string, string>;
}

export interface LoanFilePanelProps {
  applications: LoanFileCard[];
  banksToPropose: { slug: string; name: string }[];
  /** The page action's answer, when it came from this panel. */
  result?: LoanFileResult;
  /** Consent withdrawn: the file goes to no new bank. */
  closed: boolean;
}

const money = (value: number | null) => (value === null ? "—" : formatInr(value));

export function LoanFilePanel({
  applications,
  banksToPropose,
  result,
  closed,
}: LoanFilePanelProps) {
  const proposeResult = result?.intent === "bank-propose" ? result : undefined;
  return (
    <Panel title="Loan file">
      <div className="space-y-6">
        {closed ? (
          <p className="text-sm text-slate-700">
            Consent is withdrawn: this file goes to no new bank.
          </p>
        ) : banksToPropose.length > 0 ? (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="bank-propose" />
            <SelectField
              label="Propose a bank"
              name="bank"
              className="min-w-48 flex-1"
              options={banksToPropose.map((b) => ({ value: b.slug, label: b.name }))}
              error={proposeResult && !proposeResult.ok ? proposeResult.error : null}
            />
            <button type="submit" className={buttonPrimary}>
              Propose
            </button>
          </Form>
        ) : null}
        {proposeResult?.ok ? (
          <FormMessage kind="success">{proposeResult.message}</FormMessage>
        ) : null}
        {applications.length === 0 ? (
          <p className="text-sm text-slate-700">
            No bank yet. The borrower approves each bank proposed before it sees the file.
          </p>
        ) : (
          applications.map((a) => (
            <BankCard
              key={a.id}
              card={a}
              result={
                result?.intent === "bank-move" && result.bankApplicationId === a.id
                  ? result
                  : undefined
              }
            />
          ))
        )}
      </div>
    </Panel>
  );
}

function Figure({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600 uppercase">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The borrower chose this bank from their offers: the figures they were shown, and where. */
function ChosenOffer({ offer, offerId }: { offer: Offer; offerId: string }) {
  return (
    <section
      aria-label="Chosen offer"
      className="mt-3 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm"
    >
      <p className="font-semibold">
        Chosen by the borrower from their offers (
        <a href={`/offers/${offerId}`} className="underline">
          snapshot {offerId}
        </a>
        )
      </p>
      <dl className="mt-2 grid gap-2 sm:grid-cols-3">
        <Figure term="Loan">{money(offer.amount)}</Figure>
        <Figure term="Tenure">{offer.tenure_months} months</Figure>
        <Figure term="Rate">{offer.rate}% a year</Figure>
        <Figure term="EMI">{money(offer.emi)}</Figure>
        <Figure term="APR">{offer.apr}%</Figure>
        <Figure term="Upfront fees">{money(offer.total_upfront)}</Figure>
        <Figure term="Total payable">{money(offer.total_payable)}</Figure>
        <Figure term="FOIR">{offer.foir_percent}%</Figure>
        <Figure term="LTV">{offer.ltv_percent}%</Figure>
      </dl>
    </section>
  );
}

function BankCard({ card, result }: { card: LoanFileCard; result?: LoanFileResult }) {
  const headingId = `bank-application-${card.id}`;
  const moves = allowedMoves(card.stage, "staff");
  const failed = result && !result.ok ? result : undefined;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {card.bankName}
        </h3>
        <StageBadge stage={card.stage} />
      </div>
      {result?.ok ? <FormMessage kind="success">{result.message}</FormMessage> : null}
      {failed && !failed.fields ? <FormMessage kind="error">{failed.error}</FormMessage> : null}

      {card.offer && card.offer_id ? (
        <ChosenOffer offer={card.offer} offerId={card.offer_id} />
      ) : null}

      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {card.bank_reference ? <Figure term="Bank reference">{card.bank_reference}</Figure> : null}
        {card.sanctioned_amount !== null ? (
          <>
            <Figure term="Sanctioned">{money(card.sanctioned_amount)}</Figure>
            <Figure term="Rate">{card.sanctioned_rate}% a year</Figure>
            <Figure term="Processing fee">{money(card.processing_fee)}</Figure>
            <Figure term="Valid until">{card.sanction_valid_until}</Figure>
          </>
        ) : null}
        {card.tranches.length > 0 ? (
          <>
            <Figure term="Tranches">
              <ul>
                {card.tranches.map((t, i) => (
                  <li key={`${t.on}-${i}`}>
                    {money(t.amount)} on {t.on}
                  </li>
                ))}
              </ul>
            </Figure>
            <Figure term="Disbursed in all">{money(card.disbursed_amount)}</Figure>
          </>
        ) : null}
        {card.reason ? <Figure term="Reason">{card.reason}</Figure> : null}
      </dl>

      <h4 className="mt-3 text-sm font-semibold">History</h4>
      <ol className="mt-1 space-y-1 text-sm" aria-label={`${card.bankName} history`}>
        {card.history.map((h, i) => (
          <li key={`${h.at}-${i}`} className="border-l-2 border-brand-200 pl-3">
            <strong>{stageLabel(h.stage)}</strong> by {h.by} · <DateTime iso={h.at} />
          </li>
        ))}
      </ol>

      {card.stage === "proposed" ? (
        <p className="mt-3 text-sm text-slate-700">
          Waiting for the borrower to approve or decline this bank on /track or /account.
        </p>
      ) : null}
      <div className="mt-3 space-y-3">
        {moves.map((to) => (
          <MoveForm
            key={to}
            card={card}
            to={to}
            failed={failed?.stage === to ? failed : undefined}
          />
        ))}
      </div>
    </article>
  );
}

const MOVE_TITLES: Partial<Record<Stage, string>> = {
  logged_in: "Record the log-in",
  sanctioned: "Record the sanction",
  rejected: "Reject",
  withdrawn: "Withdraw",
};

function MoveForm({
  card,
  to,
  failed,
}: {
  card: LoanFileCard;
  to: Stage;
  failed?: LoanFileResult;
}) {
  const title =
    to === "disbursed"
      ? card.stage === "disbursed"
        ? "Add a tranche"
        : "Record the disbursal"
      : (MOVE_TITLES[to] ?? stageLabel(to));
  const error = (field: string) => failed?.fields?.[field] ?? null;
  const value = (field: string) => failed?.values?.[field] ?? "";
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      name={name}
      label={label}
      defaultValue={value(name)}
      error={error(name)}
      {...extra}
    />
  );
  // An amount or a rate the move needs: a required decimal.
  const figure = (name: string, label: string) =>
    field(name, label, { inputMode: "decimal", required: true });
  return (
    <details open={failed !== undefined} className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-semibold">
        {title}
        <span className="sr-only"> at {card.bankName}</span>
      </summary>
      <Form method="post" noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="bank-move" />
        <input type="hidden" name="bank_application_id" value={card.id} />
        <input type="hidden" name="stage" value={to} />
        {to === "logged_in"
          ? field("bank_reference", "Bank's reference", { required: true })
          : null}
        {to === "sanctioned" ? (
          <>
            {figure("sanctioned_amount", "Sanctioned amount (₹)")}
            {figure("sanctioned_rate", "Rate (% a year)")}
            {figure("processing_fee", "Processing fee (₹)")}
            {field("sanction_valid_until", "Valid until", { type: "date", required: true })}
          </>
        ) : null}
        {to === "disbursed" ? (
          <>
            {figure("disbursed_amount", "Amount paid out (₹)")}
            {field("disbursed_on", "Paid out on", { type: "date", required: true })}
          </>
        ) : null}
        {to === "rejected" ? field("reason", "Reason", { required: true, maxLength: 500 }) : null}
        {to === "withdrawn" ? field("reason", "Reason (optional)", { maxLength: 500 }) : null}
        <div className="flex items-end sm:col-span-2">
          <button
            type="submit"
            className={to === "rejected" || to === "withdrawn" ? buttonSecondary : buttonPrimary}
          >
            {title}
            <span className="sr-only"> at {card.bankName}</span>
          </button>
        </div>
      </Form>
    </details>
  );
}
