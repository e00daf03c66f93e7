import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import { formatAsOfDate } from "../components/bank/as-of.tsx";
import { BankFaq } from "../components/bank/bank-faq.tsx";
import { BankHero } from "../components/bank/bank-hero.tsx";
import { BlogSlider } from "../components/blog-slider.tsx";
import { CallbackRequestForm } from "../components/callback-request-form.tsx";
import { CityPicker } from "../components/city-picker.tsx";
import {
  CompareBanks,
  companionSlug,
  compareSlugsFromSearch,
} from "../components/compare-banks.tsx";
import { EmiCalculator } from "../components/emi-calculator.tsx";
import { Island } from "../components/island.tsx";
import { Link } from "../components/router-links.tsx";
import { localizeBank } from "../domain/banks/localize.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import { localizeHref } from "../i18n/lang.ts";
import { getBank, listBanks } from "../modules/banks/banks.server.ts";
import { verificationOffered } from "../modules/otp/sms.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/bank";

export async function loader({ params, request }: Route.LoaderArgs) {
  const found = await getBank(params.bank);
  if (!found) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const lang = langOfRequest(request);
  // One address per bank: /loan/SBI → /loan/sbi (the canonical URL), /hi/loan/SBI → /hi/loan/sbi.
  if (params.bank !== found.slug) {
    throw redirect(`${localizeHref(`/loan/${found.slug}`, lang)}${url.search}`, 301);
  }
  const [allBanks, seo] = await Promise.all([
    listBanks(),
    seoForRequest(`loan-${found.slug}`, request),
  ]);
  // The admin's Hindi text where there is one (the English otherwise), on /hi pages.
  const bank = localizeBank(found, lang);
  const banks = allBanks.map((b) => localizeBank(b, lang));
  const defaults = [bank.slug, companionSlug(banks, bank.slug) ?? bank.slug];
  const compare = compareSlugsFromSearch(url.searchParams, banks, defaults);
  return {
    bank,
    banks,
    compare,
    seo,
    verifyPhone: verificationOffered(),
    i18n: i18nFor(request, "bank", "compare", "forms", "errors-forms"),
  };
}

const sectionClass = "mx-auto max-w-6xl scroll-mt-20 px-4 pt-14";
const h2Class = "text-2xl font-bold tracking-tight text-ink";

/** A section of the page with its heading and a line of introduction, hydrated as an island. */
type IntroSectionProps = { id: string; heading: string; intro: string; children: ReactNode };

function IntroSection({ id, heading, intro, children }: IntroSectionProps) {
  return (
    <Island>
      <section id={id} aria-labelledby={`${id}-heading`} className={sectionClass}>
        <h2 id={`${id}-heading`} className={h2Class}>
          {heading}
        </h2>
        <p className="mt-2 mb-6 max-w-prose text-slate-700">{intro}</p>
        {children}
      </section>
    </Island>
  );
}

/** /loan/:bank (docs/product/pages.md "Bank pages"): one bank's page, for all ten banks. */
export default function BankPage({ loaderData }: Route.ComponentProps) {
  const { bank, banks, compare } = loaderData;
  const { t, href, lang } = useI18n();
  const paragraphs = bank.description.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <>
      <BankHero bank={bank} />

      {/* Everything under the hero is below a phone's first screen: each section hydrates when it
          is reached or touched (docs/decisions/033-islands-hydrate-when-reached.md). */}
      <Island>
        <section id="emi-calculator" aria-labelledby="emi-heading" className={sectionClass}>
          <h2 id="emi-heading" className={h2Class}>
            {t("bank.emi.heading", { bank: bank.name })}
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">
            {t("bank.emi.intro", {
              bank: bank.name,
              rate: bank.calculatorRate,
              date: formatAsOfDate(bank.asOf, lang),
            })}
          </p>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            {/* rateResetKey: another bank's page puts that bank's rate back (docs/product/calculators.md). */}
            <EmiCalculator defaultRate={bank.calculatorRate} rateResetKey={bank.slug} />
          </div>
        </section>
      </Island>
      <Island>
        <section aria-labelledby="about-heading" className={sectionClass}>
          <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
            <div>
              <h2 id="about-heading" className={h2Class}>
                {t("bank.about.heading", { bank: bank.name })}
              </h2>
              <div className="mt-4 grid max-w-prose gap-4 leading-relaxed text-slate-700">
                {paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
            <aside
              aria-labelledby="qualify-heading"
              className="self-start rounded-2xl border border-brand-100 bg-brand-50 p-6"
            >
              <h3 id="qualify-heading" className="text-lg font-semibold text-ink">
                {t("bank.qualify.heading")}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">
                {t("bank.qualify.body")}
              </p>
              <Link
                to={href(`/eligibility-form?bank=${encodeURIComponent(bank.slug)}`)}
                className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
              >
                <T
                  id="bank.qualify.button"
                  values={{ bank: bank.name }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </Link>
            </aside>
          </div>
        </section>
      </Island>
      <IntroSection
        id="compare"
        heading={t("bank.compare.heading", { bank: bank.name })}
        intro={t("bank.compare.intro")}
      >
        <CompareBanks
          key={`${bank.slug}:${compare.join(",")}`}
          banks={banks}
          initialSlugs={compare}
        />
      </IntroSection>
      <IntroSection
        id="projects"
        heading={t("bank.projects.heading", { bank: bank.name })}
        intro={t("bank.projects.intro")}
      >
        <CityPicker bankSlug={bank.slug} bankName={bank.name} />
      </IntroSection>
      <Island>
        <section id="callback" aria-label={t("bank.callback.label")} className={sectionClass}>
          <CallbackRequestForm
            bank={{ slug: bank.slug, name: bank.name }}
            verifyPhone={loaderData.verifyPhone}
          />
        </section>
      </Island>
      <Island>
        <section id="faq" aria-labelledby="faq-heading" className={sectionClass}>
          <h2 id="faq-heading" className={`${h2Class} mb-6`}>
            {t("bank.faq.heading")}
          </h2>
          <BankFaq />
        </section>
      </Island>
      {/* Not an island: the slider turns every 4 s from load (docs/product/pages.md). */}
      <section aria-labelledby="blog-heading" className={sectionClass}>
        <h2 id="blog-heading" className={`${h2Class} mb-6`}>
          {t("bank.blog.heading")}
        </h2>
        <BlogSlider />
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
