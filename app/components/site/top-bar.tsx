import { useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../root.tsx";
import { Link, NavLink } from "../router-links.tsx";
import { DisclosureMenu, menuItemClass } from "./disclosure-menu.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { LineIcon } from "./line-icon.tsx";
import { LogoutButton } from "./logout-button.tsx";
import { MobileDrawer } from "./mobile-drawer.tsx";
import {
  accountLinks,
  dropdownBanks,
  HOME_LOANS_LINK,
  I_WANT_TO_LINKS,
  LinkItems,
  LoginLink,
  labelledLinks,
  MAIN_LINKS,
  type NavBank,
} from "./nav-links.tsx";

const topLinkClass =
  "inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700";

export function PhoneIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className={className}>
      <path
        d="M6.6 2.5 8.4 6a1 1 0 0 1-.2 1.2L6.9 8.4a11 11 0 0 0 4.7 4.7l1.2-1.3a1 1 0 0 1 1.2-.2l3.5 1.8a1 1 0 0 1 .5 1.1l-.5 2.4a1 1 0 0 1-1 .8A15.4 15.4 0 0 1 1.8 3.4a1 1 0 0 1 .8-1l2.4-.5a1 1 0 0 1 1.1.5Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** The brand mark: a roof over a bridge ("ghar setu"), drawn inline so it needs no request. */
export function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
      <rect width="32" height="32" rx="9" fill="#3f66b8" />
      <path
        d="M7 15 16 8l9 7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M8 24c3-5 13-5 16 0"
        fill="none"
        stroke="#00bf63"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M12 21.5v2.5M16 20.5v3.5M20 21.5v2.5" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

/**
 * The public top bar (docs/product/pages.md "Navigation"): brand, Home Loans, the "Choose Your
 * Bank" and "I want to" dropdowns, Approved projects, Help Center, Compare Loan, the phone number
 * and LOGIN (or the signed-in user's menu). Below 1280 px the links move into the mobile drawer.
 */
export function TopBar({ banks }: { banks?: readonly NavBank[] }) {
  const root = useRootData();
  const { t, href } = useI18n();
  const site = root?.site;
  const rootUser = root?.user ?? null;
  // Accounts may have no name; the email then stands in for it.
  const user = rootUser && { name: rootUser.name || rootUser.email, role: rootUser.role };
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer joins the page the first time it is opened: until then every page is spared its
  // copy of the menu (fewer elements to lay out and hydrate on a phone). It then stays mounted.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const siteName = site?.name ?? "GharSetu";
  const bankLinks = dropdownBanks(banks);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-2 px-4 text-sm">
        <Link
          to={href("/")}
          className="mr-auto inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold text-brand-700 xl:mr-2"
        >
          <BrandMark />
          {siteName}
        </Link>

        <nav aria-label={t("site.nav.main")} className="hidden items-center gap-0.5 xl:flex">
          <NavLink to={href(HOME_LOANS_LINK.href)} end className={topLinkClass}>
            {t(HOME_LOANS_LINK.label)}
          </NavLink>
          <DisclosureMenu label={t("site.nav.chooseBank")}>
            <LinkItems links={bankLinks} className={menuItemClass} />
          </DisclosureMenu>
          <DisclosureMenu label={t("site.nav.iWantTo")}>
            <LinkItems links={labelledLinks(I_WANT_TO_LINKS, t)} className={menuItemClass} />
          </DisclosureMenu>
          {MAIN_LINKS.map((link) =>
            // Hash links point into the home page; only real pages get aria-current.
            link.href.includes("#") ? (
              <Link key={link.href} to={href(link.href)} className={topLinkClass}>
                {t(link.label)}
              </Link>
            ) : (
              <NavLink key={link.href} to={href(link.href)} className={topLinkClass}>
                {t(link.label)}
              </NavLink>
            ),
          )}
        </nav>

        <LanguageSwitch className="xl:ml-auto" />

        {site && (
          <a
            href={site.phoneHref}
            className="hidden min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex"
          >
            <PhoneIcon />
            <span className="sr-only">{t("site.nav.callUs")} </span>
            {site.phone}
          </a>
        )}

        <div className="hidden xl:block">
          {user ? (
            <DisclosureMenu
              label={
                <span className="max-w-40 truncate">
                  <span className="sr-only">{t("site.nav.account")} </span>
                  {user.name}
                </span>
              }
              align="end"
            >
              <LinkItems
                links={labelledLinks(accountLinks(user.role), t)}
                className={menuItemClass}
              />
              <li>
                <LogoutButton className={menuItemClass} />
              </li>
            </DisclosureMenu>
          ) : (
            <LoginLink />
          )}
        </div>

        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={drawerOpen}
          aria-controls={drawerMounted ? "site-drawer" : undefined}
          onClick={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 xl:hidden"
        >
          <span className="sr-only">{t("site.nav.openMenu")}</span>
          <LineIcon d="M4 7h16M4 12h16M4 17h16" />
        </button>
      </div>
      {drawerMounted && (
        <MobileDrawer
          id="site-drawer"
          open={drawerOpen}
          onClose={() => {
            setDrawerOpen(false);
            menuButtonRef.current?.focus();
          }}
          siteName={siteName}
          phone={site ? { label: site.phone, href: site.phoneHref } : null}
          user={user}
          bankLinks={bankLinks}
        />
      )}
    </header>
  );
}
