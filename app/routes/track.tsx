import { data, Form, useNavigation } from "react-router";
import { DateTime } from "../components/admin/date-time.tsx";
import { type TrackAnswer, trackEnquiry } from "../modules/enquiries/enquiries.server.ts";
import type { Route } from "./+types/track";

// /track (DECISIONS.md 8): reference and mobile number → the status and its dated history, the
// bank when chosen and the first name only. One answer for any mismatch; rate-limited.

type TrackState =
  | { ok: true; answer: TrackAnswer }
  | { ok: false; error: string; fields: Record<string, string>; values: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = {
    reference: String(form.get("reference") ?? ""),
    phone: String(form.get("phone") ?? ""),
  };
  const result = await trackEnquiry(values);
  if (result.ok) return { ok: true, answer: result.answer } satisfies TrackState;
  return data<TrackState>(
    { ok: false, error: result.error, fields: result.fields ?? {}, values },
    { status: result.status },
  );
}

/** The page words the lead statuses for borrowers; `new` is 'Received'. */
export const STATUS_WORDS: Record<string, string> = {
  new: "Received",
  contacted: "Contacted",
  converted: "Converted",
  closed: "Closed",
};

const INPUT =
  "w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink aria-invalid:border-red-600";

export default function Track({ actionData }: Route.ComponentProps) {
  const state = actionData as TrackState | undefined;
  const busy = useNavigation().state !== "idle";
  const values = state && !state.ok ? state.values : { reference: "", phone: "" };
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Track your enquiry</h1>
      <p className="mt-3 text-slate-700">
        Enter the reference we gave you (it looks like GS-7K2M9QX4) and the mobile number you gave
        us.
      </p>
      <Form
        method="post"
        noValidate
        className="mt-6 grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="grid gap-1.5">
          <label htmlFor="track-reference" className="text-sm font-semibold text-ink">
            Reference
          </label>
          <input
            id="track-reference"
            name="reference"
            defaultValue={values.reference}
            autoCapitalize="characters"
            maxLength={20}
            required
            className={INPUT}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="track-phone" className="text-sm font-semibold text-ink">
            Mobile number
          </label>
          <input
            id="track-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={values.phone}
            maxLength={20}
            required
            className={INPUT}
          />
        </div>
        {state && !state.ok ? (
          <p role="alert" className="font-medium text-red-700">
            {state.error}
          </p>
        ) : null}
        <div>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Track
          </button>
        </div>
      </Form>
      {state?.ok ? <TrackResult answer={state.answer} /> : null}
    </div>
  );
}

function TrackResult({ answer }: { answer: TrackAnswer }) {
  return (
    <section
      aria-labelledby="track-result"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="track-result" className="text-xl font-bold text-ink">
        {answer.first_name ? `Hello ${answer.first_name}: ` : ""}
        {answer.kind === "callback" ? "your callback request" : "your application"}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Reference</dt>
          <dd className="font-mono">{answer.reference}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Status</dt>
          <dd data-testid="track-status" className="font-semibold">
            {STATUS_WORDS[answer.status] ?? answer.status}
          </dd>
        </div>
        {answer.bank ? (
          <div>
            <dt className="text-sm font-semibold text-slate-600">Bank</dt>
            <dd>{answer.bank.toUpperCase()}</dd>
          </div>
        ) : null}
      </dl>
      <h3 className="mt-6 font-semibold text-ink">History</h3>
      <ol className="mt-2 space-y-1">
        {answer.history.map((event, i) => (
          <li key={`${event.at}-${i}`}>
            {STATUS_WORDS[event.status] ?? event.status} · <DateTime iso={event.at} />
          </li>
        ))}
      </ol>
    </section>
  );
}

export function meta() {
  return [
    { title: "Track your enquiry | GharSetu" },
    {
      name: "description",
      content: "See the status of your home-loan enquiry with its reference.",
    },
  ];
}
