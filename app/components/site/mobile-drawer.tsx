import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { Link } from "../router-links.tsx";
import { LineIcon } from "./line-icon.tsx";
import { LogoutButton } from "./logout-button.tsx";
import {
  accountLinks,
  HOME_LOANS_LINK,
  I_WANT_TO_LINKS,
  LinkItems,
  LoginLink,
  labelledLinks,
  MAIN_LINKS,
  type NavLink,
} from "./nav-links.tsx";

interface MobileDrawerProps {
  id: string;
  open: boolean;
  /** Called once the drawer has closed (Escape, the close button, the backdrop or a link). */
  onClose: () => void;
  siteName: string;
  phone: { label: string; href: string } | null;
  user: { name: string; role: string } | null;
  bankLinks: readonly NavLink[];
}

const itemClass =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-ink hover:bg-brand-50 hover:text-brand-700";

/**
 * The small-screen menu: a modal <dialog> sliding in from the right. showModal() gives the
 * dialog semantics, makes the page behind inert, keeps Tab inside and moves focus to the first
 * control (the close button); Escape closes it natively. The caller returns focus to the
 * hamburger button in onClose.
 */
export function MobileDrawer({
  id,
  open,
  onClose,
  siteName,
  phone,
  user,
  bankLinks,
}: MobileDrawerProps) {
  const { t, href } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Following a link inside closes the drawer. The drawer mounts already open (top-bar.tsx), so
  // only a change of location after mounting counts.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (ref.current?.open) ref.current.close();
  }, [location.key]);

  const section = (title: string, links: readonly NavLink[]) => (
    <div className="mt-4">
      <h2 className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
      <ul className="mt-1">
        <LinkItems links={links} className={itemClass} />
      </ul>
    </div>
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the close button are the keyboard ways out.
    <dialog
      ref={ref}
      id={id}
      aria-label={t("site.nav.menu")}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,100vw)] max-w-none overflow-y-auto bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex min-h-full flex-col p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-lg font-bold text-brand-700">{siteName}</p>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-brand-50"
          >
            <span className="sr-only">{t("site.nav.closeMenu")}</span>
            <LineIcon d="M6 6l12 12M18 6 6 18" />
          </button>
        </div>
        <nav aria-label={t("site.nav.mainMenu")}>
          <ul className="mt-2">
            <LinkItems
              links={labelledLinks([HOME_LOANS_LINK, ...MAIN_LINKS], t)}
              className={itemClass}
            />
          </ul>
          {section(t("site.nav.chooseBank"), bankLinks)}
          {section(t("site.nav.iWantTo"), labelledLinks(I_WANT_TO_LINKS, t))}
        </nav>
        <div className="mt-auto grid gap-2 border-t border-slate-200 pt-4">
          {phone && (
            <a href={phone.href} className={`${itemClass} font-semibold text-brand-700`}>
              <span className="sr-only">{t("site.nav.callUs")} </span>
              {phone.label}
            </a>
          )}
          {user ? (
            <>
              <p className="px-3 text-sm text-slate-600">
                <T
                  id="site.nav.signedInAs"
                  values={{ name: user.name }}
                  components={{ 0: <span className="font-semibold text-ink" /> }}
                />
              </p>
              {accountLinks(user.role).map((link) => (
                <Link key={link.href} to={href(link.href)} className={itemClass}>
                  {t(link.label)}
                </Link>
              ))}
              <LogoutButton className={`${itemClass} w-full text-left`} />
            </>
          ) : (
            <LoginLink className="justify-center" />
          )}
        </div>
      </div>
    </dialog>
  );
}
