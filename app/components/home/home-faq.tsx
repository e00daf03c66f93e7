import { HOME_FAQS } from "../../content/home.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Accordion } from "../accordion.tsx";
import { SectionHeading } from "./section-heading.tsx";

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
      <SectionHeading id="faq-heading">{t("home.faq.heading")}</SectionHeading>
      <Accordion items={items} className="mt-10" />
    </section>
  );
}
