import { type FocusEvent, useEffect, useState, useSyncExternalStore } from "react";

// The moving parts of the site's two WAI-ARIA carousels
// (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/), the home page's hero
// (home/hero-carousel.tsx) and the blog slider (blog-slider.tsx): the slide shown, the turn to the
// next one after a while, the pause while the pointer is over the carousel or focus is inside it,
// and the visitor's wish for reduced motion. Each keeps its own markup and its own play button.

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const reducedMotionNow = () => window.matchMedia(REDUCED_MOTION).matches;

/** Whether the visitor asks for reduced motion: false on the server and while hydrating. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, reducedMotionNow, () => false);
}

/**
 * Which of `count` slides is shown: the next one every `intervalMs` while `playing` and the
 * carousel is neither under the pointer nor holding focus (`rotating`; the slides' aria-live is
 * off then). `pauseProps` go on the carousel's element.
 */
export function useCarousel(count: number, intervalMs: number, playing: boolean) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on index so that a manual move gives the new slide its full interval.
  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const pauseProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { index, setIndex, rotating, pauseProps };
}
