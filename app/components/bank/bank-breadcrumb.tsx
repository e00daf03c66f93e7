import { Fragment } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { Link } from "../router-links.tsx";

/**
 * The bank pages' breadcrumb trail: Home, then the pages above this one (`links`, paths in English
 * form: each is put in the page's language), then this page, which is not a link.
 */
export function BankBreadcrumb({
  links = [],
  current,
}: {
  links?: readonly { to: string; label: string }[];
  current: string;
}) {
  const { t, href } = useI18n();
  return (
    <nav aria-label={t("bank.breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {[{ to: "/", label: t("bank.breadcrumb.home") }, ...links].map((link) => (
          <Fragment key={link.to}>
            <li>
              <Link
                to={href(link.to)}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {link.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
