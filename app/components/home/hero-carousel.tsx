import { useId, useState } from "react";
import { HERO_IMAGE_SIZE, type HeroSlide } from "../../content/home.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useCarousel, usePrefersReducedMotion } from "../use-carousel.ts";

const INTERVAL_MS = 10_000; // docs/product/pages.md: carousel 10 s, 4 slides

/**
 * WAI-ARIA carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): advances every 10 s,
 * pauses while the pointer is over it or focus is inside it, has a pause/play button, and does not
 * start by itself when the visitor asks for reduced motion.
 */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  const { t } = useI18n();
  const id = useId();
  // null: the visitor has not pressed pause/play; follow the motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = playChoice ?? !reducedMotion;
  const count = slides.length;
  const { index, setIndex, rotating, pauseProps } = useCarousel(count, INTERVAL_MS, playing);

  const buttonClass =
    "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-700 shadow-sm hover:bg-brand-50";

  return (
    <section
      aria-roledescription={t("home.carousel.role")}
      aria-label={t("home.carousel.label")}
      className="relative"
      {...pauseProps}
    >
      <div
        id={`${id}-slides`}
        aria-live={rotating ? "off" : "polite"}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-brand-50"
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel makes each slide a group; a fieldset is for form controls.
          <div
            key={slide.src}
            role="group"
            aria-roledescription={t("home.carousel.slideRole")}
            aria-label={t("home.carousel.slide", { n: i + 1, count })}
            hidden={i !== index}
          >
            <img
              src={slide.src}
              alt={t(`home.slide.${slide.id}.alt`)}
              width={HERO_IMAGE_SIZE.width}
              height={HERO_IMAGE_SIZE.height}
              className="block h-auto w-full"
              decoding="async"
              // Only the first slide is in view at load; the rest wait until they are shown.
              {...(i === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
            />
            <p className="px-5 py-3 text-sm font-medium text-ink">
              {t(`home.slide.${slide.id}.caption`)}
            </p>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-between gap-3" data-nojs-hide="">
        <button
          type="button"
          className={buttonClass}
          aria-label={t(playing ? "home.carousel.pause" : "home.carousel.play")}
          onClick={() => setPlayChoice(!playing)}
        >
          {playing ? (
            <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
              <rect x="5" y="4" width="3.5" height="12" rx="1" />
              <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
              <path d="M6 4v12l10-6z" />
            </svg>
          )}
        </button>
        <div className="flex items-center">
          {slides.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              aria-controls={`${id}-slides`}
              aria-label={t("home.carousel.dot", {
                n: i + 1,
                caption: t(`home.slide.${slide.id}.caption`),
              })}
              aria-current={i === index ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="group inline-flex size-11 items-center justify-center"
              data-carousel-dot=""
            >
              <span
                aria-hidden="true"
                className={`block size-3 rounded-full border-2 border-brand-700 ${
                  i === index ? "bg-brand-700" : "bg-white group-hover:bg-brand-100"
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={buttonClass}
          aria-controls={`${id}-slides`}
          aria-label={t("home.carousel.next")}
          onClick={() => setIndex((i) => (i + 1) % count)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
            <path d="M7.5 4.5 13 10l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
        </button>
      </div>
    </section>
  );
}
