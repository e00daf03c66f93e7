import { useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { Bank, BankHeadline } from "../domain/banks/schema.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import type { MessageId } from "../i18n/types.ts";
import { usePageFormState } from "../utils/page-form-state.ts";
import { formatAsOfDate } from "./bank/as-of.tsx";
import { Link } from "./router-links.tsx";

// docs/product/pages.md "Compare screen" and "Comparison": 1 to 3 columns, 2 at first.
export const MIN_COMPARE = 1;
export const MAX_COMPARE = 3;

type CompareBank = BankHeadline &
  Pick<Bank, "eligibility" | "paymentCharges" | "pros" | "cons" | "documentation">;

interface CompareBanksProps {
  banks: CompareBank[];
  /** Slugs of the columns shown first (unknown or repeated slugs are dropped; max 3). */
  initialSlugs: string[];
  /** id of the section around the comparison: the no-JavaScript form returns to it. */
  anchorId?: string;
}

/** The slugs a comparison starts with: known, distinct, at most three, at least one. */
export function normaliseSlugs(
  slugs: readonly string[],
  banks: readonly Pick<Bank, "slug">[],
): string[] {
  const known = new Set(banks.map((bank) => bank.slug as string));
  const out: string[] = [];
  for (const raw of slugs) {
    const slug = raw.trim().toLowerCase();
    if (known.has(slug) && !out.includes(slug)) out.push(slug);
    if (out.length === MAX_COMPARE) break;
  }
  if (out.length === 0) return banks.slice(0, 2).map((bank) => bank.slug);
  return out;
}

/**
 * The bank shown beside `slug` on its page: the next one in list order (the original site took a
 * random other; a fixed choice renders the same on the server and in the browser, and the visitor
 * can swap it; docs/product/pages.md "Compare screen").
 */
export function companionSlug(
  banks: readonly Pick<Bank, "slug">[],
  slug: string,
): string | undefined {
  const index = banks.findIndex((bank) => bank.slug === slug);
  if (banks.length < 2) return undefined;
  return banks[(index + 1) % banks.length]?.slug;
}

/**
 * The first bank in list order that is not shown yet (docs/product/pages.md: "the added bank is…").
 */
function nextBank(slugs: readonly string[], banks: readonly Pick<Bank, "slug">[]) {
  return banks.find((bank) => !slugs.includes(bank.slug))?.slug;
}

/**
 * The columns asked for by the URL of the no-JavaScript form: `?compare=sbi&compare=hdfc` (or
 * `?compare=sbi,hdfc`), plus `add=1` or `remove=<slug>` from its buttons. Falls back to
 * `defaults` when the URL says nothing. Pure, so loaders and components can both use it.
 */
export function compareSlugsFromSearch(
  search: URLSearchParams,
  banks: readonly Pick<Bank, "slug">[],
  defaults: readonly string[],
): string[] {
  const asked = search
    .getAll("compare")
    .flatMap((value) => value.split(","))
    .filter(Boolean);
  let slugs = normaliseSlugs(asked.length > 0 ? asked : defaults, banks);
  const remove = search.get("remove");
  if (remove && slugs.length > MIN_COMPARE) slugs = slugs.filter((slug) => slug !== remove);
  if (search.has("add") && slugs.length < MAX_COMPARE) {
    const next = nextBank(slugs, banks);
    if (next) slugs = [...slugs, next];
  }
  return slugs;
}

const ROWS: { label: MessageId; render: (bank: CompareBank) => React.ReactNode }[] = [
  { label: "compare.row.purpose", render: (bank) => bank.purpose },
  {
    label: "compare.row.rate",
    render: (bank) => (
      <>
        <span className="font-semibold text-accent-700">{bank.interestRate}</span>
        <AsOf date={bank.asOf} />
      </>
    ),
  },
  { label: "compare.row.amount", render: (bank) => bank.maxLoan },
  { label: "compare.row.tenure", render: (bank) => bank.tenure },
  { label: "compare.row.eligibility", render: (bank) => bank.eligibility },
  { label: "compare.row.prepayment", render: (bank) => bank.paymentCharges },
  { label: "compare.row.processing", render: (bank) => bank.processingFee },
  { label: "compare.row.pros", render: (bank) => <List items={bank.pros} /> },
  { label: "compare.row.cons", render: (bank) => <List items={bank.cons} /> },
  { label: "compare.row.documentation", render: (bank) => <List items={bank.documentation} /> },
];

/**
 * "Indicative, as of 1 Nov 2026" under a rate (docs/product/pages.md "Money and figures"), in the
 * page's language. The date is read by hand, not with Date + Intl, so the server (UTC) and the
 * browser print the same day.
 */
function AsOf({ date }: { date: string }) {
  const { lang } = useI18n();
  const shown = formatAsOfDate(date, lang);
  return (
    <span className="mt-1 block text-xs text-slate-600">
      <T id="compare.asOf" values={{ date: shown }} components={{ 0: <time dateTime={date} /> }} />
    </span>
  );
}

function List({ items }: { items: readonly string[] }) {
  const { t } = useI18n();
  if (items.length === 0) return <span className="text-slate-600">{t("compare.notListed")}</span>;
  return (
    <ul className="list-disc space-y-1 pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

// The row headers stay in view while the bank columns scroll sideways on narrow screens.
const stickyCell =
  "sticky left-0 z-10 w-24 p-2 text-xs shadow-[1px_0_0_var(--color-slate-200)] sm:w-36 sm:p-3 sm:text-sm";

const linkPrimary =
  "inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";
const linkSecondary =
  "inline-flex min-h-11 items-center justify-center rounded-xl border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";

/**
 * Side-by-side comparison of up to three banks (docs/product/pages.md "Compare screen").
 * Server-rendered with the data, so the table reads without JavaScript; the controls are a GET form
 * whose buttons and selects also work without it (the page's loader reads
 * `compareSlugsFromSearch`), and with JavaScript they change the columns in place.
 */
export function CompareBanks({ banks, initialSlugs, anchorId = "compare" }: CompareBanksProps) {
  const { t, href } = useI18n();
  const id = useId();
  const { pathname } = useLocation();
  const [slots, setSlots] = useState(() => normaliseSlugs(initialSlugs, banks));
  // Banks picked in the columns before the script started stay picked (ADR 019).
  const formRef = useRef<HTMLFormElement>(null);
  usePageFormState(formRef, (page) => setSlots(normaliseSlugs(page.getAll("compare"), banks)));

  if (banks.length === 0) {
    return (
      <p role="status" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
        {t("compare.loading")}
      </p>
    );
  }

  const bySlug = new Map(banks.map((bank) => [bank.slug as string, bank]));
  const shown = slots.map((slug) => bySlug.get(slug)).filter((b): b is CompareBank => !!b);
  const canAdd = shown.length < MAX_COMPARE && nextBank(slots, banks) !== undefined;
  const canRemove = shown.length > MIN_COMPARE;

  const add = (event: React.MouseEvent) => {
    event.preventDefault();
    const next = nextBank(slots, banks);
    if (next && slots.length < MAX_COMPARE) setSlots([...slots, next]);
  };
  const remove = (event: React.MouseEvent, slug: string) => {
    event.preventDefault();
    if (slots.length > MIN_COMPARE) setSlots(slots.filter((s) => s !== slug));
  };
  const swap = (index: number, slug: string) => {
    setSlots(slots.map((s, i) => (i === index ? slug : s)));
  };

  return (
    <form ref={formRef} method="get" action={`${pathname}#${anchorId}`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {t("compare.comparing", { count: shown.length, max: MAX_COMPARE })}
        </p>
        <button
          type="submit"
          name="add"
          value="1"
          onClick={add}
          disabled={!canAdd}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-white"
        >
          <span aria-hidden="true">+</span> {t("compare.add")}
        </button>
      </div>

      {/* A labelled, focusable region: on narrow screens the table scrolls sideways, and a
          scrollable area must be reachable by keyboard (WCAG 2.1.1). */}
      <section
        aria-labelledby={`${id}-caption`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            {t("compare.caption", { banks: shown.map((bank) => bank.name).join(", ") })}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 bg-brand-50">
              <td className={`${stickyCell} bg-brand-50`} />
              {shown.map((bank) => (
                <th key={bank.slug} scope="col" className="p-3 align-top font-normal">
                  <img
                    src={bank.logo}
                    alt=""
                    width={220}
                    height={64}
                    loading="lazy"
                    className="h-10 w-auto"
                  />
                  <span className="mt-2 block text-base font-semibold text-ink">{bank.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <th scope="row" className={`${stickyCell} bg-white align-top font-semibold text-ink`}>
                {t("compare.row.bank")}
              </th>
              {shown.map((bank, index) => {
                const selectId = `${id}-slot-${index}`;
                const others = new Set(slots.filter((_, i) => i !== index));
                return (
                  <td key={bank.slug} className="p-3 align-top">
                    <label
                      htmlFor={selectId}
                      className="block text-xs font-semibold text-slate-700"
                    >
                      {t("compare.slot", { n: index + 1 })}
                    </label>
                    <select
                      id={selectId}
                      name="compare"
                      value={bank.slug}
                      onChange={(event) => swap(index, event.target.value)}
                      className="mt-1 w-full min-w-40 rounded-lg border border-slate-400 bg-white px-2 py-2 text-sm text-ink"
                    >
                      {banks
                        .filter((option) => !others.has(option.slug))
                        .map((option) => (
                          <option key={option.slug} value={option.slug}>
                            {option.name}
                          </option>
                        ))}
                    </select>
                    {canRemove && (
                      <button
                        type="submit"
                        name="remove"
                        value={bank.slug}
                        onClick={(event) => remove(event, bank.slug)}
                        className="mt-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
                      >
                        <ForBank id="compare.remove" bank={bank.name} />
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
            {ROWS.map((row) => (
              <tr key={row.label} className="border-b border-slate-200 last:border-b-0">
                <th
                  scope="row"
                  className={`${stickyCell} bg-white align-top font-semibold text-ink`}
                >
                  {t(row.label)}
                </th>
                {shown.map((bank) => (
                  <td key={bank.slug} className="p-3 align-top leading-relaxed text-slate-700">
                    {row.render(bank)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${stickyCell} bg-white align-top font-semibold text-ink`}>
                {t("compare.row.next")}
              </th>
              {shown.map((bank) => {
                const apply = href(`/eligibility-form?bank=${encodeURIComponent(bank.slug)}`);
                return (
                  <td key={bank.slug} className="p-3 align-top">
                    <div className="flex flex-wrap gap-2">
                      <Link to={apply} className={linkPrimary}>
                        <ForBank id="compare.apply" bank={bank.name} />
                      </Link>
                      <Link to={apply} className={linkSecondary}>
                        <ForBank id="compare.qualify" bank={bank.name} />
                      </Link>
                    </div>
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </section>
      <noscript>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
        >
          {t("compare.show")}
        </button>
      </noscript>
      <p className="text-xs text-slate-600">{t("compare.note")}</p>
    </form>
  );
}

/** A button's text whose bank name only screen readers hear: "Remove<0> {bank}</0>". */
function ForBank({ id, bank }: { id: MessageId; bank: string }) {
  return <T id={id} values={{ bank }} components={{ 0: <span className="sr-only" /> }} />;
}
