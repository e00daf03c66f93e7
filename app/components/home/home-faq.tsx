import { HOME_FAQS } from "../../content/home.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Accordion } from "../accordion.tsx";

/** Section 9: twelve questions, one open at a time. */
export function HomeFaq() {
  const { t } = useI18n();
  const items = HOME_FAQS.map((n) => ({
    question: t(`home.faq.${n}.q`),
    answer: t(`home.faq.${n}.a`),
  }));
  return (
    <section
      id="faq"
      aria-labelledby="faq-heading"
      className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16 sm:px-6"
    >
      <h2
        id="faq-heading"
        className="text-center text-2xl font-bold tracking-tight text-ink sm:text-4xl"
      >
        {t("home.faq.heading")}
      </h2>
      <Accordion items={items} className="mt-10" />
    </section>
  );
}
