// The page's language and text in React (ADR 021). The root layout merges the `i18n` data of
// every matched route's loader (each sends the namespaces it renders) into one Lingui instance;
// components read it with useI18n(). Messages arrive compiled, so the browser carries Lingui's
// small runtime (about 2.5 kB) and no message parser.
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { TransNoContext } from "@lingui/react/server";
import { createContext, type ReactElement, type ReactNode, useContext, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { DEFAULT_LANG, type Lang, langOfPath, localizeHref } from "./lang.ts";
import { pluralValues } from "./plurals.ts";
import type { I18nData, MessageId, PageMessages } from "./types.ts";

export type Values = Record<string, string | number | null | undefined>;

export interface I18nApi {
  lang: Lang;
  /** A message of the page's language, with {placeholders} filled in. */
  t: (id: MessageId, values?: Values) => string;
  /** An internal link in the page's language: href("/loan/sbi") is "/hi/loan/sbi" on Hindi pages. */
  href: (path: string) => string;
  /**
   * An English message of the API or of the shared domain rules in the page's language, looked up
   * by its text (the errors-… catalogues). Unknown messages are shown as they came.
   */
  message: (english: string) => string;
  /** The Lingui instance, for <T>. */
  i18n: I18n;
}

const I18nContext = createContext<I18nApi | null>(null);

function isI18nData(value: unknown): value is I18nData {
  return (
    typeof value === "object" &&
    value !== null &&
    "json" in value &&
    "lang" in value &&
    typeof (value as { json: unknown }).json === "string"
  );
}

// Each route's data is parsed once (its object stays the same until the route reloads).
const parsed = new WeakMap<I18nData, PageMessages>();

function messagesOf(part: I18nData): PageMessages {
  let found = parsed.get(part);
  if (!found) {
    try {
      found = JSON.parse(part.json) as PageMessages;
    } catch {
      found = { messages: {}, errors: {} };
    }
    parsed.set(part, found);
  }
  return found;
}

/** The `i18n` of every matched route's data, parents first. */
function useMatchedI18n(): I18nData[] {
  const matches = useMatches();
  const found: I18nData[] = [];
  for (const match of matches) {
    const data = match.data as { i18n?: unknown } | undefined;
    if (data && isI18nData(data.i18n)) found.push(data.i18n);
  }
  return found;
}

export function createApi(lang: Lang, parts: readonly I18nData[]): I18nApi {
  const messages: Record<string, CompiledMessage> = {};
  const errors: Record<string, string> = {};
  for (const part of parts) {
    // A route's data from the other language (kept while a switch is loading) is not mixed in.
    if (part.lang !== lang) continue;
    const page = messagesOf(part);
    // Lingui's runtime reads compiled messages only: plain text travels bare and is wrapped here.
    for (const [id, message] of Object.entries(page.messages))
      messages[id] = typeof message === "string" ? [message] : message;
    Object.assign(errors, page.errors);
  }
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  // The server sent plurals as selects on values derived from each number (plurals.ts); <T> goes
  // through `_` too, so the values are added there.
  const translate = i18n._.bind(i18n) as (...args: unknown[]) => string;
  i18n._ = ((id: string | MessageDescriptor, values?: Record<string, unknown>, options?: object) =>
    typeof id === "object"
      ? translate({ ...id, values: id.values && pluralValues(lang, id.values) })
      : translate(id, values && pluralValues(lang, values), options)) as I18n["_"];
  return {
    lang,
    i18n,
    t: (id, values) => i18n._(id, values as Record<string, unknown> | undefined),
    href: (path) => localizeHref(path, lang),
    message: (english) => errors[english] ?? english,
  };
}

/** Provides the page's language and messages to everything below the root layout. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const parts = useMatchedI18n();
  // A new instance only when the set of loaded messages changes (a navigation), not per render.
  const last = useRef<{ lang: Lang; parts: I18nData[]; api: I18nApi } | null>(null);
  const previous = last.current;
  let api: I18nApi;
  if (
    previous &&
    previous.lang === lang &&
    previous.parts.length === parts.length &&
    previous.parts.every((part, i) => part === parts[i])
  ) {
    api = previous.api;
  } else {
    api = createApi(lang, parts);
    last.current = { lang, parts, api };
  }
  return <I18nContext.Provider value={api}>{children}</I18nContext.Provider>;
}

const FALLBACK = createApi(DEFAULT_LANG, []);

/** The page's language, translator and link localizer. */
export function useI18n(): I18nApi {
  return useContext(I18nContext) ?? FALLBACK;
}

/**
 * A message with elements inside it: "I agree to the <0>privacy notice</0>." with
 * components={{ 0: <Link to={href("/privacy")} /> }}. The element's children come from the text.
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: Values;
  components?: Record<string, ReactElement>;
}) {
  const { i18n } = useI18n();
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
}

/**
 * A translator for a route's `meta` function, from the `i18n` data of the matched routes (meta
 * runs outside React).
 */
export function metaI18n(
  matches: ReadonlyArray<{ data?: unknown; loaderData?: unknown } | undefined>,
  pathname?: string,
): I18nApi {
  const parts: I18nData[] = [];
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { i18n?: unknown } | undefined;
    if (data && isI18nData(data.i18n)) parts.push(data.i18n);
  }
  const lang = pathname ? langOfPath(pathname) : (parts[parts.length - 1]?.lang ?? DEFAULT_LANG);
  return createApi(lang, parts);
}
