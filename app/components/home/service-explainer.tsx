import { SERVICE_STEPS } from "../../content/home.ts";
import { useRootData } from "../../root.tsx";
import { useTabs } from "./tabs.tsx";

/**
 * SPEC.md 1: how the service works, in five steps as WAI-ARIA tabs (vertical); the first is
 * selected at the start. Step 3 carries the site's phone number as a tap-to-call link.
 */
export function ServiceExplainer() {
  const site = useRootData()?.site;
  const { tabListProps, tabProps, panelProps } = useTabs(SERVICE_STEPS.length, {
    orientation: "vertical",
  });
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2
        id="how-heading"
        className="text-center text-2xl font-bold tracking-tight text-ink sm:text-4xl"
      >
        How {site?.name ?? "we"} works
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
        <div
          role="tablist"
          {...tabListProps}
          aria-label="Service steps"
          className="grid content-start gap-2"
        >
          {SERVICE_STEPS.map((step, index) => {
            const props = tabProps(index);
            return (
              <button
                key={step.title}
                {...props}
                className={`flex items-center gap-3 rounded-xl border px-4 py-3 text-left text-base font-semibold ${
                  props["aria-selected"]
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-200 bg-white text-ink hover:border-brand-600"
                }`}
              >
                <span aria-hidden="true" className="text-sm opacity-80">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {step.title}
              </button>
            );
          })}
        </div>
        {SERVICE_STEPS.map((step, index) => (
          <div
            key={step.title}
            {...panelProps(index)}
            className="rounded-2xl border border-slate-200 bg-brand-50 p-6 sm:p-8"
          >
            <p className="text-sm font-semibold text-brand-700">
              Step {index + 1} of {SERVICE_STEPS.length}
            </p>
            <h3 className="mt-2 text-2xl font-bold text-ink">{step.title}</h3>
            <p className="mt-3 text-lg text-slate-700">
              <StepText text={step.text} phone={site?.phone} phoneHref={site?.phoneHref} />
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}

function StepText({
  text,
  phone,
  phoneHref,
}: {
  text: string;
  phone?: string;
  phoneHref?: string;
}) {
  const [before, after] = text.split("{phone}");
  if (after === undefined) return <>{text}</>;
  return (
    <>
      {before}
      {phone && phoneHref ? (
        <a href={phoneHref} className="font-semibold whitespace-nowrap text-brand-700 underline">
          {phone}
        </a>
      ) : (
        "our help line"
      )}
      {after}
    </>
  );
}
