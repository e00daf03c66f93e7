import { data } from "react-router";
import { formatAsOfDate } from "../components/bank/as-of.tsx";
import { Link } from "../components/router-links.tsx";
import { PageTitle } from "../components/site/page-title.tsx";
import {
  WithdrawConsentForm,
  type WithdrawFormState,
} from "../components/withdraw-consent-form.tsx";
import { CONSENT_NOTICE_VERSION } from "../domain/enums.ts";
import { i18nFor } from "../i18n/catalogues.server.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import type { MessageId } from "../i18n/types.ts";
import { withdrawConsent } from "../modules/enquiries/enquiries.server.ts";
import { verificationOffered } from "../modules/otp/sms.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { useRootData } from "../root.tsx";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/privacy";

export async function loader({ request }: Route.LoaderArgs) {
  return {
    seo: await seoForRequest("privacy", request),
    verifyPhone: verificationOffered(),
    i18n: i18nFor(request, "privacy", "forms", "errors-forms"),
  };
}

/**
 * 'Withdraw consent' (docs/product/borrower-journey.md "Withdrawing consent"): the form below posts
 * here.
 */
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
const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

const SECTIONS = [
  ["collect", "privacy.s.collect"],
  ["why", "privacy.s.why"],
  ["basis", "privacy.s.basis"],
  ["share", "privacy.s.share"],
  ["keep", "privacy.s.keep"],
  ["rights", "privacy.s.rights"],
  ["withdraw", "privacy.s.withdraw"],
  ["grievance", "privacy.s.grievance"],
  ["other", "privacy.s.other"],
] as const satisfies readonly (readonly [string, MessageId])[];

const strong = { 0: <strong /> };

/** A list item that starts with a bold term: "<0>Term:</0> text". */
function Item({ id, values }: { id: MessageId; values?: Record<string, string> }) {
  return (
    <li>
      <T id={id} values={values} components={strong} />
    </li>
  );
}

/**
 * /privacy: the notice under the Digital Personal Data Protection Act, 2023 that the consent boxes
 * of the wizard and the contact form link to, in English and Hindi. Its version
 * (CONSENT_NOTICE_VERSION) is stored with each lead, so a change of substance here (in either
 * language) needs a new version.
 */
export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  const { t, href, lang } = useI18n();
  const name = site?.name ?? "GharSetu";
  const section = (n: number, id: (typeof SECTIONS)[number][0]) => {
    const entry = SECTIONS.find(([key]) => key === id);
    return (
      <h2 id={id} className={h2Class}>
        {n}. {entry ? t(entry[1]) : id}
      </h2>
    );
  };

  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 leading-relaxed text-slate-800">
      <PageTitle title={t("privacy.title")} />
      <p className="mt-2 text-sm text-slate-600">
        <T
          id="privacy.version"
          values={{
            version: CONSENT_NOTICE_VERSION,
            date:
              lang === "hi"
                ? formatAsOfDate(CONSENT_NOTICE_VERSION, "hi")
                : formatAsOfDate(CONSENT_NOTICE_VERSION),
          }}
          components={{ 0: <strong />, 1: <time dateTime={CONSENT_NOTICE_VERSION} /> }}
        />
      </p>
      <p className="mt-5">{t("privacy.intro", { name })}</p>

      <nav
        aria-labelledby="toc-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-brand-50 p-5"
      >
        <h2
          id="toc-heading"
          className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
        >
          {t("privacy.toc")}
        </h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand-700 underline underline-offset-2">
                {t(title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {section(1, "collect")}
      <ul className={listClass}>
        <Item id="privacy.collect.eligibility" />
        <Item id="privacy.collect.contact" />
        <Item id="privacy.collect.account" values={{ name }} />
        <Item id="privacy.collect.consent" />
        <Item id="privacy.collect.technical" />
        <Item id="privacy.collect.source" />
      </ul>

      {section(2, "why")}
      <ul className={listClass}>
        <li>{t("privacy.why.eligibility")}</li>
        <li>{t("privacy.why.contact")}</li>
        <li>{t("privacy.why.banks")}</li>
        <li>{t("privacy.why.account")}</li>
        <li>{t("privacy.why.security")}</li>
      </ul>
      <p className="mt-3">{t("privacy.why.noSale")}</p>

      {section(3, "basis")}
      <p className="mt-3">{t("privacy.basis")}</p>

      {section(4, "share")}
      <ul className={listClass}>
        <Item id="privacy.share.team" values={{ name }} />
        <Item id="privacy.share.banks" />
        <Item id="privacy.share.processors" />
        <Item id="privacy.share.authorities" />
      </ul>

      {section(5, "keep")}
      <p className="mt-3">
        <T id="privacy.keep" components={strong} />
      </p>

      {section(6, "rights")}
      <p className="mt-3">{t("privacy.rights.intro")}</p>
      <ul className={listClass}>
        <Item id="privacy.rights.access" />
        <Item id="privacy.rights.correction" />
        <Item id="privacy.rights.erasure" />
        <li>
          <T
            id="privacy.rights.withdraw"
            components={{
              0: <strong />,
              // biome-ignore lint/a11y/useAnchorContent: <T> puts the text in the link
              1: <a href="#withdraw" className={linkClass} />,
            }}
          />
        </li>
        <Item id="privacy.rights.grievance" />
        <Item id="privacy.rights.nominate" />
      </ul>
      <p className="mt-3">
        <T
          id="privacy.how"
          values={{ email: site?.email ?? "", phone: site?.phone ?? "" }}
          components={{
            0: <strong />,
            1: (
              // biome-ignore lint/a11y/useAnchorContent: <T> puts the text in the link
              <a
                href={`mailto:${site?.email ?? ""}?subject=${encodeURIComponent(t("privacy.howSubject"))}`}
                className={linkClass}
              />
            ),
            // biome-ignore lint/a11y/useAnchorContent: <T> puts the text in the link
            2: <a href={site?.phoneHref ?? ""} className={linkClass} />,
            3: <Link to={href("/account")} className={linkClass} />,
          }}
        />
      </p>

      {section(7, "withdraw")}
      <p className="mt-3">
        {loaderData?.verifyPhone ? t("privacy.withdrawVerify") : t("privacy.withdraw")}
      </p>
      <WithdrawConsentForm
        verifyPhone={loaderData?.verifyPhone ?? false}
        serverState={(actionData as WithdrawFormState | undefined) ?? null}
      />

      {section(8, "grievance")}
      <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-5">
        <p className="font-semibold text-ink">{t("privacy.grievanceOfficer", { name })}</p>
        {site && (
          <address className="mt-2 grid gap-1 not-italic">
            <span>{site.address}</span>
            <span>
              {t("privacy.email")}{" "}
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </span>
            <span>
              {t("privacy.phone")}{" "}
              <a href={site.phoneHref} className={linkClass}>
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

      {section(9, "other")}
      <ul className={listClass}>
        <Item id="privacy.other.security" />
        <Item id="privacy.other.children" />
        <Item id="privacy.other.changes" values={{ version: CONSENT_NOTICE_VERSION }} />
      </ul>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
