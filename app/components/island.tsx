// Parts of a page that hydrate when the visitor reaches them, not at load
// (docs/decisions/030-islands-hydrate-when-reached.md).
//
// React hydrates a whole page in one pass, and on a slow phone that pass is most of the time the
// page is busy after its first paint. An <Island> is a Suspense boundary whose content, on the page
// as the server sent it, waits for the visitor: it hydrates when it comes near the screen, when
// the visitor points at, touches, focuses or types in it, or when the page re-renders it with new
// data. Until then it is the server's HTML: links and GET forms work, text can be read and typed in
// (what is typed is adopted when it hydrates, ADR 019), and React spends nothing on it.
//
// An island mounted later (a client-side navigation) renders at once, like any component.
//
// An island's code can wait too: with a `part` (lazyPart(() => import(…))) its content is a
// function of that module, which the browser loads when the island is released. The server has
// every part loaded before it renders (loadLazyParts, in entry.server), so its HTML is complete.

import { Suspense, use, useLayoutEffect, useRef, useState } from "react";
import { LateHydration, putBackUnder } from "../utils/page-form-state.ts";

/** A module an island's content comes from, loaded when first needed. */
export interface LazyPart<M> {
  /** The module once loaded (always on the server, after loadLazyParts). */
  module: M | null;
  /** Loads it (once) and returns the same promise every time, as React's `use` wants. */
  load(): Promise<M>;
}

const parts = new Set<LazyPart<unknown>>();

/** Declares a module that islands render from; call at a module's top level. */
export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let loading: Promise<M> | null = null;
  const part: LazyPart<M> = {
    module: null,
    load() {
      loading ??= importer().then((module) => {
        part.module = module;
        return module;
      });
      return loading;
    },
  };
  parts.add(part as LazyPart<unknown>);
  return part;
}

/** On the server, before rendering: every declared part loaded (at once after the first call). */
export async function loadLazyParts(): Promise<void> {
  await Promise.all(Array.from(parts, (part) => part.load()));
}

/** One island of the page as loaded: what its hydration waits for. */
interface Gate {
  el: HTMLElement | null;
  /** A promise React can read synchronously once settled (`use` reads `status`). */
  promise: Promise<void>;
  release: () => void;
  released: boolean;
  /** Starts loading the island's code (on release, or at the visitor's first scroll). */
  loadCode: (() => void) | null;
  /** React has tried to hydrate it once already (the pass after the page's, which waits). */
  tried: boolean;
  /** Set once its content has hydrated. */
  hydrated: boolean;
  /** A click that came while its code was on its way, to give again once it has hydrated. */
  replay: HTMLElement | null;
}

/** Islands still waiting to be released. */
const pending = new Set<Gate>();
/** Islands not hydrated yet (released or not). */
const unhydrated = new Set<Gate>();
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

/**
 * A click in an island that has not hydrated yet (its code is still loading) would reach nothing:
 * React drops events in server HTML it cannot hydrate at once. It is held back and given again,
 * to the same element, as soon as the island has hydrated.
 */
function holdClick(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  for (const gate of unhydrated) {
    if (!gate.el?.contains(target)) continue;
    gate.release();
    event.preventDefault();
    event.stopImmediatePropagation();
    gate.replay = target;
  }
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
    loadCode: null,
    tried: false,
    hydrated: false,
    replay: null,
    release() {
      if (gate.released) return;
      gate.released = true;
      // Settled for React now, so a hydration attempted in this same event (a click) succeeds.
      Object.assign(promise, { status: "fulfilled", value: undefined });
      pending.delete(gate);
      if (gate.el) observer?.unobserve(gate.el);
      gate.loadCode?.();
      resolve();
    },
  };
  return gate;
}

/**
 * At the visitor's first scroll, touch or key, the code of every island still waiting starts
 * loading: by the time they reach one, or tap in it, it is there. (A tap in an island whose code
 * is still on its way does nothing but follow a link or send a form natively.)
 */
function preloadParts() {
  for (const type of ENGAGE_EVENTS) window.removeEventListener(type, preloadParts, true);
  for (const gate of pending) gate.loadCode?.();
}
const ENGAGE_EVENTS = ["scroll", "pointerdown", "touchstart", "keydown"] as const;

function watch(gate: Gate) {
  if (!gate.el) return gate.release();
  pending.add(gate);
  unhydrated.add(gate);
  if (!listening) {
    listening = true;
    window.addEventListener("click", holdClick, { capture: true });
    for (const type of ENGAGE_EVENTS) {
      window.addEventListener(type, preloadParts, { capture: true, passive: true });
    }
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
    // A little ahead of the screen. Not more: on a phone the first island starts just under the
    // first screen, and one released at load would load its code with the page.
    { rootMargin: "200px 0px" },
  );
  observer.observe(gate.el);
}

function pageHydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}

type IslandChildren<M> = React.ReactNode | ((module: M) => React.ReactNode);

function Content<M>({
  gate,
  part,
  children,
}: {
  gate: Gate | null;
  part: LazyPart<M> | undefined;
  children: IslandChildren<M>;
}) {
  if (gate && !gate.released) {
    // React tries a waiting island again only for a reason: an event in it, or new props or
    // context from above (a revalidation, a navigation's state). It must hydrate then: were it to
    // wait, React would replace the server's HTML with the empty fallback.
    if (gate.tried) gate.release();
    gate.tried = true;
    use(gate.promise);
  }
  const module = part ? (part.module ?? use(part.load())) : null;
  return (
    <LateHydration.Provider value={gate}>
      {typeof children === "function" ? children(module as M) : children}
      {gate && <Hydrated gate={gate} />}
    </LateHydration.Provider>
  );
}

/** Last in the island: its layout effect runs after every one of the content's. */
function Hydrated({ gate }: { gate: Gate }) {
  useLayoutEffect(() => {
    if (gate.hydrated) return;
    gate.hydrated = true;
    unhydrated.delete(gate);
    // Uncontrolled fields that hydration reset (a textarea) get what the visitor typed back.
    if (gate.el) putBackUnder(gate.el);
    const held = gate.replay;
    gate.replay = null;
    if (held) setTimeout(() => held.isConnected && held.click());
  }, [gate]);
  return null;
}

/**
 * A part of the page that hydrates when the visitor reaches or touches it (see the top of this
 * file). Wraps its content in one block element; use it for sections below the first screen.
 * With `part`, `children` is a function of that part's module. `eager`: hydrate with the page
 * after all (the visitor asked for this part, e.g. by a link to it).
 */
export function Island<M = never>({
  part,
  eager = false,
  children,
}: {
  part?: LazyPart<M>;
  eager?: boolean;
  children: IslandChildren<M>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Decided on the first render: only an island that came with the page (is being hydrated) waits.
  const [gate] = useState(() => {
    if (eager || typeof document === "undefined" || pageHydrated()) return null;
    const gate = newGate();
    if (part) gate.loadCode = () => void part.load();
    return gate;
  });
  useLayoutEffect(() => {
    if (!gate || gate.released) return;
    gate.el = ref.current;
    watch(gate);
    return () => {
      pending.delete(gate);
      unhydrated.delete(gate);
      if (gate.el) observer?.unobserve(gate.el);
    };
  }, [gate]);
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <Content gate={gate} part={part}>
          {children}
        </Content>
      </Suspense>
    </div>
  );
}
