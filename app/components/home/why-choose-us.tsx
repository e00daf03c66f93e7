import { WHY_CHOOSE_US } from "../../content/home.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Link } from "../router-links.tsx";
import { SectionHeading } from "./section-heading.tsx";

const ICONS: Record<(typeof WHY_CHOOSE_US)[number]["id"], React.ReactNode> = {
  fast: <path d="M12 3v9l5 3M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  rates: (
    <path d="M4 19 19 4M7 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" />
  ),
  support: (
    <path d="M4 13v-1a8 8 0 0 1 16 0v1M4 13v3a2 2 0 0 0 2 2h1v-6H6a2 2 0 0 0-2 2Zm16 0v3a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2Z" />
  ),
};

/**
 * Section 8: three reasons, each with a working button (docs/product/pages.md: no dead buttons).
 */
export function WhyChooseUs() {
  const { t, href } = useI18n();
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="why-heading">{t("home.why.heading")}</SectionHeading>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {WHY_CHOOSE_US.map((card) => (
            <div
              key={card.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="40"
                height="40"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="rounded-xl bg-brand-50 p-2 text-brand-700"
              >
                {ICONS[card.id]}
              </svg>
              <h3 className="mt-4 text-lg font-semibold text-ink">
                {t(`home.why.${card.id}.title`)}
              </h3>
              <p className="mt-2 flex-1 text-base text-slate-700">
                {t(`home.why.${card.id}.text`)}
              </p>
              {card.href.startsWith("#") ? (
                <a href={card.href} className={BUTTON}>
                  {t(`home.why.${card.id}.action`)}
                </a>
              ) : (
                <Link to={href(card.href)} className={BUTTON}>
                  {t(`home.why.${card.id}.action`)}
                </Link>
              )}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

const BUTTON =
  "mt-6 inline-flex min-h-11 items-center justify-center self-start rounded-xl border border-brand-700 px-5 text-base font-semibold text-brand-700 hover:bg-brand-700 hover:text-white";
