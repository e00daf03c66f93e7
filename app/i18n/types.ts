// Types shared by the catalogues, the server and the browser (no runtime code).
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import type auth from "./en/auth.ts";
import type bank from "./en/bank.ts";
import type calculators from "./en/calculators.ts";
import type compare from "./en/compare.ts";
import type forms from "./en/forms.ts";
import type grievance from "./en/grievance.ts";
import type home from "./en/home.ts";
import type loanFile from "./en/loan-file.ts";
import type myLoan from "./en/my-loan.ts";
import type offers from "./en/offers.ts";
import type partners from "./en/partners.ts";
import type privacy from "./en/privacy.ts";
import type site from "./en/site.ts";
import type wizard from "./en/wizard.ts";
import type { Lang } from "./lang.ts";

export type CompiledMessages = Record<string, CompiledMessage>;

/** A page's messages: compiled ICU (Lingui's format), or the text itself when it has no {…}. */
export interface PageMessages {
  messages: Record<string, CompiledMessage | string>;
  /** English API message → the page language's text (empty on English pages). */
  errors: Record<string, string>;
}

/**
 * What a loader sends for the page's text: `i18n` in its data (app/i18n/catalogues.server.ts).
 * The messages travel as one JSON text: React Router's turbo-stream encodes a nested object value
 * by value (thousands of small arrays for a page's catalogues), which cost the home page about
 * 150 ms of main-thread time to decode on a slow phone; one string is one JSON.parse.
 */
export interface I18nData {
  lang: Lang;
  json: string;
}

/** Every message id of every namespace: `t("home.hero.title")` is checked by the compiler. */
export type MessageId =
  | keyof typeof site
  | keyof typeof home
  | keyof typeof compare
  | keyof typeof bank
  | keyof typeof wizard
  | keyof typeof calculators
  | keyof typeof loanFile
  | keyof typeof forms
  | keyof typeof privacy
  | keyof typeof grievance
  | keyof typeof partners
  | keyof typeof offers
  | keyof typeof myLoan
  | keyof typeof auth;
