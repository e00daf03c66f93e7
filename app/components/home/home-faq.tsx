import { HOME_FAQS } from "../../content/home.ts";
import { Accordion } from "../accordion.tsx";

/** Section 9: twelve questions, one open at a time. */
export function HomeFaq() {
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
        Frequently asked questions
      </h2>
      <Accordion items={HOME_FAQS} className="mt-10" />
    </section>
  );
}
