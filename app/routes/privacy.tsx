import { data, Link } from "react-router";
import { formatAsOfDate } from "../components/bank/as-of.tsx";
import {
  WithdrawConsentForm,
  type WithdrawFormState,
} from "../components/withdraw-consent-form.tsx";
import { CONSENT_NOTICE_VERSION } from "../domain/enums.ts";
import { withdrawConsent } from "../modules/enquiries/enquiries.server.ts";
import { verificationOffered } from "../modules/otp/sms.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { useRootData } from "../root.tsx";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/privacy";

export async function loader({ request }: Route.LoaderArgs) {
  return { seo: await seoForRequest("privacy", request), verifyPhone: verificationOffered() };
}

/** 'Withdraw consent' (DECISIONS.md 8): the form below posts here. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = {
    reference: String(form.get("reference") ?? ""),
    phone: String(form.get("phone") ?? ""),
  };
  const token = form.get("otp_verification");
  const result = await withdrawConsent({
    ...values,
    ...(typeof token === "string" && token ? { otp_verification: token } : {}),
  });
  if (result.ok) {
    return {
      ok: true,
      message: result.message,
      reference: result.reference,
    } satisfies WithdrawFormState;
  }
  return data<WithdrawFormState>(
    { ok: false, error: result.error, values },
    { status: result.status },
  );
}

const h2Class = "mt-10 scroll-mt-20 text-xl font-bold text-ink";
const listClass = "mt-3 list-disc space-y-2 pl-6";

/**
 * /privacy: the notice under the Digital Personal Data Protection Act, 2023 that the consent boxes
 * of the wizard and the contact form link to. Its version (CONSENT_NOTICE_VERSION) is stored with
 * each lead, so a change of substance here needs a new version.
 */
export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  const name = site?.name ?? "GharSetu";
  const sections = [
    ["collect", "What we collect"],
    ["why", "Why we use it"],
    ["basis", "Legal basis: your consent"],
    ["share", "Who sees it"],
    ["keep", "How long we keep it"],
    ["rights", "Your rights and how to use them"],
    ["withdraw", "Withdraw consent"],
    ["grievance", "Grievance Officer"],
    ["other", "Security, children and changes"],
  ] as const;

  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 leading-relaxed text-slate-800">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Privacy notice</h1>
      <p className="mt-2 text-sm text-slate-600">
        Notice version <strong>{CONSENT_NOTICE_VERSION}</strong>, in force from{" "}
        <time dateTime={CONSENT_NOTICE_VERSION}>{formatAsOfDate(CONSENT_NOTICE_VERSION)}</time>.
      </p>
      <p className="mt-5">
        {name} helps you compare home loans, check your eligibility and get in touch with banks. To
        do that we handle personal data about you. This notice explains, as the Digital Personal
        Data Protection Act, 2023 (the "DPDP Act") requires, what we collect, why, who sees it, how
        long we keep it and how you can use your rights. For this data, {name} is the Data
        Fiduciary.
      </p>

      <nav
        aria-labelledby="toc-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-brand-50 p-5"
      >
        <h2
          id="toc-heading"
          className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
        >
          On this page
        </h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand-700 underline underline-offset-2">
                {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <h2 id="collect" className={h2Class}>
        1. What we collect
      </h2>
      <ul className={listClass}>
        <li>
          <strong>Eligibility check:</strong> your name, email address, mobile number and PIN code;
          the loan you want (purpose, property use, property value, amount and tenure); who is
          applying and your household (relationship status, dependents); your income, employment
          (company type, company name, occupation) and yearly obligations such as existing loans and
          card dues; and the result we calculate from them.
        </li>
        <li>
          <strong>Contact form:</strong> your name, email address, mobile number and message.
        </li>
        <li>
          <strong>Account:</strong> your name, surname, date of birth (if you give it), mobile
          number and email address. Your password is stored only as a salted one-way hash; nobody at{" "}
          {name} can read it.
        </li>
        <li>
          <strong>Proof of consent:</strong> the time you gave consent and the version of this
          notice you agreed to.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and the pages requested, kept in security
          logs to stop abuse. When you sign in we set one strictly necessary session cookie. We use
          no advertising or tracking cookies. If your connection drops while you submit the
          eligibility form, your answers wait in your own browser's storage until they can be sent.
        </li>
      </ul>

      <h2 id="why" className={h2Class}>
        2. Why we use it
      </h2>
      <ul className={listClass}>
        <li>To work out whether you are likely to qualify and your estimated EMI.</li>
        <li>
          To contact you by phone, SMS, WhatsApp or email about your enquiry: to review your
          details, answer questions and suggest suitable loans.
        </li>
        <li>
          To pass your application to the partner banks or housing finance companies you choose, so
          they can make you an offer.
        </li>
        <li>To run your account and show you your applications.</li>
        <li>To keep the service secure, prevent fraud and spam, and meet our legal obligations.</li>
      </ul>
      <p className="mt-3">
        We do not sell your data, and we do not use it for unrelated marketing without asking you
        separately.
      </p>

      <h2 id="basis" className={h2Class}>
        3. Legal basis: your consent
      </h2>
      <p className="mt-3">
        We process your personal data on the basis of your consent (section 6 of the DPDP Act),
        which you give by ticking the unticked consent box on the eligibility form or the contact
        form, or by creating an account. Without it we cannot take your enquiry. Security logs and
        records we must keep by law are processed for those legitimate uses (section 7). You can
        withdraw your consent at any time; see section 6 below.
      </p>

      <h2 id="share" className={h2Class}>
        4. Who sees it
      </h2>
      <ul className={listClass}>
        <li>
          <strong>Our team:</strong> the {name} loan advisers who handle enquiries, each with their
          own sign-in and only as far as their work needs.
        </li>
        <li>
          <strong>The partner banks you choose:</strong> when you ask us to take your application to
          a bank or housing finance company, that lender receives the details it needs to assess the
          loan. It then handles them under its own privacy notice and RBI rules.
        </li>
        <li>
          <strong>Service providers:</strong> companies that host our servers or send our messages,
          acting only on our instructions as Data Processors under contract.
        </li>
        <li>
          <strong>Authorities:</strong> only when the law requires it, for example a valid order of
          a court or regulator.
        </li>
      </ul>

      <h2 id="keep" className={h2Class}>
        5. How long we keep it
      </h2>
      <p className="mt-3">
        We keep enquiry and application data for <strong>24 months after our last contact</strong>{" "}
        with you, then delete it, unless a law requires us to keep something longer. Account data
        stays while your account exists and is deleted with it. Security logs are kept for no more
        than 90 days. When you withdraw consent or ask for erasure, we delete your data sooner, as
        described below.
      </p>

      <h2 id="rights" className={h2Class}>
        6. Your rights and how to use them
      </h2>
      <p className="mt-3">Under the DPDP Act you have the right to:</p>
      <ul className={listClass}>
        <li>
          <strong>Access:</strong> get a summary of the personal data we hold about you, what we do
          with it, and the banks and processors we have shared it with.
        </li>
        <li>
          <strong>Correction:</strong> have inaccurate or incomplete data corrected, completed or
          updated.
        </li>
        <li>
          <strong>Erasure:</strong> have your data deleted when it is no longer needed for the
          purpose you gave it for, unless the law requires us to keep it.
        </li>
        <li>
          <strong>Withdraw consent:</strong> as easily as you gave it. We then stop contacting you
          and stop processing your data, and delete it unless the law requires us to keep it.
          Processing before the withdrawal stays lawful; a bank that already received your
          application must be told separately, and we will pass your request on.{" "}
          <a href="#withdraw" className="font-semibold text-brand-700 underline underline-offset-2">
            Withdraw consent
          </a>{" "}
          online in one step.
        </li>
        <li>
          <strong>Grievance redressal:</strong> complain to our Grievance Officer, and if you are
          not satisfied, to the Data Protection Board of India.
        </li>
        <li>
          <strong>Nominate:</strong> name a person to use these rights for you in the event of your
          death or incapacity.
        </li>
      </ul>
      <p className="mt-3">
        <strong>How:</strong> write to{" "}
        {site ? (
          <a
            href={`mailto:${site.email}?subject=${encodeURIComponent("Privacy request")}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {site.email}
          </a>
        ) : (
          "our Grievance Officer"
        )}{" "}
        with the subject "Privacy request", or call{" "}
        {site ? (
          <a
            href={site.phoneHref}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {site.phone}
          </a>
        ) : (
          "us"
        )}
        , from the email address or mobile number you gave us, and say what you want. To withdraw
        consent, "Withdraw my consent" is enough. We may ask a question to confirm it is you. We
        acknowledge requests within 2 working days and complete them within 30 days. If you have an
        account, you can see your applications under{" "}
        <Link to="/account" className="font-semibold text-brand-700 underline underline-offset-2">
          My applications
        </Link>
        .
      </p>

      <h2 id="withdraw" className={h2Class}>
        7. Withdraw consent
      </h2>
      <p className="mt-3">
        Enter the reference of your enquiry (it looks like GS-7K2M9QX4; we showed it when you sent
        the enquiry) and the mobile number you gave us
        {loaderData?.verifyPhone ? ", then verify the number with the code we send by SMS" : ""}.
        Signed-in customers can also withdraw each application from their account page. We then at
        once erase your name, email address, mobile number, PIN code and company name, close the
        enquiry and take it out of every export and call list. We keep only the reference, the dates
        of its status changes and the anonymous figures (loan amount, income bands, the result),
        which no longer identify you.
      </p>
      <WithdrawConsentForm
        verifyPhone={loaderData?.verifyPhone ?? false}
        serverState={(actionData as WithdrawFormState | undefined) ?? null}
      />

      <h2 id="grievance" className={h2Class}>
        8. Grievance Officer
      </h2>
      <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-5">
        <p className="font-semibold text-ink">Grievance Officer, {name}</p>
        {site && (
          <address className="mt-2 grid gap-1 not-italic">
            <span>{site.address}</span>
            <span>
              Email:{" "}
              <a
                href={`mailto:${site.email}`}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {site.email}
              </a>
            </span>
            <span>
              Phone:{" "}
              <a
                href={site.phoneHref}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {site.phone}
              </a>
            </span>
            {site.hours.map((line) => (
              <span key={line} className="text-sm text-slate-600">
                {line}
              </span>
            ))}
          </address>
        )}
      </div>

      <h2 id="other" className={h2Class}>
        9. Security, children and changes
      </h2>
      <ul className={listClass}>
        <li>
          <strong>Security:</strong> data travels over encrypted connections, passwords are hashed,
          staff access needs an admin sign-in, and forms are protected against automated abuse. If a
          breach affecting you ever happens, we will tell you and the Data Protection Board as the
          Act requires.
        </li>
        <li>
          <strong>Children:</strong> our service is for adults. We do not knowingly collect data of
          anyone under 18; if you believe a child has given us data, contact us and we will delete
          it.
        </li>
        <li>
          <strong>Changes:</strong> when this notice changes in substance it gets a new version, and
          we ask for fresh consent before using your data in a new way. We store the version you
          agreed to with your enquiry. This is version {CONSENT_NOTICE_VERSION}.
        </li>
      </ul>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
