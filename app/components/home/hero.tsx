import { HERO, HERO_SLIDES } from "../../content/home.ts";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { Form } from "../router-links.tsx";
import { HeroCarousel } from "./hero-carousel.tsx";

export interface BankOption {
  slug: string;
  name: string;
}

/**
 * Section 1: headline, the 'from 7.35 per annum' rate, the carousel and the bank picker.
 * The picker is a GET form to /eligibility-form?bank=<slug>, so it works on any screen size and
 * without JavaScript (docs/product/pages.md "Home page sections": the hero's Start Eligibility
 * Check, desktop and mobile).
 */
export function Hero({ banks }: { banks: BankOption[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t("home.hero.eyebrow")}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl"
          >
            {t("home.hero.headline")}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{t("home.hero.lead")}</p>
          <p className="mt-6 text-lg text-ink">
            <T
              id="home.hero.rate"
              values={{ rate: HERO.rateFrom }}
              components={{ 0: <strong className="text-2xl font-bold text-accent-700" /> }}
            />
            <span aria-hidden="true">*</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {t("home.hero.rateNote", { asOf: t("home.showcase.asOf") })}
          </p>
          <BankPicker banks={banks} />
        </div>
        <HeroCarousel slides={HERO_SLIDES} />
      </div>
    </section>
  );
}

function BankPicker({ banks }: { banks: BankOption[] }) {
  const { t, href } = useI18n();
  const buttonClass =
    "inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-brand-900";
  if (banks.length === 0) {
    return (
      <p className="mt-8">
        <a href={href("/eligibility-form")} className={buttonClass}>
          {t("home.hero.start")}
        </a>
      </p>
    );
  }
  return (
    <Form
      method="get"
      action={href("/eligibility-form")}
      className="mt-8 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <div className="grid gap-1.5">
        <label htmlFor="hero-bank" className="text-sm font-semibold text-ink">
          {t("home.hero.pickBank")}
        </label>
        <select
          id="hero-bank"
          name="bank"
          defaultValue={banks[0].slug}
          className="min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
        >
          {banks.map((bank) => (
            <option key={bank.slug} value={bank.slug}>
              {bank.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass}>
        {t("home.hero.start")}
      </button>
    </Form>
  );
}
