import { useId, useState } from "react";
import { BLOG_POSTS, type BlogPost } from "../content/blog.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import { Link } from "./router-links.tsx";
import { useCarousel, usePrefersReducedMotion } from "./use-carousel.ts";

/** docs/product/pages.md: the blog slider advances every 4000 ms. */
export const BLOG_INTERVAL_MS = 4000;

interface BlogSliderProps {
  posts?: readonly BlogPost[];
  intervalMs?: number;
  /** Accessible name of the carousel (by default "Home loan guides" in the page's language). */
  label?: string;
}

/**
 * WAI-ARIA carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): a pause button first,
 * previous/next buttons and one dot per post. It advances every 4 s, stops while the pointer is
 * over it or focus is inside, stays stopped after Pause, and never moves on its own when the
 * visitor prefers reduced motion. Hidden slides are `inert`, so Tab never lands on them.
 */
export function BlogSlider({
  posts = BLOG_POSTS,
  intervalMs = BLOG_INTERVAL_MS,
  label,
}: BlogSliderProps) {
  const { t, href } = useI18n();
  const id = useId();
  const count = posts.length;
  const [playing, setPlaying] = useState(true);
  const reducedMotion = usePrefersReducedMotion();
  // Pause stays pressed; reduced motion stops the slider whatever the button says.
  const { index, setIndex, rotating, pauseProps } = useCarousel(
    count,
    intervalMs,
    playing && !reducedMotion && count > 1,
  );

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      aria-roledescription={t("compare.blog.role")}
      aria-label={label ?? t("compare.blog.label")}
      className="grid gap-4"
      {...pauseProps}
    >
      <div className="flex flex-wrap items-center gap-2">
        {!reducedMotion && count > 1 && (
          <button
            type="button"
            onClick={() => setPlaying(!playing)}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            {playing ? (
              <>
                <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                  <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
                </svg>
                <T id="compare.blog.pause" components={{ 0: <span className="sr-only" /> }} />
              </>
            ) : (
              <>
                <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                  <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
                </svg>
                <T id="compare.blog.play" components={{ 0: <span className="sr-only" /> }} />
              </>
            )}
          </button>
        )}
        <div className="ml-auto flex gap-2">
          {(
            [
              [-1, t("compare.blog.previous"), "M12.5 4 6.5 10l6 6"],
              [1, t("compare.blog.next"), "M7.5 4l6 6-6 6"],
            ] as const
          ).map(([step, label, arrow]) => (
            <button
              key={step}
              type="button"
              onClick={() => go(index + step)}
              aria-controls={`${id}-slides`}
              className="inline-flex h-11 w-11 items-center justify-center rounded-xl border border-slate-300 bg-white text-ink hover:bg-slate-50"
            >
              <span className="sr-only">{label}</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
                <path d={arrow} fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          ))}
        </div>
      </div>

      <div
        id={`${id}-slides`}
        aria-live={rotating ? "off" : "polite"}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
      >
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {posts.map((post, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a role=group div; a fieldset is for form controls.
            <div
              key={post.slug}
              role="group"
              aria-roledescription={t("compare.blog.slideRole")}
              aria-label={t("compare.blog.slide", { n: i + 1, count })}
              inert={i !== index}
              data-active={i === index ? "true" : undefined}
              className="grid w-full shrink-0 gap-4 p-4 sm:grid-cols-[2fr_3fr] sm:items-center sm:p-6"
            >
              <img
                src={post.image}
                alt={t(`compare.blog.${post.id}.imageAlt`)}
                width={480}
                height={270}
                loading="lazy"
                className="h-auto w-full rounded-xl"
              />
              <div>
                <h3 className="text-lg font-semibold text-ink">
                  {t(`compare.blog.${post.id}.title`)}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">
                  {t(`compare.blog.${post.id}.excerpt`)}
                </p>
                <Link
                  to={href(post.href)}
                  className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t(`compare.blog.${post.id}.link`)}
                </Link>
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="flex justify-center gap-1">
        {posts.map((post, i) => (
          <button
            key={post.slug}
            type="button"
            onClick={() => go(i)}
            aria-controls={`${id}-slides`}
            aria-current={i === index ? "true" : undefined}
            className="group inline-flex h-11 w-11 items-center justify-center rounded-full"
          >
            <span className="sr-only">
              {t("compare.blog.show", { n: i + 1, title: t(`compare.blog.${post.id}.title`) })}
            </span>
            <span
              aria-hidden="true"
              className={`block h-3 w-3 rounded-full border-2 border-brand-600 ${
                i === index ? "bg-brand-600" : "bg-white group-hover:bg-brand-100"
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
