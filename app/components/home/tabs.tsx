import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from "react";

interface TabsOptions {
  orientation?: "horizontal" | "vertical";
  /** The tab selected at first (for link tabs: the one the URL names). */
  initial?: number;
}

/**
 * WAI-ARIA tabs with automatic activation (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/):
 * arrow keys move between tabs (Left/Right, or Up/Down when vertical), Home and End jump to the
 * ends, only the selected tab is in the Tab order.
 *
 * Two ways to work without JavaScript:
 * - button tabs (tabProps): every panel is rendered, and <NoJsStyles /> shows them all and hides
 *   the inert tab list. Right for short panels.
 * - link tabs (linkTabProps): each tab is a link to the page with that tab selected, and only the
 *   selected panel is rendered at all. Right for long panels: the page carries one instead of
 *   all of them (less HTML to parse, lay out and hydrate on a slow phone).
 */
export function useTabs(
  count: number,
  { orientation = "horizontal", initial = 0 }: TabsOptions = {},
) {
  const baseId = useId();
  const [selected, setSelected] = useState(initial);
  // A new `initial` (the URL now names another tab, after a client-side navigation) selects it.
  const [selectedFrom, setSelectedFrom] = useState(initial);
  if (selectedFrom !== initial) {
    setSelectedFrom(initial);
    setSelected(initial);
  }
  const tabs = useRef<(HTMLElement | null)[]>([]);

  function move(to: number) {
    const index = (to + count) % count;
    setSelected(index);
    tabs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const [prev, next] =
      orientation === "horizontal" ? ["ArrowLeft", "ArrowRight"] : ["ArrowUp", "ArrowDown"];
    const index = selected;
    if (event.key === next) move(index + 1);
    else if (event.key === prev) move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(count - 1);
    else return;
    event.preventDefault();
  }

  /** What every tab carries, button or link: its role, id, state, place in the Tab order, keys. */
  function tabBase(index: number) {
    return {
      ref: (el: HTMLElement | null) => {
        tabs.current[index] = el;
      },
      role: "tab",
      id: `${baseId}-tab-${index}`,
      "aria-selected": selected === index,
      tabIndex: selected === index ? 0 : -1,
      onKeyDown,
    };
  }

  return {
    selected,
    /** Spread on the element that carries role="tablist" (written in JSX so linters see it). */
    tabListProps: {
      "aria-orientation": orientation,
      "data-nojs-hide": "",
    } as const,
    /** The same for link tabs, which work without JavaScript and so stay visible. */
    linkTabListProps: { "aria-orientation": orientation } as const,
    tabProps: (index: number) => ({
      ...tabBase(index),
      type: "button" as const,
      "aria-controls": `${baseId}-panel-${index}`,
      onClick: () => setSelected(index),
    }),
    /**
     * For an <a> tab whose href selects it on the server. With JavaScript the click stays on the
     * page. Only the selected tab names its panel: the others' panels do not exist yet.
     */
    linkTabProps: (index: number, href: string) => ({
      ...tabBase(index),
      href,
      "aria-controls": selected === index ? `${baseId}-panel-${index}` : undefined,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        // A modified click (new tab or window) keeps the link's own meaning.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        setSelected(index);
      },
    }),
    panelProps: (index: number) => ({
      role: "tabpanel",
      id: `${baseId}-panel-${index}`,
      "aria-labelledby": `${baseId}-tab-${index}`,
      hidden: selected !== index,
      tabIndex: 0,
      "data-nojs-show": "",
    }),
  };
}

// Tailwind's preflight hides [hidden] with !important in @layer base; an important rule only beats
// it from the same (or an earlier) layer, where this selector is the more specific one.
const NO_JS_CSS =
  "@layer base{[data-nojs-show][hidden]{display:block!important}[data-nojs-hide]{display:none!important}}";

/**
 * Without JavaScript the tabs, carousel controls and other widgets cannot work: show every panel
 * and hide the controls instead. Rendered once by the home page.
 */
export function NoJsStyles() {
  return (
    <noscript>
      <style>{NO_JS_CSS}</style>
    </noscript>
  );
}
