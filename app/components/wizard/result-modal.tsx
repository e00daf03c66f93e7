import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { useI18n } from "../../i18n/i18n.tsx";

export interface ResultModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Where focus goes on close when the element that had it before is gone. */
  fallbackFocus?: () => HTMLElement | null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The message after Submit: a modal dialog (native <dialog> opened with showModal(), so the page
 * behind is inert), labelled by its title and described by its text. Tab stays inside, Escape
 * and OK close it, and focus goes back to where it was.
 */
export function ResultModal({ open, title, children, onClose, fallbackFocus }: ResultModalProps) {
  const { t } = useI18n();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      okRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const handleClose = () => {
    const target = returnTo.current?.isConnected ? returnTo.current : (fallbackFocus?.() ?? null);
    returnTo.current = null;
    onClose();
    target?.focus();
  };

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={handleClose}
      onKeyDown={trapTab}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 text-ink shadow-xl backdrop:bg-ink/60"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <div id={textId} className="mt-3 text-base">
        {children}
      </div>
      <div className="mt-6 flex justify-end">
        <button
          ref={okRef}
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="min-h-11 rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t("wizard.button.ok")}
        </button>
      </div>
    </dialog>
  );
}
