import type { BankHeadline } from "../../domain/banks/schema.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { Lang } from "../../i18n/lang.ts";
import { Link } from "../router-links.tsx";
import { AsOf } from "./as-of.tsx";
import { BankBreadcrumb } from "./bank-breadcrumb.tsx";

type HeroBank = BankHeadline & { brandColor?: string };

/** Heading, logo, key figures (each dated and marked indicative) and the Do I Qualify link. */
export function BankHero({ bank }: { bank: HeroBank }) {
  const { t, href, lang } = useI18n();
  const figures = [
    { label: t("bank.hero.interestRate"), value: bank.interestRate, highlight: true },
    { label: t("bank.hero.maxLoan"), value: bank.maxLoan },
    { label: t("bank.hero.tenure"), value: bank.tenure },
    { label: t("bank.hero.processingFee"), value: bank.processingFee },
  ];
  const title = t("bank.hero.title", { bank: bank.name });
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10">
        <BankBreadcrumb current={title} />
        <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div>
            <div
              className="inline-block rounded-2xl border-b-4 bg-white p-3 shadow-sm"
              style={bank.brandColor ? { borderBottomColor: bank.brandColor } : undefined}
            >
              <img
                src={bank.logo}
                alt={t("bank.hero.logoAlt", { bank: bank.name })}
                width={220}
                height={64}
                className="h-12 w-auto"
              />
            </div>
            <h1 className="mt-5 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
            <p className="mt-3 max-w-prose text-base leading-relaxed text-slate-700">
              {endSentence(bank.purpose, lang)}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to={href(`/eligibility-form?bank=${encodeURIComponent(bank.slug)}`)}
                className="inline-flex min-h-12 items-center rounded-xl bg-brand-600 px-6 font-semibold text-white shadow-sm hover:bg-brand-700"
              >
                {t("bank.hero.qualify")}
              </Link>
              <a
                href="#compare"
                className="inline-flex min-h-12 items-center rounded-xl border border-brand-600 bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t("bank.hero.compare")}
              </a>
            </div>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dl className="grid gap-4">
              {figures.map((figure) => (
                <div key={figure.label}>
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {figure.label}
                  </dt>
                  <dd
                    className={`mt-0.5 ${figure.highlight ? "text-2xl font-bold text-accent-700" : "text-sm text-ink"}`}
                  >
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 border-t border-slate-200 pt-3">
              <AsOf date={bank.asOf} />
              <span className="text-xs text-slate-600">{t("bank.hero.rateDepends")}</span>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The purpose as one sentence, ending in a full stop (a पूर्ण विराम "।" in Hindi). */
function endSentence(text: string, lang: Lang): string {
  const trimmed = text.trim();
  if (/[।?!]$/.test(trimmed)) return trimmed;
  return `${trimmed.replace(/\.$/, "")}${lang === "hi" ? "।" : "."}`;
}
