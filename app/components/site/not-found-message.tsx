import { isRouteErrorResponse, Link } from "react-router";

/** The 404 page body (SPEC.md 8: 'Page not found.' with a Back to Home link). */
export function NotFoundMessage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">Page not found.</h1>
      <p className="mt-4 text-slate-700">
        The page you asked for does not exist or has moved. Compare home loans, check your
        eligibility or find approved projects from the home page.
      </p>
      <p className="mt-8">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          Back to Home
        </Link>
      </p>
    </div>
  );
}

/** A generic message for errors other than 404 inside the public layout. */
export function ErrorMessage({ status }: { status: number }) {
  const message =
    status === 403
      ? "You do not have access to this page."
      : status === 400
        ? "That request could not be understood. Please check the address and try again."
        : "Something went wrong on our side. Please try again.";
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">{message}</h1>
      <p className="mt-8">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          Back to Home
        </Link>
      </p>
    </div>
  );
}

/** Head tags of an error page: a plain title, and no indexing. */
export function errorMeta(siteName: string, error?: unknown) {
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  return [
    { title: `${notFound ? "Page not found" : "Something went wrong"} | ${siteName}` },
    { name: "robots", content: "noindex" },
  ];
}
