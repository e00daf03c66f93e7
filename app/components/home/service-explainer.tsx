import { SERVICE_STEPS } from "../../content/home.ts";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../root.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { useTabs } from "./tabs.tsx";

/**
 * docs/product/pages.md "Other blocks": how the service works, in five steps as WAI-ARIA tabs
 * (vertical); the first is selected at the start. Step 3 carries the site's phone number as a
 * tap-to-call link.
 */
export function ServiceExplainer() {
  const site = useRootData()?.site;
  const { t } = useI18n();
  const { tabListProps, tabProps, panelProps } = useTabs(SERVICE_STEPS.length, {
    orientation: "vertical",
  });
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id="how-heading">
        {t("home.service.heading", { siteName: site?.name ?? "GharSetu" })}
      </SectionHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
        <div
          role="tablist"
          {...tabListProps}
          aria-label={t("home.service.tabs")}
          className="grid content-start gap-2"
        >
          {SERVICE_STEPS.map((step, index) => {
            const props = tabProps(index);
            return (
              <button
                key={step}
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
                {t(`home.service.${step}.title`)}
              </button>
            );
          })}
        </div>
        {SERVICE_STEPS.map((step, index) => (
          <div
            key={step}
            {...panelProps(index)}
            className="rounded-2xl border border-slate-200 bg-brand-50 p-6 sm:p-8"
          >
            <p className="text-sm font-semibold text-brand-700">
              {t("home.service.stepOf", { n: index + 1, count: SERVICE_STEPS.length })}
            </p>
            <h3 className="mt-2 text-2xl font-bold text-ink">{t(`home.service.${step}.title`)}</h3>
            <p className="mt-3 text-lg text-slate-700">
              {step !== "inquiry" ? (
                t(`home.service.${step}.text`)
              ) : site?.phone && site.phoneHref ? (
                <T
                  id="home.service.inquiry.text"
                  values={{ phone: site.phone }}
                  components={{
                    0: (
                      // biome-ignore lint/a11y/useAnchorContent: the phone number comes from the message.
                      <a
                        href={site.phoneHref}
                        className="font-semibold whitespace-nowrap text-brand-700 underline"
                      />
                    ),
                  }}
                />
              ) : (
                t("home.service.inquiry.textNoPhone")
              )}
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
