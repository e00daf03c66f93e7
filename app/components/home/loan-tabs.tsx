import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import {
  LOAN_FEATURES,
  LOAN_FEES,
  LOAN_TYPE_CONTENT,
  type LoanTypeContent,
} from "../../content/home.ts";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { Link } from "../router-links.tsx";
import { RewardsCounter } from "./rewards-counter.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { useTabs } from "./tabs.tsx";

/** The search parameter that names the selected loan type (the tabs' links without JavaScript). */
const LOAN_PARAM = "loan";

/**
 * Section 4: the five loan types as WAI-ARIA tabs, Home Loan first. Only the selected panel is
 * in the page: each tab is a link to `?loan=<slug>#loan-types`, which the server answers with
 * that panel, and with JavaScript a click switches in place.
 */
export function LoanTabs() {
  const { t, href } = useI18n();
  const [searchParams] = useSearchParams();
  const named = LOAN_TYPE_CONTENT.findIndex((loan) => loan.slug === searchParams.get(LOAN_PARAM));
  const { selected, linkTabListProps, linkTabProps, panelProps } = useTabs(
    LOAN_TYPE_CONTENT.length,
    {
      initial: Math.max(named, 0),
    },
  );
  const loan = LOAN_TYPE_CONTENT[selected];

  // On a narrow screen the tab strip scrolls sideways: keep the selected tab in sight (a page
  // opened at ?loan=construction-loan would otherwise show its pill cut off at the edge). Only
  // the strip moves, never the page.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const tab = list?.children[selected] as HTMLElement | undefined;
    if (!list || !tab) return;
    const left = tab.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - tab.offsetWidth) / 2;
    }
  }, [selected]);

  return (
    <section
      id="loan-types"
      aria-labelledby="loan-types-heading"
      className="scroll-mt-20 bg-slate-50 py-16"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="loan-types-heading">{t("home.loans.heading")}</SectionHeading>
        <div
          ref={tabList}
          role="tablist"
          {...linkTabListProps}
          aria-label={t("home.loans.tabs")}
          className="mt-8 flex gap-2 overflow-x-auto pb-2 sm:justify-center"
        >
          {LOAN_TYPE_CONTENT.map((tab, index) => {
            // Through href(): on /hi the link stays on the Hindi page.
            const props = linkTabProps(index, href(`/?${LOAN_PARAM}=${tab.slug}#loan-types`));
            return (
              <a
                key={tab.slug}
                {...props}
                className={`inline-flex shrink-0 items-center rounded-full border px-4 py-2.5 text-sm font-semibold whitespace-nowrap ${
                  props["aria-selected"]
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700"
                }`}
              >
                {t(`home.loan.${tab.id}.title`)}
              </a>
            );
          })}
        </div>
        {/* Keyed by loan type: a newly selected panel starts fresh (its counter counts again). */}
        <div key={loan.slug} {...panelProps(selected)} className="mt-8 focus-visible:rounded-2xl">
          <LoanPanel loan={loan} />
        </div>
      </div>
    </section>
  );
}

function LoanPanel({ loan }: { loan: LoanTypeContent }) {
  const { t, href } = useI18n();
  const key = `home.loan.${loan.id}` as const;
  const cards = [
    { label: t("home.loans.rate"), value: t(`${key}.rate`) },
    { label: t("home.loans.tenure"), value: t(`${key}.tenure`) },
    { label: t("home.loans.maxAmount"), value: t(`${key}.maxAmount`) },
  ];
  const title = t(`${key}.title`);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 lg:col-span-2">
        <h3 className="text-2xl font-bold text-ink">{title}</h3>
        <p className="mt-2 text-base text-slate-700">{t(`${key}.subtitle`)}</p>
        <dl className="mt-6 grid gap-3 sm:grid-cols-3">
          {cards.map((card) => (
            <div key={card.label} className="rounded-2xl bg-brand-50 p-4">
              <dt className="text-sm text-slate-700">{card.label}</dt>
              <dd className="mt-1 text-lg font-bold text-brand-900">{card.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-600">
          {t("home.loans.asOf", { asOf: t("home.showcase.asOf") })}
        </p>
        <h4 className="mt-6 text-base font-semibold text-ink">{t("home.loans.features")}</h4>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {LOAN_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2 text-base text-slate-700">
              <CheckIcon className="mt-1 shrink-0 text-accent-700" />
              {t(`${key}.${feature}`)}
            </li>
          ))}
        </ul>
        <Link
          to={href(`/eligibility-form?loanType=${loan.slug}`)}
          className="mt-8 inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-900"
        >
          <T
            id="home.loans.apply"
            values={{ loan: title }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </Link>
      </div>
      <div className="grid content-start gap-6">
        <RewardsCounter />
        <FeesPanel />
      </div>
    </div>
  );
}

function FeesPanel() {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <h4 className="text-base font-semibold text-ink">{t("home.fees.heading")}</h4>
      <ul className="mt-3 grid gap-2 text-sm">
        {LOAN_FEES.map((fee) => (
          <li key={fee.id} className="flex items-center justify-between gap-3">
            <span className="text-slate-700">{t(`home.fees.${fee.id}`)}</span>
            {fee.charged ? (
              <span className="font-semibold text-ink">{t("home.fees.charged")}</span>
            ) : (
              <span className="flex items-center gap-1 font-semibold text-accent-700">
                <CheckIcon className="shrink-0" />
                {t("home.fees.waived")}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">{t("home.fees.note")}</p>
    </div>
  );
}

function CheckIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={className}>
      <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
