import { BANK_FAQ } from "../../content/bank-faq.ts";
import { Accordion } from "../accordion.tsx";

/** The seven-question bank-page FAQ (SPEC.md 2), one answer open at a time. */
export function BankFaq() {
  return (
    <>
      <Accordion
        items={BANK_FAQ.map((entry) => ({
          question: entry.question,
          answer: (
            <div className="grid gap-3">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ),
        }))}
      />
      <p className="mt-3 text-xs text-slate-600">
        General guidance based on RBI rules and the Income-tax Act; your bank's loan agreement and a
        tax adviser have the final word for your case.
      </p>
    </>
  );
}
