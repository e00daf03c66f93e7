import { useId, useState } from "react";

export interface AccordionItem {
  question: string;
  answer: React.ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Level of the heading around each button, so it fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Index open at first; none by default. */
  defaultOpen?: number | null;
  className?: string;
}

/**
 * WAI-ARIA accordion (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/): one panel open at a
 * time, and clicking the open one closes it (docs/product/pages.md "FAQ: one open index or none").
 * Panels are in the HTML from the start; with JavaScript off the <noscript> rule shows them all,
 * because the buttons cannot work there.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpen = null,
  className,
}: AccordionProps) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={`divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white ${className ?? ""}`}
    >
      <noscript>
        {/* In Tailwind's base layer, where its own !important [hidden] rule lives. */}
        <style>{"@layer base{[data-accordion-panel][hidden]{display:block!important}}"}</style>
      </noscript>
      {items.map((item, index) => {
        const isOpen = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.question}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-ink hover:bg-brand-50"
              >
                <span>{item.question}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  width="20"
                  height="20"
                  className={`shrink-0 text-brand-700 transition-transform ${isOpen ? "rotate-180" : ""}`}
                >
                  <path
                    d="M5 7.5 10 12.5 15 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              data-accordion-panel=""
              className="px-5 pb-5 text-base leading-relaxed text-slate-700"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
