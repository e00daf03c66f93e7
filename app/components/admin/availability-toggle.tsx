import { useLocation } from "react-router";

// The admin header's Available / Away toggle (docs/product/speed-to-lead.md "Availability and
// automatic assignment"): only an available team member is given new enquiries. A plain form
// that posts to /admin/availability and comes back to this page, with or without JavaScript.

export function AvailabilityToggle({ available }: { available: boolean }) {
  const location = useLocation();
  return (
    <form
      method="post"
      action="/admin/availability"
      className="mb-4 flex flex-wrap items-center justify-end gap-3 text-sm text-slate-700"
      aria-label="Your availability"
    >
      <input type="hidden" name="available" value={available ? "false" : "true"} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <span data-testid="availability-state">
        You are{" "}
        <strong className={available ? "text-green-800" : "text-slate-900"}>
          {available ? "available" : "away"}
        </strong>{" "}
        for new enquiries.
      </span>
      <button
        type="submit"
        className="rounded-md border border-slate-400 bg-white px-3 py-1.5 font-semibold text-ink hover:bg-slate-100"
      >
        {available ? "Set me away" : "Set me available"}
      </button>
    </form>
  );
}
