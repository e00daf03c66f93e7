import { useI18n } from "../../i18n/i18n.tsx";
import type { BankOption } from "./hero.tsx";

// The keyframes live here because only this strip uses them. The track holds the list twice and
// moves by half its width, so the second copy takes the first one's place without a jump.
const KEYFRAMES =
  "@keyframes gs-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}";

function LogoList({ banks, copy }: { banks: BankOption[]; copy: boolean }) {
  const { t, href } = useI18n();
  return (
    <ul
      // The copy only exists for the loop: hidden from assistive tech and the Tab order, and not
      // needed at all when nothing moves.
      aria-hidden={copy ? "true" : undefined}
      // Without motion the first copy becomes a plain grid of logos.
      className={`flex shrink-0 items-center gap-10 pr-10 motion-reduce:grid motion-reduce:w-full motion-reduce:grid-cols-2 motion-reduce:gap-4 motion-reduce:pr-0 motion-reduce:sm:grid-cols-5 ${
        copy ? "motion-reduce:hidden" : ""
      }`}
    >
      {banks.map((bank) => (
        <li key={bank.slug} className="shrink-0 motion-reduce:justify-self-center">
          <a
            href={href(`/loan/${bank.slug}`)}
            tabIndex={copy ? -1 : undefined}
            className="block rounded-xl p-2 hover:bg-brand-50"
          >
            <img
              src={`/images/banks/${bank.slug}.svg`}
              alt={copy ? "" : t("home.logos.alt", { bank: bank.name })}
              width={151}
              height={44}
              loading="lazy"
              decoding="async"
              className="h-11 w-auto max-w-full object-contain"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Section 2: the ten partner banks in a continuous loop; each logo opens its bank page. */
export function BankLogoStrip({ banks }: { banks: BankOption[] }) {
  const { t } = useI18n();
  if (banks.length === 0) return null;
  return (
    <section
      aria-labelledby="partner-banks-heading"
      className="border-y border-slate-200 bg-white py-8"
    >
      <style>{KEYFRAMES}</style>
      <h2
        id="partner-banks-heading"
        className="mx-auto max-w-6xl px-4 text-center text-sm font-semibold text-slate-600 sm:px-6"
      >
        {t("home.logos.heading", { count: banks.length })}
      </h2>
      <div className="group mt-6 overflow-hidden motion-reduce:mx-auto motion-reduce:max-w-6xl motion-reduce:px-4">
        <div className="flex w-max animate-[gs-marquee_40s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none">
          <LogoList banks={banks} copy={false} />
          <LogoList banks={banks} copy />
        </div>
      </div>
    </section>
  );
}
