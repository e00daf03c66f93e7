import { Link } from "react-router";
import type { Bank } from "../../domain/banks/schema.ts";
import { AsOf } from "./as-of.tsx";

type HeroBank = Pick<
  Bank,
  | "slug"
  | "name"
  | "logo"
  | "purpose"
  | "interestRate"
  | "maxLoan"
  | "tenure"
  | "processingFee"
  | "asOf"
> & { brandColor?: string };

/** Heading, logo, key figures (each dated and marked indicative) and the Do I Qualify link. */
export function BankHero({ bank }: { bank: HeroBank }) {
  const figures = [
    { label: "Interest rate", value: bank.interestRate, highlight: true },
    { label: "Maximum loan", value: bank.maxLoan },
    { label: "Tenure", value: bank.tenure },
    { label: "Processing fee", value: bank.processingFee },
  ];
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            <li>
              <Link to="/" className="text-brand-700 underline-offset-2 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{bank.name} Home Loan</li>
          </ol>
        </nav>
        <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div>
            <div
              className="inline-block rounded-2xl border-b-4 bg-white p-3 shadow-sm"
              style={bank.brandColor ? { borderBottomColor: bank.brandColor } : undefined}
            >
              <img
                src={bank.logo}
                alt={`${bank.name} logo`}
                width={220}
                height={64}
                className="h-12 w-auto"
              />
            </div>
            <h1 className="mt-5 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {bank.name} Home Loan
            </h1>
            <p className="mt-3 max-w-prose text-base leading-relaxed text-slate-700">
              {bank.purpose.replace(/\.\s*$/, "")}.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to={`/eligibility-form?bank=${encodeURIComponent(bank.slug)}`}
                className="inline-flex min-h-12 items-center rounded-xl bg-brand-600 px-6 font-semibold text-white shadow-sm hover:bg-brand-700"
              >
                Do I Qualify
              </Link>
              <a
                href="#compare"
                className="inline-flex min-h-12 items-center rounded-xl border border-brand-600 bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
              >
                Compare with other banks
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
              <span className="text-xs text-slate-600">
                . Your rate depends on your credit score, income and the loan amount.
              </span>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
