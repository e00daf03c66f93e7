import { useEffect, useRef } from "react";
import { T, useI18n } from "../../i18n/i18n.tsx";

/**
 * Section 3: 'Say Goodbye to Hassles, Hello to Smart Loans' with a red line through "Hassles"
 * that grows from 0 to 100% as the heading scrolls up the screen. Scroll only writes a CSS custom
 * property (once per frame); the line is scaled with a transform, so nothing reflows or shifts.
 */
export function StrikeHeading() {
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      el.style.setProperty("--strike", "1");
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const top = el.getBoundingClientRect().top;
      const viewport = window.innerHeight;
      // 0 while the heading is at the bottom edge, 1 once it reaches the upper third.
      const progress = (viewport - top) / (viewport * (1 - 0.35));
      el.style.setProperty("--strike", String(Math.min(1, Math.max(0, progress))));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby="smart-loans-heading"
      className="mx-auto max-w-6xl px-4 py-16 text-center [--strike:0] sm:px-6"
    >
      <h2
        id="smart-loans-heading"
        // Chrome puts a space before the comma in the computed name ("Hassles , Hello") because of
        // the absolutely positioned line; the label keeps the name exactly the visible text.
        aria-label={t("home.strike.label")}
        className="text-2xl font-bold tracking-tight text-ink sm:text-4xl"
      >
        <T
          id="home.strike.heading"
          components={{
            0: (
              <span className="relative after:pointer-events-none after:absolute after:top-[55%] after:left-0 after:h-[0.12em] after:w-full after:origin-left after:scale-x-(--strike) after:rounded-full after:bg-red-600 after:content-['']" />
            ),
          }}
        />
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t("home.strike.lead")}</p>
    </section>
  );
}
