// What the visitor entered before the page's script started (docs/decisions/019).
//
// Pages paint and accept input before their JavaScript runs (defer-scripts.server.ts). When React
// hydrates, a component's state holds the server's defaults, not what the page holds: controlled
// inputs snap back on the next render, and React itself resets a <textarea> to its server text.
// This module is the one way a form adopts the page's state:
//
// - entry.client calls capturePageFormState() before hydrateRoot: it notes every control the
//   visitor changed (and keeps noting changes until the root has hydrated), so a value React
//   resets during hydration can be put back;
// - a component calls usePageFormState(ref, adopt) with a ref on its form (or the element around
//   its controls). On the hydration render only, in a layout effect (after the DOM is hydrated,
//   before the browser paints), it reads the controls, puts back what hydration reset, hands the
//   changes to `adopt` (which sets the component's state), and then returns focus and caret to the
//   field the visitor was typing in.
//
// Kept small and dependency-free: it ships on every page.

import {
  createContext,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** One control's state: its text, whether it is ticked, or the options chosen. */
interface ControlState {
  value: string;
  checked: boolean;
  selected: string[];
}

export interface PageFocus {
  name: string;
  /** The field's text (or, for a radio or checkbox, its value) when the caret was noted. */
  value: string;
  start: number | null;
  end: number | null;
}

/** What a form holds in the page, by control name (the rules of FormData). */
export interface PageFormState {
  /** Names of the controls the visitor changed from what the server rendered. */
  changed: ReadonlySet<string>;
  /** The first value submitted under `name`, or null (e.g. an unticked box, no radio chosen). */
  get(name: string): string | null;
  getAll(name: string): string[];
  /** The control the visitor is in, when it is in this form. */
  focus: PageFocus | null;
}

const SKIPPED_TYPES = new Set(["submit", "button", "reset", "image", "file"]);
const CONTROLS = "input[name],select[name],textarea[name]";

/** Changes the visitor made before hydration, as they were last seen (never after React reset). */
let typed = new WeakMap<Element, ControlState & { start: number | null; end: number | null }>();

function isControl(el: unknown): el is Control {
  return (
    el instanceof HTMLInputElement ||
    el instanceof HTMLSelectElement ||
    el instanceof HTMLTextAreaElement
  );
}

function isCheckable(el: Control): el is HTMLInputElement {
  return el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
}

function stateOf(el: Control): ControlState {
  const selected =
    el instanceof HTMLSelectElement
      ? Array.from(el.options)
          .filter((o) => o.selected)
          .map((o) => o.value)
      : [];
  return { value: el.value, checked: isCheckable(el) && el.checked, selected };
}

function defaultStateOf(el: Control): ControlState {
  if (el instanceof HTMLSelectElement) {
    const options = Array.from(el.options);
    let chosen = options.filter((o) => o.defaultSelected).map((o) => o.value);
    // A single select with no `selected` attribute shows its first enabled option.
    if (chosen.length === 0 && !el.multiple) {
      const first = options.find((o) => !o.disabled);
      chosen = first ? [first.value] : [];
    }
    return { value: chosen[0] ?? "", checked: false, selected: chosen };
  }
  if (isCheckable(el)) return { value: el.value, checked: el.defaultChecked, selected: [] };
  return { value: el.defaultValue, checked: false, selected: [] };
}

function sameState(a: ControlState, b: ControlState, el: Control): boolean {
  if (isCheckable(el)) return a.checked === b.checked;
  if (el instanceof HTMLSelectElement) return a.selected.join("\n") === b.selected.join("\n");
  return a.value === b.value;
}

function applyState(el: Control, state: ControlState) {
  if (el instanceof HTMLSelectElement) {
    for (const option of el.options) option.selected = state.selected.includes(option.value);
  } else if (isCheckable(el)) {
    el.checked = state.checked;
  } else {
    el.value = state.value;
  }
}

function selectionOf(el: Control): { start: number | null; end: number | null } {
  try {
    if (el instanceof HTMLSelectElement || isCheckable(el)) return { start: null, end: null };
    return { start: el.selectionStart, end: el.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
}

function note(target: EventTarget | null) {
  if (!isControl(target) || !target.name) return;
  typed.set(target, { ...stateOf(target), ...selectionOf(target) });
}

function hydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}

/**
 * Set by a part of the page that hydrates after the rest (an island,
 * docs/decisions/033-islands-hydrate-when-reached.md): its forms adopt the page when it hydrates,
 * not when the root does. `hydrated` turns true once its content has.
 */
export const LateHydration = createContext<{ readonly hydrated: boolean } | null>(null);

/**
 * When hydration put `el` back to its server default although the visitor had changed it (React
 * does this to a <textarea>), gives it the visitor's state and caret again. Returns the state
 * the control holds now and whether it was put back.
 */
function putBack(el: Control): { state: ControlState; reset: boolean } {
  const live = stateOf(el);
  const noted = typed.get(el);
  const initial = defaultStateOf(el);
  if (!noted || !sameState(live, initial, el) || sameState(noted, initial, el)) {
    return { state: live, reset: false };
  }
  applyState(el, noted);
  if (el === document.activeElement && noted.start !== null) {
    try {
      (el as HTMLInputElement).setSelectionRange(noted.start, noted.end);
    } catch {
      // no caret on this kind of control
    }
  }
  return { state: noted, reset: true };
}

/**
 * Call once in entry.client, before hydrateRoot: notes the controls the visitor has changed, and
 * every change from then on (parts of the page may hydrate long after the root: islands, ADR 033;
 * a note is only read when the control's own part hydrates). Once the root has hydrated, for forms
 * that do not adopt the page themselves (uncontrolled ones), puts back whatever hydration reset.
 */
export function capturePageFormState(): void {
  typed = new WeakMap();
  for (const el of document.querySelectorAll<Control>(CONTROLS)) {
    if (!sameState(stateOf(el), defaultStateOf(el), el)) note(el);
  }
  const listener = (event: Event) => note(event.target);
  document.addEventListener("input", listener, true);
  document.addEventListener("change", listener, true);
  const done = new MutationObserver(() => {
    if (!hydrated()) return;
    done.disconnect();
    putBackUnder(document);
  });
  done.observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/**
 * Whether the visitor has changed a control under `root` (before the script started, or since in
 * a part that has not hydrated yet). An island holding such a control hydrates with the page.
 */
export function changedUnder(root: ParentNode): boolean {
  for (const el of root.querySelectorAll<Control>(CONTROLS)) if (typed.has(el)) return true;
  return false;
}

/** Puts back what hydration reset in every control under `root` (uncontrolled forms). */
export function putBackUnder(root: ParentNode): void {
  for (const el of root.querySelectorAll<Control>(CONTROLS)) putBack(el);
}

/**
 * Reads the controls under `root` as the page holds them. A control that hydration put back to
 * its server default while the visitor had changed it (React does this to a <textarea>) gets the
 * visitor's text back first.
 */
export function readPageFormState(root: ParentNode): PageFormState {
  const values = new Map<string, string[]>();
  const changed = new Set<string>();
  let focus: PageFocus | null = null;
  for (const el of root.querySelectorAll<Control>(CONTROLS)) {
    if (el.disabled || SKIPPED_TYPES.has(el.type)) continue;
    const { state } = putBack(el);
    if (!sameState(state, defaultStateOf(el), el)) changed.add(el.name);
    const list = values.get(el.name) ?? [];
    if (el instanceof HTMLSelectElement) list.push(...state.selected);
    else if (!isCheckable(el) || state.checked) list.push(state.value);
    values.set(el.name, list);
    if (el === document.activeElement) {
      const { start, end } = selectionOf(el);
      focus = { name: el.name, value: state.value, start, end };
    }
  }
  return {
    changed,
    get: (name) => values.get(name)?.[0] ?? null,
    getAll: (name) => values.get(name) ?? [],
    focus,
  };
}

/** Characters that carry meaning; grouping commas and spaces may be added or dropped. */
function meaningful(text: string): number {
  return text.replace(/[\s,]/g, "").length;
}

/**
 * Where the caret goes in `next` so it stays after the same character it followed in `before`,
 * when the component reformats the text it adopted ("2500000" → "25,00,000").
 */
export function caretIn(next: string, before: string, caret: number): number {
  if (next === before) return caret;
  const wanted = meaningful(before.slice(0, caret));
  if (wanted === 0) return 0;
  let seen = 0;
  for (let i = 0; i < next.length; i++) {
    if (!/[\s,]/.test(next[i])) seen++;
    if (seen === wanted) return i + 1;
  }
  return next.length;
}

function restoreFocus(root: ParentNode, focus: PageFocus) {
  const candidates = Array.from(root.querySelectorAll<Control>(CONTROLS)).filter(
    (el) => el.name === focus.name,
  );
  const el =
    candidates.find((c) => !isCheckable(c) || c.value === focus.value) ?? candidates[0] ?? null;
  if (!el) return;
  if (document.activeElement !== el) el.focus({ preventScroll: true });
  if (focus.start === null || isCheckable(el) || el instanceof HTMLSelectElement) return;
  try {
    const start = caretIn(el.value, focus.value, focus.start);
    const end = caretIn(el.value, focus.value, focus.end ?? focus.start);
    el.setSelectionRange(start, end);
  } catch {
    // type=number and the like have no caret to set; focus is enough.
  }
}

/**
 * Starts a form's component from what the page holds when it hydrates. `adopt` runs once, on the
 * hydration render, in a layout effect (after the DOM is hydrated, before the first paint), and
 * only when the visitor changed something; it sets the component's state from the page. A
 * component mounted later (client-side navigation) starts from its defaults as usual. Inside an
 * island (ADR 033) the hydration render is the island's, which can come long after the page's.
 *
 * Put `ref` on the form (or the element around the controls). If the component renders another
 * form in its place, put the ref on that one too: focus and caret return to the same-named field.
 */
export function usePageFormState(
  ref: RefObject<HTMLElement | null>,
  adopt: (page: PageFormState) => void,
): void {
  const pendingFocus = useRef<PageFocus | null>(null);
  const [adopted, setAdopted] = useState(false);
  const island = useContext(LateHydration);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the hydration render
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || (island ? island.hydrated : hydrated())) return;
    const page = readPageFormState(root);
    if (page.changed.size === 0) return;
    pendingFocus.current = page.focus;
    adopt(page);
    setAdopted(true);
  }, []);

  // After the render that adopted the page: the caret back where the visitor was typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after adoption
  useLayoutEffect(() => {
    const focus = pendingFocus.current;
    if (!adopted || !focus) return;
    pendingFocus.current = null;
    if (ref.current) restoreFocus(ref.current, focus);
  }, [adopted]);
}
