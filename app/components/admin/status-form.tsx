import { Form } from "../router-links.tsx";
import { buttonSecondary, Options } from "./admin-page.tsx";

/**
 * A row's status as a plain form (works without JavaScript) posting `id` and `status` to the page's
 * own action: a select labelled for screen readers with the row's reference, and Save.
 */
export function StatusForm<Status extends string>({
  id,
  reference,
  status,
  statuses,
  labels,
  idPrefix,
  className,
}: {
  id: number;
  reference: string;
  status: string;
  statuses: readonly Status[];
  labels: Record<Status, string>;
  /** The select's id is `${idPrefix}-${id}`. */
  idPrefix: string;
  className: string;
}) {
  const selectId = `${idPrefix}-${id}`;
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="id" value={id} />
      <label htmlFor={selectId} className="sr-only">
        Status of {reference}
      </label>
      <select
        id={selectId}
        name="status"
        defaultValue={status}
        className="rounded-md border border-slate-400 px-2 py-1"
      >
        <Options options={statuses.map((s) => [s, labels[s]] as const)} />
      </select>
      <button type="submit" className={buttonSecondary}>
        Save<span className="sr-only"> status of {reference}</span>
      </button>
    </Form>
  );
}
