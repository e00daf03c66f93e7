import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "./auth/use-hydrated.tsx";
import { Form } from "./router-links.tsx";

// Confirmation for destructive actions. The native <dialog> opened with showModal() gives the
// WAI-ARIA modal dialog pattern for free: focus moves in and is trapped, Escape cancels, the page
// behind is inert. Focus starts on Cancel so a stray Enter never destroys anything.

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <div id={bodyId} className="mt-2 text-sm text-slate-700">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

interface ConfirmFormProps {
  /** Form action; the current route when omitted. */
  action?: string;
  /** Hidden inputs sent with the form (e.g. { intent: "delete" }). */
  fields: Record<string, string>;
  buttonLabel: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Label of the checkbox that stands in for the dialog without JavaScript. */
  checkboxLabel: string;
  error?: string | null;
  className?: string;
  buttonClassName?: string;
}

/**
 * A POST form for a destructive action. With JavaScript the button opens a confirm dialog; without
 * it the form carries a required "confirm" checkbox. Either way the server receives confirm=yes
 * only after an explicit confirmation, and refuses the action without it.
 */
export function ConfirmForm({
  action,
  fields,
  buttonLabel,
  title,
  message,
  confirmLabel,
  checkboxLabel,
  error,
  className,
  buttonClassName = "rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800",
}: ConfirmFormProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const checkboxId = useId();
  const errorId = useId();

  return (
    <Form method="post" action={action} ref={formRef} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? (
        <>
          <input type="hidden" name="confirm" value="yes" />
          <button type="button" className={buttonClassName} onClick={() => setOpen(true)}>
            {buttonLabel}
          </button>
          <ConfirmDialog
            open={open}
            title={title}
            confirmLabel={confirmLabel}
            onCancel={() => setOpen(false)}
            onConfirm={() => {
              setOpen(false);
              formRef.current?.requestSubmit();
            }}
          >
            {message}
          </ConfirmDialog>
        </>
      ) : (
        <>
          <p className="mb-2 flex items-start gap-2 text-sm">
            <input
              id={checkboxId}
              type="checkbox"
              name="confirm"
              value="yes"
              required
              className="mt-1 h-4 w-4"
              aria-describedby={error ? errorId : undefined}
            />
            <label htmlFor={checkboxId}>{checkboxLabel}</label>
          </p>
          <button type="submit" className={buttonClassName}>
            {buttonLabel}
          </button>
        </>
      )}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
