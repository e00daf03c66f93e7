import { useI18n } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { useRootData } from "../../root.tsx";
import { Link } from "../router-links.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import type { NavBank } from "./nav-links.tsx";
import { BrandMark } from "./top-bar.tsx";

const linkClass =
  "inline-flex min-h-8 items-center text-slate-200 underline-offset-2 hover:text-white hover:underline";

/** The footer's "Explore" links, in order (the 'Apannel' admin link follows them). */
const EXPLORE_LINKS: readonly (readonly [path: string, label: MessageId])[] = [
  ["/eligibility-form", "site.footer.eligibility"],
  ["/projects", "site.footer.projects"],
  ["/#emi-calculator", "site.footer.emi"],
  ["/#compare", "site.footer.compare"],
  ["/calculators", "site.footer.calculators"],
  ["/home-loan-interest-rates", "site.footer.rates"],
  // Fair offers (docs/product/offers.md "Pages").
  ["/offers", "site.footer.offers"],
  // My loan (docs/product/my-loan.md "Pages"): a borrower after the money arrives finds it here.
  ["/my-loan", "site.footer.myLoan"],
  ["/privacy", "site.footer.privacy"],
  ["/partners", "site.footer.partners"],
  ["/grievance", "site.footer.grievance"],
];

/**
 * Footer of every public page (docs/product/borrower-journey.md "Contact messages"): the site name,
 * contact details and IST hours from the one site configuration, links to every bank (so the site
 * is fully navigable without JavaScript), the 'Apannel' admin link, the current year and the
 * "indicative" note.
 */
export function SiteFooter({ banks }: { banks?: readonly NavBank[] }) {
  const root = useRootData();
  const site = root?.site;
  const siteName = site?.name ?? "GharSetu";
  const year = root?.year ?? new Date().getFullYear();
  const { t, href } = useI18n();

  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            {siteName}
          </p>
          <p className="mt-3 text-sm leading-relaxed">{t("site.footer.tagline")}</p>
          <LanguageSwitch tone="dark" className="mt-4" />
        </div>

        {site && (
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {t("site.footer.contact")}
            </h2>
            <address className="mt-3 grid gap-1 text-sm not-italic">
              <a href={site.phoneHref} className={linkClass}>
                <span className="sr-only">{t("site.footer.phone")} </span>
                {site.phone}
              </a>
              <a href={`mailto:${site.email}`} className={linkClass}>
                <span className="sr-only">{t("site.footer.email")} </span>
                {site.email}
              </a>
              <span className="leading-relaxed">{site.address}</span>
            </address>
            <h2 className="mt-5 text-sm font-semibold tracking-wide text-white uppercase">
              {t("site.footer.hours")}
            </h2>
            <ul className="mt-2 grid gap-1 text-sm">
              {site.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}

        <nav aria-label={t("site.footer.explore")}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {t("site.footer.explore")}
          </h2>
          <ul className="mt-3 grid gap-1 text-sm">
            {EXPLORE_LINKS.map(([path, label]) => (
              <li key={path}>
                <Link to={href(path)} className={linkClass}>
                  {t(label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/admin" className={linkClass}>
                Apannel
              </Link>
            </li>
          </ul>
        </nav>

        {banks && banks.length > 0 && (
          <nav aria-label={t("site.footer.banksNav")}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {t("site.footer.byBank")}
            </h2>
            <ul className="mt-3 grid gap-1 text-sm">
              {banks.map((bank) => (
                <li key={bank.slug}>
                  <Link to={href(`/loan/${bank.slug}`)} className={linkClass}>
                    {bank.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto grid max-w-6xl gap-2 px-4 py-6 text-xs leading-relaxed text-slate-300">
          <p>{t("site.footer.disclaimer", { siteName })}</p>
          <p>{t("site.footer.rights", { year, siteName })}</p>
        </div>
      </div>
    </footer>
  );
}
