// The speed-to-lead part of an enquiry's admin page (docs/product/speed-to-lead.md): where it came
// from (first and last touch) and, for leads and callback requests, the first-response clock.

import { parseStoredTouch, type Touch } from "../../domain/speed-to-lead/touch.ts";
import { Panel } from "./admin-page.tsx";
import { DateTime } from "./date-time.tsx";

export interface SpeedToLeadData {
  first_touch: string | null;
  last_touch: string | null;
  /** Absent for contact messages, which have no clock. */
  first_response_due_at?: string | null;
  first_response_at?: string | null;
  escalated_at?: string | null;
}

/** The fields a loader hands to the panel (plain, serialisable). */
export function speedToLeadData(row: SpeedToLeadData): SpeedToLeadData {
  const { first_touch, last_touch, first_response_due_at, first_response_at, escalated_at } = row;
  return { first_touch, last_touch, first_response_due_at, first_response_at, escalated_at };
}

const TOUCH_LABELS: [keyof Touch, string][] = [
  ["utm_source", "Source"],
  ["utm_medium", "Medium"],
  ["utm_campaign", "Campaign"],
  ["utm_term", "Term"],
  ["utm_content", "Content"],
  ["referrer_host", "Referred by"],
  ["landing_path", "Landing page"],
];

function TouchList({ title, touch }: { title: string; touch: Touch | null }) {
  return (
    <div>
      <h3 className="mb-1 font-semibold">{title}</h3>
      {touch ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          {TOUCH_LABELS.filter(([key]) => touch[key]).map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="text-slate-700">{label}</dt>
              <dd className="break-all">{touch[key]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-slate-700">Direct (nothing known)</p>
      )}
    </div>
  );
}

export function SpeedToLeadPanel({ data }: { data: SpeedToLeadData }) {
  const clocked = data.first_response_due_at !== undefined;
  return (
    <Panel title="Where it came from" className="mb-6 text-sm">
      <div className="grid gap-4 sm:grid-cols-2">
        <TouchList title="First touch" touch={parseStoredTouch(data.first_touch)} />
        <TouchList title="Last touch" touch={parseStoredTouch(data.last_touch)} />
      </div>
      {clocked ? (
        <>
          <h3 className="mt-4 mb-1 font-semibold">First response</h3>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-700">Due</dt>
            <dd>
              <DateTime iso={data.first_response_due_at} />
            </dd>
            <dt className="text-slate-700">Responded</dt>
            <dd>
              {data.first_response_at ? <DateTime iso={data.first_response_at} /> : "Not yet"}
            </dd>
            <dt className="text-slate-700">Escalated</dt>
            <dd>
              {data.escalated_at ? (
                <strong>
                  <DateTime iso={data.escalated_at} />
                </strong>
              ) : (
                "No"
              )}
            </dd>
          </dl>
        </>
      ) : null}
    </Panel>
  );
}
