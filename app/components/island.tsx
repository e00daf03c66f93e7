// Parts of a page that hydrate when the visitor reaches them, not at load
// (docs/decisions/033-islands-hydrate-when-reached.md).
//
// React hydrates a whole page in one pass, and on a slow phone that pass is most of the time the
// page is busy after its first paint. An <Island> is a Suspense boundary whose content, on the page
// as the server sent it, waits for the visitor: it hydrates when it comes near the screen, when
// the visitor points at, touches, focuses or types in it, or when the page re-renders it with new
// data. Until then it is the server's HTML: links and GET forms work, text can be read and typed in
// (what is typed is adopted when it hydrates, ADR 019), and React spends nothing on it.
//
// An island mounted later (a client-side navigation) renders at once, like any component.

import { Suspense, use, useId, useLayoutEffect, useRef, useState } from "react";
import { changedUnder, LateHydration, putBackUnder } from "../utils/page-form-state.ts";

/** One island of the page as loaded: what its hydration waits for. */
interface Gate {
  el: HTMLElement | null;
  /** A promise React can read synchronously once settled (`use` reads `status`). */
  promise: Promise<void>;
  release: () => void;
  released: boolean;
  /** React has tried to hydrate it once already (the pass after the page's, which waits). */
  tried: boolean;
  /** Set once its content has hydrated. */
  hydrated: boolean;
}

const pending = new Set<Gate>();
let observer: IntersectionObserver | null = null;
let listening = false;

/** Events that mean the visitor is about to use an island: it hydrates before React sees them. */
const TOUCH_EVENTS = [
  "pointerdown",
  "mousedown",
  "touchstart",
  "focusin",
  "keydown",
  "input",
  "change",
  "mouseover",
] as const;

function releaseTouched(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const gate of pending) if (gate.el?.contains(target)) gate.release();
}

function newGate(): Gate {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const gate: Gate = {
    el: null,
    promise,
    released: false,
    tried: false,
    hydrated: false,
    release() {
      if (gate.released) return;
      gate.released = true;
      // Settled for React now, so a hydration attempted in this same event (a click) succeeds.
      Object.assign(promise, { status: "fulfilled", value: undefined });
      pending.delete(gate);
      if (gate.el) observer?.unobserve(gate.el);
      resolve();
    },
  };
  return gate;
}

function watch(gate: Gate) {
  if (!gate.el) return gate.release();
  pending.add(gate);
  if (!listening) {
    listening = true;
    // On window, in the capture phase: before React's own listener on the document, so the
    // island is released by the time React tries to hydrate it for this very event.
    for (const type of TOUCH_EVENTS) {
      window.addEventListener(type, releaseTouched, { capture: true, passive: true });
    }
  }
  if (typeof IntersectionObserver === "undefined") return gate.release();
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const g of pending) if (g.el === entry.target) g.release();
      }
    },
    // Half a screen ahead, so it has hydrated by the time it scrolls into view. Not more: on a
    // phone the loan types start about two screens down, and hydrating them at load is the work
    // this file exists to put off.
    { rootMargin: "50% 0px" },
  );
  observer.observe(gate.el);
}

/** Whether a control in the server HTML of the island `id` holds something the visitor changed. */
function visitorChangedIn(id: string): boolean {
  for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
    if (el.dataset.island === id) return changedUnder(el);
  }
  return false;
}

function pageHydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}

function Content({ gate, children }: { gate: Gate | null; children: React.ReactNode }) {
  if (gate && !gate.released) {
    // React tries a waiting island again only for a reason: an event in it, or new props or
    // context from above (a revalidation, a navigation's state). It must hydrate then: were it to
    // wait, React would replace the server's HTML with the empty fallback.
    if (gate.tried) gate.release();
    gate.tried = true;
    use(gate.promise);
  }
  return (
    <LateHydration.Provider value={gate}>
      {children}
      {gate && <Hydrated gate={gate} />}
    </LateHydration.Provider>
  );
}

/** Last in the island: its layout effect runs after every one of the content's. */
function Hydrated({ gate }: { gate: Gate }) {
  useLayoutEffect(() => {
    if (gate.hydrated) return;
    gate.hydrated = true;
    // Marked in the DOM: a press in it is React's from now on (app/utils/press-while-starting.ts).
    gate.el?.setAttribute("data-island-hydrated", "");
    // Uncontrolled fields that hydration reset (a textarea) get what the visitor typed back.
    if (gate.el) putBackUnder(gate.el);
  }, [gate]);
  return null;
}

/**
 * A part of the page that hydrates when the visitor reaches or touches it (see the top of this
 * file). Wraps its content in one block element; use it for sections below the first screen.
 * `eager`: hydrate with the page after all (the visitor asked for this part, e.g. by a link to it).
 * `className`: on the wrapping block (the home page skips its sections' rendering while they are
 * off screen, app/routes/home.tsx).
 */
export function Island({
  eager = false,
  className,
  children,
}: {
  eager?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The same on the server and in the browser: it finds this island's server HTML while hydrating.
  const id = useId();
  // Decided on the first render: only an island that came with the page (is being hydrated) waits.
  const [gate] = useState(() => {
    if (typeof document === "undefined" || pageHydrated()) return null;
    const gate = newGate();
    // Released from the start, but still a gate: React hydrates any Suspense boundary after the
    // root, and its forms must adopt the page then (LateHydration), not skip it. An island the
    // visitor already typed or picked something in (before the script started) hydrates with the
    // page too: what they did shows its effect at once, as on a page without islands.
    if (eager || visitorChangedIn(id)) gate.release();
    return gate;
  });
  useLayoutEffect(() => {
    // Mounted by a client-side navigation: React's from the start (app/utils/press-while-starting.ts).
    if (!gate) ref.current?.setAttribute("data-island-hydrated", "");
    if (!gate) return;
    // Also for an island released from the start: its hydration puts back what React reset in it.
    gate.el = ref.current;
    if (gate.hydrated) ref.current?.setAttribute("data-island-hydrated", "");
    if (gate.released) return;
    watch(gate);
    return () => {
      pending.delete(gate);
      if (gate.el) observer?.unobserve(gate.el);
    };
  }, [gate]);
  return (
    <div ref={ref} data-island={id} className={className}>
      <Suspense fallback={null}>
        <Content gate={gate}>{children}</Content>
      </Suspense>
    </div>
  );
}
