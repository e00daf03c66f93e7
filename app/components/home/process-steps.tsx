import { FOUR_STEPS } from "../../content/home.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { SectionHeading } from "./section-heading.tsx";

/** Section 7: the four-step process. */
export function ProcessSteps() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="process-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id="process-heading">{t("home.process.heading")}</SectionHeading>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FOUR_STEPS.map((step, index) => (
          <li key={step} className="rounded-2xl border border-slate-200 bg-white p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              <span className="sr-only">{t("home.process.step", { n: index + 1 })} </span>
              {t(`home.process.${step}.title`)}
            </h3>
            <p className="mt-2 text-base text-slate-700">{t(`home.process.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
