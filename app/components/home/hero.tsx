import { Form } from "react-router";
import { HERO, HERO_SLIDES, SHOWCASE_AS_OF } from "../../content/home.ts";
import { HeroCarousel } from "./hero-carousel.tsx";

export interface BankOption {
  slug: string;
  name: string;
}

/**
 * Section 1: headline, the 'from 7.35 per annum' rate, the carousel and the bank picker.
 * The picker is a GET form to /eligibility-form?bank=<slug>, so it works on any screen size and
 * without JavaScript (SPEC.md 2: the hero's Start Eligibility Check, desktop and mobile).
 */
export function Hero({ banks }: { banks: BankOption[] }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {HERO.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl"
          >
            {HERO.headline}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{HERO.lead}</p>
          <p className="mt-6 text-lg text-ink">
            Interest rates{" "}
            <strong className="text-2xl font-bold text-accent-700">
              from {HERO.rateFrom}% per annum
            </strong>
            <span aria-hidden="true">*</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {HERO.rateNote} *Indicative lowest rate across our partner banks, as of {SHOWCASE_AS_OF}
            .
          </p>
          <BankPicker banks={banks} />
        </div>
        <HeroCarousel slides={HERO_SLIDES} />
      </div>
    </section>
  );
}

function BankPicker({ banks }: { banks: BankOption[] }) {
  const buttonClass =
    "inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-brand-900";
  if (banks.length === 0) {
    return (
      <p className="mt-8">
        <a href="/eligibility-form" className={buttonClass}>
          Start Eligibility Check
        </a>
      </p>
    );
  }
  return (
    <Form
      method="get"
      action="/eligibility-form"
      className="mt-8 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <div className="grid gap-1.5">
        <label htmlFor="hero-bank" className="text-sm font-semibold text-ink">
          Choose your bank
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
        Start Eligibility Check
      </button>
    </Form>
  );
}
