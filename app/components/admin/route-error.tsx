import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "../router-links.tsx";

/** A readable message from whatever a loader or action threw. */
export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: unknown; error?: unknown } | string | null;
    if (typeof body === "string" && body.trim() !== "") return body;
    if (body && typeof body === "object") {
      if (typeof body.message === "string") return body.message;
      if (typeof body.error === "string") return body.error;
    }
    return `HTTP error! Status: ${error.status}`;
  }
  if (error instanceof Error && error.message) return error.message;
  return "Unknown error";
}

export function routeErrorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * The error block of an admin page's ErrorBoundary (docs/product/team.md "The admin area": '⚠️
 * Error loading data: {message}'). Rendered inside the admin layout, so the sidebar stays usable.
 */
export function AdminRouteError({
  backTo = "/admin",
  backLabel = "Back to the dashboard",
}: {
  backTo?: string;
  backLabel?: string;
}) {
  const error = useRouteError();
  const status = routeErrorStatus(error);
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-900">
      <h1 className="text-xl font-bold">
        {status === 404
          ? routeErrorMessage(error)
          : `⚠️ Error loading data: ${routeErrorMessage(error)}`}
      </h1>
      {backTo ? (
        <p className="mt-4">
          <Link to={backTo} className="font-semibold underline">
            {backLabel ?? "Back"}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
