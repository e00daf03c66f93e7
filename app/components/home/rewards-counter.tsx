import { useEffect, useRef, useState } from "react";
import { REWARD } from "../../content/home.ts";
import { useI18n } from "../../i18n/i18n.tsx";

const format = (value: number) => `${value.toFixed(2)}%`;

/**
 * The 'Be Rewarded' figure: once the card is at least half visible it counts from 0 to 0.30 over
 * 5 s (docs/product/pages.md). The server and the first render show the final figure, so it is
 * right without JavaScript; under reduced motion it simply stays there. Screen readers get the
 * final figure only, not 300 intermediate numbers.
 */
export function RewardsCounter() {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState<number>(REWARD.target);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setValue(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5))
          return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / REWARD.durationMs);
          const eased = 1 - (1 - t) ** 3;
          // Whole hundredths only: React skips renders that would print the same text.
          setValue(t === 1 ? REWARD.target : Math.round(eased * REWARD.target * 100) / 100);
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div ref={ref} className="rounded-2xl border border-accent-600/30 bg-accent-500/10 p-5">
      <p className="text-sm font-semibold text-accent-700">{t("home.reward.title")}</p>
      <p className="mt-1 text-4xl font-bold text-accent-700">
        <span aria-hidden="true" data-rewards-counter="">
          {format(value)}
        </span>
        <span className="sr-only">{format(REWARD.target)}</span>
      </p>
      <p className="mt-2 text-sm text-slate-700">{t("home.reward.text")}</p>
    </div>
  );
}
