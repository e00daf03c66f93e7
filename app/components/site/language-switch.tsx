import { useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { LANG_NAMES, switchLangHref } from "../../i18n/lang.ts";
import { Link } from "../router-links.tsx";

/**
 * The link to the same page in the other language, query string and fragment kept
 * (docs/product/pages.md "Hindi"). Its text is the other language's own name, marked with that
 * language, so a screen reader pronounces "हिन्दी" as Hindi on an English page.
 */
export function LanguageSwitch({
  className = "",
  tone = "light",
}: {
  className?: string;
  tone?: "light" | "dark";
}) {
  const { lang } = useI18n();
  const location = useLocation();
  const other = lang === "hi" ? "en" : "hi";
  const colours =
    tone === "dark"
      ? "border-white/40 text-white hover:bg-white/10"
      : "border-slate-300 text-brand-700 hover:bg-brand-50";
  return (
    <Link
      to={switchLangHref(location, other)}
      lang={other}
      hrefLang={other}
      className={`inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold ${colours} ${className}`}
    >
      {LANG_NAMES[other]}
    </Link>
  );
}
