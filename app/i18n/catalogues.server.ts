// Every message catalogue, per namespace and language, and their compiled form for a page
// (ADR 021). Server-only: a page's loader picks the namespaces it renders, and only those, in the
// page's language, travel to the browser in its loader data. The browser never downloads a
// catalogue as JavaScript, so a new page's text costs the home page nothing.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import authEn from "./en/auth.ts";
import bankEn from "./en/bank.ts";
import calculatorsEn from "./en/calculators.ts";
import compareEn from "./en/compare.ts";
import errorsCalculatorsEn from "./en/errors-calculators.ts";
import errorsFormsEn from "./en/errors-forms.ts";
import errorsGrievanceEn from "./en/errors-grievance.ts";
import errorsLoanFileEn from "./en/errors-loan-file.ts";
import errorsMyLoanEn from "./en/errors-my-loan.ts";
import errorsOffersEn from "./en/errors-offers.ts";
import errorsWizardEn from "./en/errors-wizard.ts";
import formsEn from "./en/forms.ts";
import grievanceEn from "./en/grievance.ts";
import homeEn from "./en/home.ts";
import loanFileEn from "./en/loan-file.ts";
import myLoanEn from "./en/my-loan.ts";
import offersEn from "./en/offers.ts";
import partnersEn from "./en/partners.ts";
import privacyEn from "./en/privacy.ts";
import siteEn from "./en/site.ts";
import wizardEn from "./en/wizard.ts";
import authHi from "./hi/auth.ts";
import bankHi from "./hi/bank.ts";
import calculatorsHi from "./hi/calculators.ts";
import compareHi from "./hi/compare.ts";
import errorsCalculatorsHi from "./hi/errors-calculators.ts";
import errorsFormsHi from "./hi/errors-forms.ts";
import errorsGrievanceHi from "./hi/errors-grievance.ts";
import errorsLoanFileHi from "./hi/errors-loan-file.ts";
import errorsMyLoanHi from "./hi/errors-my-loan.ts";
import errorsOffersHi from "./hi/errors-offers.ts";
import errorsWizardHi from "./hi/errors-wizard.ts";
import formsHi from "./hi/forms.ts";
import grievanceHi from "./hi/grievance.ts";
import homeHi from "./hi/home.ts";
import loanFileHi from "./hi/loan-file.ts";
import myLoanHi from "./hi/my-loan.ts";
import offersHi from "./hi/offers.ts";
import partnersHi from "./hi/partners.ts";
import privacyHi from "./hi/privacy.ts";
import siteHi from "./hi/site.ts";
import wizardHi from "./hi/wizard.ts";
import { type Lang, langOfPath } from "./lang.ts";
import { rewritePlurals } from "./plurals.ts";
import type { I18nData, PageMessages } from "./types.ts";

export const CATALOGUES = {
  site: { en: siteEn, hi: siteHi },
  home: { en: homeEn, hi: homeHi },
  compare: { en: compareEn, hi: compareHi },
  bank: { en: bankEn, hi: bankHi },
  wizard: { en: wizardEn, hi: wizardHi },
  calculators: { en: calculatorsEn, hi: calculatorsHi },
  forms: { en: formsEn, hi: formsHi },
  // The privacy notice's text, apart from "forms" so that it travels only with /privacy.
  privacy: { en: privacyEn, hi: privacyHi },
  auth: { en: authEn, hi: authHi },
  "errors-wizard": { en: errorsWizardEn, hi: errorsWizardHi },
  "errors-forms": { en: errorsFormsEn, hi: errorsFormsHi },
  "errors-calculators": { en: errorsCalculatorsEn, hi: errorsCalculatorsHi },
  // The loan file's borrower side (docs/product/loan-file.md).
  "loan-file": { en: loanFileEn, hi: loanFileHi },
  "errors-loan-file": { en: errorsLoanFileEn, hi: errorsLoanFileHi },
  // The borrower's own view (docs/product/borrower-view.md): /grievance and /partners.
  grievance: { en: grievanceEn, hi: grievanceHi },
  "errors-grievance": { en: errorsGrievanceEn, hi: errorsGrievanceHi },
  partners: { en: partnersEn, hi: partnersHi },
  // Fair offers (docs/product/offers.md "Pages"): /offers, /offers/{id} and /how-we-match.
  offers: { en: offersEn, hi: offersHi },
  "errors-offers": { en: errorsOffersEn, hi: errorsOffersHi },
  // My loan (docs/product/my-loan.md "Pages"): /my-loan and the /account section.
  "my-loan": { en: myLoanEn, hi: myLoanHi },
  "errors-my-loan": { en: errorsMyLoanEn, hi: errorsMyLoanHi },
} satisfies Record<string, Record<Lang, Record<string, string>>>;

export type Namespace = keyof typeof CATALOGUES;

/**
 * Namespaces named "errors-…" translate the API's messages, which stay English
 * (docs/product/pages.md "Hindi"): each key's English value is the exact message the server or the
 * shared domain rules produce, and the page looks a message up by that text (`useI18n().message`).
 */
const isErrorNamespace = (ns: Namespace) => ns.startsWith("errors-");

const compiled = new Map<string, PageMessages>();

function compileNamespace(lang: Lang, ns: Namespace) {
  const key = `${lang}:${ns}`;
  let entry = compiled.get(key);
  if (!entry) {
    const source: Record<string, string> = CATALOGUES[ns][lang];
    const english: Record<string, string> = CATALOGUES[ns].en;
    const messages: PageMessages["messages"] = {};
    const errors: Record<string, string> = {};
    for (const [id, text] of Object.entries(source)) {
      if (isErrorNamespace(ns)) {
        if (lang !== "en" && english[id]) errors[english[id]] = text;
      } else {
        // Plurals travel as selects: Lingui would build an Intl.NumberFormat for them (plurals.ts).
        const message = rewritePlurals(compileMessage(text));
        // Plain text compiles to ["text"]: sent as the text, half the bytes to parse.
        messages[id] =
          message.length === 1 && typeof message[0] === "string" ? message[0] : message;
      }
    }
    entry = { messages, errors };
    compiled.set(key, entry);
  }
  return entry;
}

/** i18nFor's answers by language and namespace list: one entry per kind of page. */
const pageJson = new Map<string, string>();

/**
 * What a loader returns as `i18n`: the compiled messages of these namespaces in the language of
 * the request's path. "site" (top bar, footer, errors) comes from the root loader on every page.
 */
export function i18nFor(request: Request | Lang, ...namespaces: Namespace[]): I18nData {
  const lang = typeof request === "string" ? request : langOfRequest(request);
  // A page asks for the same namespaces on every request: merge and serialise them once.
  const key = `${lang}:${namespaces.join(",")}`;
  let json = pageJson.get(key);
  if (json === undefined) {
    json = JSON.stringify(pageMessages(lang, namespaces));
    pageJson.set(key, json);
  }
  return { lang, json };
}

/** The messages of these namespaces in one language, as `i18nFor` sends them. */
export function pageMessages(lang: Lang, namespaces: readonly Namespace[]): PageMessages {
  const messages: PageMessages["messages"] = {};
  const errors: Record<string, string> = {};
  for (const ns of namespaces) {
    const entry = compileNamespace(lang, ns);
    Object.assign(messages, entry.messages);
    Object.assign(errors, entry.errors);
  }
  return { messages, errors };
}

/** The language of a request: its path's, also for client navigations (/hi/loan/sbi.data). */
export function langOfRequest(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** A server-side translator (e-mails, meta titles built in loaders, CSV headings stay English). */
export function serverT(lang: Lang, ns: Namespace, id: string, values?: Record<string, unknown>) {
  const text: string | undefined = (CATALOGUES[ns][lang] as Record<string, string>)[id];
  if (text === undefined) return id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}
