import type { ReactNode } from "react";
import { CALLBACK_SLOTS } from "../../domain/callbacks/slots.ts";
import { formatDay, formatInr } from "../../domain/format.ts";
import type { MyLoanCard, MyLoanPageState } from "../../domain/my-loan/page-state.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { SelectField, TextField } from "../forms/form-field.tsx";
import { Form } from "../router-links.tsx";
import {
  ConsentAndSubmit,
  fieldState,
  Hidden,
  type LoanForms,
  quietButton,
  useFieldError,
  withPrompt,
} from "./loan-form-parts.tsx";
import { BalanceChart, percent } from "./my-loan-charts.tsx";

// The saved loans of /my-loan and /account (docs/product/my-loan.md "Pages"): each loan with its
// outlook, its balance chart, "Ask about moving this loan" and Delete (the forms' shape:
// loan-form-parts.tsx).

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

const signed = (pp: number) => `${pp > 0 ? "+" : pp < 0 ? "−" : ""}${Math.abs(pp).toFixed(2)}`;

/** The mobile's saved loans, each with its outlook; a notice of the last post above them. */
export function SavedLoanList({
  loans,
  forms,
  state,
}: {
  loans: readonly MyLoanCard[];
  forms: LoanForms;
  state: MyLoanPageState | null;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="saved-loans" className="mt-8" data-testid="saved-loans">
      <h2 id="saved-loans" className="text-xl font-bold text-ink">
        {t("my-loan.list.heading")}
      </h2>
      {loans.length === 0 ? <p className="mt-2 text-slate-700">{t("my-loan.list.empty")}</p> : null}
      {loans.map((loan) => (
        <SavedLoan key={loan.id} loan={loan} forms={forms} state={state} />
      ))}
    </section>
  );
}

/** A saved loan's part of the page: the loan, where its forms post, and the page's last answer. */
interface LoanProps {
  loan: MyLoanCard;
  forms: LoanForms;
  state: MyLoanPageState | null;
}

function SavedLoan({ loan, forms, state }: LoanProps) {
  const { t, lang, message } = useI18n();
  const o = loan.outlook;
  const headingId = `loan-${loan.id}`;
  const deleteRefusal =
    state?.refusal?.form === "delete" && state.refusal.loanId === loan.id ? state.refusal : null;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`saved-loan-${loan.id}`}
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {t("my-loan.loan.heading", { bank: loan.bank_name, amount: formatInr(loan.outstanding) })}
      </h3>
      <p className="text-sm text-slate-600">
        {t("my-loan.loan.saved", { day: formatDay(loan.created_at, lang) })}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3" data-testid="outlook">
        <Fact term={t("my-loan.fact.currentRate")}>{percent(loan.current_rate)}</Fact>
        <Fact term={t("my-loan.fact.emi")}>{formatInr(o.emi)}</Fact>
        <Fact term={t("my-loan.fact.remaining")}>{loan.remaining_months}</Fact>
        {o.spread !== null ? (
          <Fact term={t("my-loan.fact.spread")}>{o.spread.toFixed(2)}</Fact>
        ) : null}
        {o.repo_now ? (
          <Fact term={t("my-loan.fact.repoNow")}>
            {t("my-loan.fact.repoNowValue", {
              rate: percent(o.repo_now.rate),
              day: formatDay(o.repo_now.effective_from, lang),
            })}
          </Fact>
        ) : null}
        {o.next_reset_on ? (
          <Fact term={t("my-loan.fact.nextReset")}>
            <span data-testid="next-reset">{formatDay(o.next_reset_on, lang)}</span>
          </Fact>
        ) : null}
        {o.rate_at_next_reset !== null ? (
          <Fact term={t("my-loan.fact.rateAtReset")}>
            <span data-testid="rate-at-next-reset">{percent(o.rate_at_next_reset)}</span>
          </Fact>
        ) : null}
        {o.change_pp !== null ? (
          <Fact term={t("my-loan.fact.change")}>{signed(o.change_pp)}</Fact>
        ) : null}
      </dl>
      {loan.rate_type === "other" ? (
        <p className="mt-4 text-slate-700">{t("my-loan.other")}</p>
      ) : (
        <div className="mt-6">
          <h4 className="font-semibold text-ink">{t("my-loan.choices.heading")}</h4>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {o.keep_tenure ? (
              <li className="rounded-xl bg-slate-50 p-4" data-testid="keep-tenure">
                <strong>{t("my-loan.choices.keepTenure")}</strong>
                <p>
                  {t("my-loan.choices.keepTenureText", {
                    emi: formatInr(o.keep_tenure.emi),
                    months: loan.remaining_months,
                    interest: formatInr(o.keep_tenure.total_interest),
                  })}
                </p>
              </li>
            ) : null}
            <li className="rounded-xl bg-slate-50 p-4" data-testid="keep-emi">
              <strong>{t("my-loan.choices.keepEmi")}</strong>
              <p>
                {o.keep_emi
                  ? t("my-loan.choices.keepEmiText", {
                      emi: formatInr(o.emi),
                      months: o.keep_emi.months,
                      interest: formatInr(o.keep_emi.total_interest),
                    })
                  : t("my-loan.choices.emiBelowInterest")}
              </p>
            </li>
          </ul>
        </div>
      )}
      <div className="mt-6">
        <BalanceChart id={`chart-balance-${loan.id}`} series={loan.balances} />
      </div>
      <Transfers loan={loan} />
      <AskForm loan={loan} forms={forms} state={state} />
      <Form method="post" action={forms.action} className="mt-6">
        <Hidden
          fields={{ ...forms.hidden, intent: `${forms.prefix}delete`, loan_id: String(loan.id) }}
        />
        {deleteRefusal ? (
          <p role="alert" className="mb-2 font-medium text-red-700">
            {message(deleteRefusal.message)}
          </p>
        ) : null}
        <button
          type="submit"
          className={quietButton}
          aria-label={t("my-loan.deleteLabel", { bank: loan.bank_name })}
        >
          {t("my-loan.delete")}
        </button>
      </Form>
    </article>
  );
}

/** The columns of a loan's transfer table, by their heading's message. */
const TRANSFER_COLUMNS = ["bank", "rate", "emi", "saving", "breakEven"] as const;

function Transfers({ loan }: { loan: MyLoanCard }) {
  const { t } = useI18n();
  const transfers = loan.outlook.transfers;
  return (
    <div className="mt-6">
      <h4 className="font-semibold text-ink">{t("my-loan.transfers.heading")}</h4>
      {transfers.length === 0 ? (
        <p className="mt-1 text-slate-700">{t("my-loan.transfers.none")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="transfers">
            <caption className="sr-only">{t("my-loan.transfers.caption")}</caption>
            <thead>
              <tr>
                {TRANSFER_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-2 py-1">
                    {t(`my-loan.transfers.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {transfers.map((tr) => (
                <tr key={tr.bank} className="border-t border-slate-100">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {tr.bank_name}
                  </th>
                  <td className="px-2 py-1 tabular-nums">{percent(tr.new_rate)}</td>
                  <td className="px-2 py-1 tabular-nums">{formatInr(tr.new_emi)}</td>
                  <td className="px-2 py-1 tabular-nums">{formatInr(tr.net_saving)}</td>
                  <td className="px-2 py-1 tabular-nums">
                    {tr.break_even_month === null
                      ? "—"
                      : t("my-loan.transfers.breakEvenMonths", { months: tr.break_even_month })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** "Ask about moving this loan": the callback form's name, city, slot and consent. */
function AskForm({ loan, forms, state }: LoanProps) {
  const { t, message } = useI18n();
  const refusal = state?.refusal ?? null;
  const error = useFieldError(refusal, "ask", loan.id);
  const own = refusal?.form === "ask" && refusal.loanId === loan.id;
  const values = own ? (state?.values ?? {}) : {};
  const field = fieldState(values, error);
  const asked =
    state?.notice?.kind === "asked" && state.notice.loanId === loan.id ? state.notice : null;
  const headingId = `ask-${loan.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-brand-200 p-4">
      <h4 id={headingId} className="font-semibold text-ink">
        {t("my-loan.ask.heading")}
      </h4>
      {asked ? (
        <p role="status" className="mt-2 text-green-900" data-testid="ask-done">
          {t("my-loan.ask.done", { reference: asked.reference })}
        </p>
      ) : (
        <Form
          method="post"
          action={forms.action}
          noValidate
          className="mt-2 grid gap-4 sm:grid-cols-3"
        >
          <Hidden
            fields={{ ...forms.hidden, intent: `${forms.prefix}ask`, loan_id: String(loan.id) }}
          />
          <p className="text-sm text-slate-700 sm:col-span-3">{t("my-loan.ask.intro")}</p>
          {own && Object.keys(refusal.fields).length === 0 ? (
            <p role="alert" className="font-medium text-red-700 sm:col-span-3">
              {message(refusal.message)}
            </p>
          ) : null}
          <TextField
            {...field("name")}
            autoComplete="name"
            label={t("forms.callback.name")}
            required
            maxLength={100}
          />
          <TextField {...field("city")} label={t("forms.callback.city")} required maxLength={60} />
          <SelectField
            {...field("preferred_slot")}
            label={t("forms.callback.slot")}
            required
            options={withPrompt(
              t("forms.callback.chooseSlot"),
              CALLBACK_SLOTS.map((slot) => ({ value: slot, label: t(`forms.slot.${slot}`) })),
            )}
          />
          <ConsentAndSubmit
            text="forms.callback.consent"
            error={error("consent")}
            errorId={`${headingId}-consent-error`}
            span="sm:col-span-3"
            submit={t("my-loan.ask.submit")}
          />
        </Form>
      )}
    </section>
  );
}
