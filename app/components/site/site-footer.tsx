import { Link } from "react-router";
import { useRootData } from "../../root.tsx";
import type { NavBank } from "./nav-links.tsx";
import { BrandMark } from "./top-bar.tsx";

const linkClass =
  "inline-flex min-h-8 items-center text-slate-200 underline-offset-2 hover:text-white hover:underline";

/**
 * Footer of every public page (DECISIONS.md 1): the site name, contact details and IST hours from
 * the one site configuration, links to every bank (so the site is fully navigable without
 * JavaScript), the 'Apannel' admin link, the current year and the "indicative" note.
 */
export function SiteFooter({ banks }: { banks?: readonly NavBank[] }) {
  const root = useRootData();
  const site = root?.site;
  const siteName = site?.name ?? "GharSetu";
  const year = root?.year ?? new Date().getFullYear();

  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            {siteName}
          </p>
          <p className="mt-3 text-sm leading-relaxed">
            Compare home loans from India's leading banks, work out your EMI and check your
            eligibility in minutes.
          </p>
        </div>

        {site && (
          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
            <address className="mt-3 grid gap-1 text-sm not-italic">
              <a href={site.phoneHref} className={linkClass}>
                <span className="sr-only">Phone: </span>
                {site.phone}
              </a>
              <a href={`mailto:${site.email}`} className={linkClass}>
                <span className="sr-only">Email: </span>
                {site.email}
              </a>
              <span className="leading-relaxed">{site.address}</span>
            </address>
            <h2 className="mt-5 text-sm font-semibold tracking-wide text-white uppercase">
              Business hours
            </h2>
            <ul className="mt-2 grid gap-1 text-sm">
              {site.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}

        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-3 grid gap-1 text-sm">
            <li>
              <Link to="/eligibility-form" className={linkClass}>
                Check eligibility
              </Link>
            </li>
            <li>
              <Link to="/projects" className={linkClass}>
                Approved projects
              </Link>
            </li>
            <li>
              <Link to="/#emi-calculator" className={linkClass}>
                EMI calculator
              </Link>
            </li>
            <li>
              <Link to="/#compare" className={linkClass}>
                Compare loans
              </Link>
            </li>
            <li>
              <Link to="/calculators" className={linkClass}>
                Home loan calculators
              </Link>
            </li>
            <li>
              <Link to="/home-loan-interest-rates" className={linkClass}>
                Interest rates of every bank
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy notice
              </Link>
            </li>
            <li>
              <Link to="/admin" className={linkClass}>
                Apannel
              </Link>
            </li>
          </ul>
        </nav>

        {banks && banks.length > 0 && (
          <nav aria-label="Banks">
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              Home loans by bank
            </h2>
            <ul className="mt-3 grid gap-1 text-sm">
              {banks.map((bank) => (
                <li key={bank.slug}>
                  <Link to={`/loan/${bank.slug}`} className={linkClass}>
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
          <p>
            Rates are indicative. Interest rates, fees and terms shown on this site are collected
            from the banks' published information, carry the date they were checked, and can change
            at any time. The lending bank confirms the final terms in its sanction letter.{" "}
            {siteName} is a loan marketplace, not a lender.
          </p>
          <p>
            © {year} {siteName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
