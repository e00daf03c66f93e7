import { BANK_FAQ } from "../../content/bank-faq.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Accordion } from "../accordion.tsx";

/**
 * The seven-question bank-page FAQ (docs/product/pages.md "Other blocks"), one answer open at a
 * time.
 */
export function BankFaq() {
  const { t } = useI18n();
  return (
    <>
      <Accordion
        items={BANK_FAQ.map((entry) => ({
          question: t(entry.question),
          answer: (
            <div className="grid gap-3">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{t(paragraph)}</p>
              ))}
            </div>
          ),
        }))}
      />
      <p className="mt-3 text-xs text-slate-600">{t("bank.faq.disclaimer")}</p>
    </>
  );
}
