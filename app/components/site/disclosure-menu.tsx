import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

interface DisclosureMenuProps {
  /** Visible text of the button. */
  label: React.ReactNode;
  /** The links (and buttons) of the panel, as <li> elements. */
  children: React.ReactNode;
  /** Which edge of the button the panel lines up with. */
  align?: "start" | "end";
  buttonClassName?: string;
}

const FOCUSABLE = "a[href], button:not([disabled])";

/**
 * Navigation dropdown as a WAI-ARIA disclosure (https://www.w3.org/WAI/ARIA/apg/patterns/
 * disclosure/examples/disclosure-navigation/): a button with aria-expanded that shows a list of
 * ordinary links. Keyboard: Enter/Space toggle, ArrowDown/ArrowUp open and move between the
 * items, Home/End jump, Escape closes and returns focus to the button. It also closes when focus or
 * a click goes elsewhere and after a navigation.
 */
export function DisclosureMenu({
  label,
  children,
  align = "start",
  buttonClassName,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const location = useLocation();

  // A followed link closes the menu (the header stays mounted across navigations).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);

  const focusItem = (which: "first" | "last" | number) => {
    // The panel becomes visible on the next render; wait a frame before focusing inside it.
    requestAnimationFrame(() => {
      const list = items();
      if (list.length === 0) return;
      const index =
        which === "first"
          ? 0
          : which === "last"
            ? list.length - 1
            : (which + list.length) % list.length;
      list[index]?.focus();
    });
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      focusItem(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!open || !panelRef.current?.contains(event.target as Node)) return;
    const list = items();
    const current = list.indexOf(event.target as HTMLElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      list[(current + 1) % list.length]?.focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      list[(current - 1 + list.length) % list.length]?.focus();
    } else if (event.key === "Home") {
      event.preventDefault();
      list[0]?.focus();
    } else if (event.key === "End") {
      event.preventDefault();
      list[list.length - 1]?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: key handling for the disclosure's children.
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
        className={
          buttonClassName ??
          "inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-700"
        }
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="16"
          height="16"
          className={`transition-transform ${open ? "rotate-180" : ""}`}
        >
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul
        ref={panelRef}
        id={`${id}-panel`}
        hidden={!open}
        className={`absolute top-full z-40 mt-1 min-w-60 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg ${
          align === "end" ? "right-0" : "left-0"
        }`}
      >
        {children}
      </ul>
    </div>
  );
}

/** Class for links and buttons inside a DisclosureMenu panel. */
export const menuItemClass =
  "flex min-h-11 w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50";
