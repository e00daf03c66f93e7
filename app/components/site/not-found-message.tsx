import { isRouteErrorResponse } from "react-router";
import { type I18nApi, useI18n } from "../../i18n/i18n.tsx";
import { Link } from "../router-links.tsx";

/**
 * The 404 page body (docs/product/pages.md "Errors": 'Page not found.' with a Back to Home link).
 */
export function NotFoundMessage() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t("site.error.404")}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{t("site.error.notFound")}</h1>
      <p className="mt-4 text-slate-700">{t("site.error.notFoundBody")}</p>
      <BackHomeLink />
    </div>
  );
}

/** A generic message for errors other than 404 inside the public layout. */
export function ErrorMessage({ status }: { status: number }) {
  const { t } = useI18n();
  // 503: the database is away for a moment (docs/decisions/028-database-outages.md).
  const message =
    status === 503
      ? t("site.error.unavailable")
      : status === 403
        ? t("site.error.forbidden")
        : status === 400
          ? t("site.error.badRequest")
          : t("site.error.server");
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">{message}</h1>
      {status === 503 ? (
        <p className="mt-4 text-slate-700">{t("site.error.unavailableBody")}</p>
      ) : null}
      <BackHomeLink />
    </div>
  );
}

/** The error pages' way out: a button-like link to the home page in the page's language. */
export function BackHomeLink() {
  const { t, href } = useI18n();
  return (
    <p className="mt-8">
      <Link
        to={href("/")}
        className="inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {t("site.error.backHome")}
      </Link>
    </p>
  );
}

/** Head tags of an error page: a plain title, and no indexing. */
export function errorMeta(siteName: string, error?: unknown, i18n?: Pick<I18nApi, "t">) {
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const title = notFound
    ? (i18n?.t("site.error.titleNotFound") ?? "Page not found")
    : unavailable
      ? (i18n?.t("site.error.unavailable") ?? "We cannot reach our records just now.")
      : (i18n?.t("site.error.titleError") ?? "Something went wrong");
  return [{ title: `${title} | ${siteName}` }, { name: "robots", content: "noindex" }];
}
