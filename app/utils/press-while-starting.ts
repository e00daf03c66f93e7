// A press while the page starts takes effect exactly once
// (docs/decisions/038-a-press-while-the-page-starts.md).
//
// Before the script runs a press is the browser's (a submit button posts its form); after
// hydration it is React's. In between, the page changes under the pointer: hydration swaps a
// form's HTML-only shape for its interactive one (the confirm form's checkbox becomes a dialog,
// useHydrated), so the rows above a button shrink and the button moves, or a button is replaced.
// A press whose pointer went down on a button before that and came up after does not reach it: the
// browser fires its click on what the two places have in common (the table row), so neither the
// browser nor React acts on it. No request, no message: the button "does nothing".
//
// So, until the part of the page under the pointer has hydrated, the button a pointer goes down on
// is noted (and looks busy); when the pointer comes up where the button was but the click does not
// reach it, the button (or the one that took its place) is pressed again once the page can act,
// once. A click that reaches the button is left alone: the browser or React acts on it as before.
//
// Kept small and dependency-free: it ships on every page (docs/decisions/034-one-shared-script.md).

const BUTTONS = 'button,input[type="submit"],input[type="image"],input[type="button"]';

interface Press {
  button: HTMLElement;
  /** Finds its replacement when hydration replaced it: its place among the buttons, its words. */
  index: number;
  words: string;
  rect: DOMRect;
  /** The pointer came up inside `rect`: the person did not slide off the button. */
  upInside: boolean;
}

let press: Press | null = null;

function rootHydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}

/** Whether React has hydrated what is under `el`: the page, and the island it is in (ADR 033). */
function canAct(el: Element): boolean {
  if (!rootHydrated()) return false;
  const island = el.closest("[data-island]");
  return !island || island.hasAttribute("data-island-hydrated");
}

function wordsOf(el: HTMLElement): string {
  return `${el.getAttribute("name")}|${el.getAttribute("value")}|${el.textContent}`;
}

function buttons(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(BUTTONS));
}

function showBusy(el: HTMLElement, busy: boolean) {
  if (busy) {
    el.setAttribute("aria-busy", "true");
    el.setAttribute("data-press-waiting", "");
  } else {
    el.removeAttribute("aria-busy");
    el.removeAttribute("data-press-waiting");
  }
}

function begin(target: EventTarget | null) {
  press = null;
  const button = target instanceof Element ? target.closest<HTMLElement>(BUTTONS) : null;
  if (!button || canAct(button)) return;
  const all = buttons();
  press = {
    button,
    index: all.indexOf(button),
    words: wordsOf(button),
    rect: button.getBoundingClientRect(),
    upInside: false,
  };
  showBusy(button, true);
}

/** The pressed button, or the one hydration put in its place (same place among them, same words). */
function pressedNow(p: Press): HTMLElement | null {
  if (p.button.isConnected) return p.button;
  const all = buttons();
  const same = all[p.index];
  if (same && wordsOf(same) === p.words) return same;
  const alike = all.filter((el) => wordsOf(el) === p.words);
  return alike.length === 1 ? alike[0] : null;
}

/** Presses the button again once the page can act on it: the press the page changed under. */
function replay(p: Press) {
  const tryNow = (): boolean => {
    const button = pressedNow(p);
    if (!button || !canAct(button)) return !button;
    showBusy(p.button, false);
    showBusy(button, false);
    button.click();
    return true;
  };
  if (tryNow()) {
    showBusy(p.button, false);
    return;
  }
  const waiting = new MutationObserver(() => {
    if (tryNow()) waiting.disconnect();
  });
  waiting.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ["data-hydrated", "data-island-hydrated"],
    subtree: true,
  });
}

/**
 * Call once in entry.client, before hydrateRoot. A pointer that went down before this module ran
 * is known from the page's inline loader (`__pressed`, app/utils/deferred-modules.ts).
 */
export function keepPressesWhileStarting(): void {
  const early = (window as { __pressed?: EventTarget | null }).__pressed;
  if (early) begin(early);
  const options = { capture: true, passive: true };
  window.addEventListener("pointerdown", (event) => begin(event.target), options);
  window.addEventListener("pointercancel", () => {
    if (press) showBusy(press.button, false);
    press = null;
  });
  window.addEventListener(
    "pointerup",
    (event) => {
      const p = press;
      if (!p) return;
      const { left, right, top, bottom } = p.rect;
      p.upInside =
        event.clientX >= left &&
        event.clientX <= right &&
        event.clientY >= top &&
        event.clientY <= bottom;
      // The click follows in this same task when there is one; none came: the press ended here.
      setTimeout(() => {
        if (press !== p) return;
        press = null;
        if (p.upInside) replay(p);
        else showBusy(p.button, false);
      }, 0);
    },
    options,
  );
  window.addEventListener(
    "click",
    (event) => {
      const p = press;
      if (!p) return;
      press = null;
      const reached = event.target instanceof Node && p.button.contains(event.target);
      // Reached: the browser (before the script) or React (after) acts on it, as always.
      if (reached || !p.upInside) showBusy(p.button, false);
      else setTimeout(() => replay(p), 0);
    },
    options,
  );
}
