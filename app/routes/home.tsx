import { data, useSearchParams } from "react-router";
import { BlogSlider } from "../components/blog-slider.tsx";
import { CallbackRequestForm } from "../components/callback-request-form.tsx";
import { CompareBanks, compareSlugsFromSearch } from "../components/compare-banks.tsx";
import { EmiCalculator } from "../components/emi-calculator.tsx";
import { BankLogoStrip } from "../components/home/bank-logo-strip.tsx";
import {
  CONTACT_UNAVAILABLE,
  type ContactFormState,
  GetInTouch,
} from "../components/home/get-in-touch.tsx";
import { Hero } from "../components/home/hero.tsx";
import { HomeFaq } from "../components/home/home-faq.tsx";
import { LoanTabs } from "../components/home/loan-tabs.tsx";
import { ProcessSteps } from "../components/home/process-steps.tsx";
import { LeadSection } from "../components/home/section-heading.tsx";
import { ServiceExplainer } from "../components/home/service-explainer.tsx";
import { StrikeHeading } from "../components/home/strike-heading.tsx";
import { NoJsStyles } from "../components/home/tabs.tsx";
import { WhyChooseUs } from "../components/home/why-choose-us.tsx";
import { Island } from "../components/island.tsx";
import { localizeBank } from "../domain/banks/localize.ts";
import { GENERIC_INVALID_MESSAGE } from "../domain/validation.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { listBanks } from "../modules/banks/banks.server.ts";
import { CONTACT_THANKS, submitContactMessage } from "../modules/contact/contact.server.ts";
import { verificationOffered } from "../modules/otp/sms.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { cookieSource } from "../modules/speed-to-lead/source.server.ts";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  UNAVAILABLE_HEADERS,
  unlessUnavailable,
} from "../utils/database-outage.server.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const [allBanks, seo] = await Promise.all([listBanks(), seoForRequest("home", request)]);
  const lang = langOfRequest(request);
  // The comparison shows each bank in the page's language (the admin's Hindi text where there is
  // some). The long descriptions belong to the bank pages; leaving them out keeps the data small.
  const banks = allBanks.map((bank) => {
    const { description: _description, ...rest } = localizeBank(bank, lang);
    return rest;
  });
  // docs/product/pages.md "Compare screen": the home comparison starts with the first two banks;
  // the comparison's no-JavaScript form asks for other columns through the URL.
  const compareSlugs = compareSlugsFromSearch(
    new URL(request.url).searchParams,
    banks,
    banks.slice(0, 2).map((bank) => bank.slug),
  );
  return {
    banks,
    compareSlugs,
    seo,
    verifyPhone: verificationOffered(),
    // The page's text in its language: the home sections, the shared comparison, calculator and
    // blog slider, and the callback and contact forms (app/i18n/README.md).
    i18n: i18nFor(request, "home", "compare", "forms", "errors-forms"),
  };
}

// The sections under the hero are skipped by the browser's style, layout and paint while they are
// off screen (docs/performance.md "Plain Lighthouse against ours", session 23): they are most of
// the page's ~900 elements, and the first style and layout, done again when the font arrives, were
// the longest tasks of a slow phone's load. Each island's size until it has been rendered is about
// its height on a phone and on a desktop, so the page's length and the islands' hydration when
// reached (docs/decisions/033-islands-hydrate-when-reached.md) stay as they were; once rendered,
// the browser keeps its real size (`auto`).
const OFF_SCREEN = "[content-visibility:auto]";

// Fields of the Get in Touch form whose typed values are sent back after a refusal (no JavaScript).
const CONTACT_FIELDS = ["first_name", "last_name", "email", "phone", "message", "consent"] as const;

/**
 * The Get in Touch form (docs/product/borrower-journey.md): validated and stored by the contact
 * module.
 */
export async function action({ request }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form post at all (wrong content type, broken body): bad input, not a server error.
    return data<ContactFormState>(
      { ok: false, error: GENERIC_INVALID_MESSAGE, fields: {}, values: {} },
      { status: 400 },
    );
  }
  const values: Record<string, string> = {};
  for (const key of CONTACT_FIELDS) {
    const value = form.get(key);
    if (typeof value === "string") values[key] = value;
  }
  const result = await unlessUnavailable(() =>
    submitContactMessage(
      {
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        phone: values.phone,
        message: values.message,
        // An unticked checkbox is simply absent from the form data; the schema wants literal true.
        consent: form.has("consent"),
        website: form.get("website"),
      },
      new Date(),
      cookieSource(request),
    ),
  );
  // The database is away: the form comes back as typed, with a 503 and a word on why.
  if (!result) {
    return data<ContactFormState>(
      { ok: false, error: DATABASE_UNAVAILABLE_MESSAGE, fields: {}, values },
      { status: 503, headers: UNAVAILABLE_HEADERS },
    );
  }
  if (result.ok) {
    return data<ContactFormState>({ ok: true, message: CONTACT_THANKS }, { status: 201 });
  }
  return data<ContactFormState>(
    { ok: false, error: result.error, fields: result.fields, values },
    { status: 400 },
  );
}

/**
 * In the browser: a send that fails outright (offline, or the server's 429 rate-limit answer, which
 * is not React Router data) becomes a message in the form instead of the error page.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<ContactFormState> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, error: CONTACT_UNAVAILABLE, fields: {}, values: {} };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banks, compareSlugs } = loaderData;
  const { t } = useI18n();
  const bankOptions = banks.map((bank) => ({ slug: bank.slug, name: bank.name }));
  // A link to one loan type (?loan=…) is a visit to that section: it hydrates with the page, and
  // its strip brings the chosen tab into sight at once.
  const [searchParams] = useSearchParams();
  return (
    // The site layout provides <main id="main"> (and the skip link to it).
    <>
      <NoJsStyles />
      <Hero banks={bankOptions} />
      {/* Everything below the first screen hydrates when the visitor reaches or touches it
          (docs/decisions/033-islands-hydrate-when-reached.md): on a slow phone, hydrating the
          whole page at once kept it busy for seconds after its first paint. */}
      <Island
        className={`${OFF_SCREEN} [contain-intrinsic-size:auto_440px] lg:[contain-intrinsic-size:auto_390px]`}
      >
        <BankLogoStrip banks={bankOptions} />
        <StrikeHeading />
      </Island>
      <Island
        eager={searchParams.has("loan")}
        className={`${OFF_SCREEN} [contain-intrinsic-size:auto_1600px] lg:[contain-intrinsic-size:auto_780px]`}
      >
        <LoanTabs />
      </Island>
      <Island
        className={`${OFF_SCREEN} [contain-intrinsic-size:auto_2600px] lg:[contain-intrinsic-size:auto_1850px]`}
      >
        <LeadSection id="compare" heading={t("home.compare.heading")} lead={t("home.compare.lead")}>
          <div className="mt-10">
            <CompareBanks banks={banks} initialSlugs={compareSlugs} />
          </div>
        </LeadSection>
      </Island>
      <Island
        className={`${OFF_SCREEN} [contain-intrinsic-size:auto_1180px] lg:[contain-intrinsic-size:auto_740px]`}
      >
        <LeadSection
          id="emi-calculator"
          headingId="breakdown-heading"
          shaded
          heading={t("home.breakdown.heading")}
          lead={t("home.breakdown.lead")}
        >
          <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
            <EmiCalculator defaultPrincipal={1_000_000} defaultRate={6.5} defaultYears={5} />
          </div>
        </LeadSection>
      </Island>
      <Island
        className={`${OFF_SCREEN} [contain-intrinsic-size:auto_1850px] lg:[contain-intrinsic-size:auto_990px]`}
      >
        <ProcessSteps />
        <ServiceExplainer />
      </Island>
      <Island
        className={`${OFF_SCREEN} [contain-intrinsic-size:auto_2220px] lg:[contain-intrinsic-size:auto_1420px]`}
      >
        <WhyChooseUs />
        <HomeFaq />
      </Island>
      <Island
        className={`${OFF_SCREEN} [contain-intrinsic-size:auto_840px] lg:[contain-intrinsic-size:auto_590px]`}
      >
        {/* The blog teasers, here too (docs/product/pages.md "Other blocks"); the admin sidebar's Blog lands here. */}
        <section
          id="blog"
          aria-labelledby="blog-heading"
          className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6"
        >
          <h2 id="blog-heading" className="mb-6 text-2xl font-bold tracking-tight text-ink">
            {t("home.blog.heading")}
          </h2>
          <BlogSlider />
        </section>
      </Island>
      <Island
        className={`${OFF_SCREEN} [contain-intrinsic-size:auto_2250px] lg:[contain-intrinsic-size:auto_1280px]`}
      >
        <section
          id="callback"
          aria-label={t("home.callback.label")}
          className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16 sm:px-6"
        >
          <CallbackRequestForm verifyPhone={loaderData.verifyPhone} />
        </section>
        <GetInTouch />
      </Island>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
