import { useI18n } from "../../i18n/i18n.tsx";
import { Form } from "../router-links.tsx";

/**
 * Log out is a POST to /logout (docs/product/pages.md "Accounts": a GET only shows a page with this
 * button): the menus' item, /account's button and /logout's own. In the script every page loads
 * (vite.config.ts), as the menus are on every page.
 */
export function LogoutButton({
  className,
  formClassName,
  label,
}: {
  className: string;
  /** Where the form sits on its page; the menus' needs none. */
  formClassName?: string;
  /** The page's own words for it; the menus say "Logout". */
  label?: string;
}) {
  const { t, href } = useI18n();
  return (
    <Form method="post" action={href("/logout")} className={formClassName}>
      <button type="submit" className={className}>
        {label ?? t("site.nav.logout")}
      </button>
    </Form>
  );
}
