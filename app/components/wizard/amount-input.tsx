import { type InputHTMLAttributes, useLayoutEffect, useRef } from "react";
import { reformatWithCaret } from "./amount-format.ts";

type Props = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "type"
> & {
  /** Controlled (stepper): the text as shown, e.g. "25,00,000". */
  value?: string;
  /** Uncontrolled (the no-JavaScript form). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/**
 * A rupee amount: ₹ in front, Indian grouping applied as the user types or pastes
 * ("2500000" or "25,00,000" → "25,00,000"), and the caret kept after the digit it followed.
 * The label of the field already says "(₹)", so the visual sign is hidden from screen readers.
 */
export function AmountInput({
  value,
  defaultValue,
  onValueChange,
  className = "",
  ...rest
}: Props) {
  const ref = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  });

  const controlled = onValueChange !== undefined;
  return (
    <div className="relative mt-1">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-slate-600"
      >
        ₹
      </span>
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        {...rest}
        {...(controlled ? { value: value ?? "" } : { defaultValue })}
        onChange={
          controlled
            ? (event) => {
                const input = event.currentTarget;
                const next = reformatWithCaret(input.value, input.selectionStart);
                pendingCaret.current = next.caret;
                if (next.value === (value ?? "")) {
                  // Nothing changed (a letter was typed): React restores the old text without
                  // re-rendering, so put the caret back by hand.
                  const caret = next.caret;
                  requestAnimationFrame(() => {
                    if (document.activeElement === input) input.setSelectionRange(caret, caret);
                  });
                }
                onValueChange(next.value);
              }
            : undefined
        }
        className={`${className} pl-8`}
      />
    </div>
  );
}
