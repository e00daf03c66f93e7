import { useEffect, useMemo, useRef, useState } from "react";
import {
  type CalculatorName,
  type CalculatorResult,
  runCalculator,
} from "../../domain/calculators/index.ts";
import type { ParseResult } from "../../domain/validation.ts";
import type { PageFormState } from "../../utils/page-form-state.ts";

export type CalculatorValues = Record<string, string>;

/**
 * The state of a calculator page: the inputs as typed (controlled, initialised from the loader's
 * values, which come from the URL), the result worked out by the same domain function the server
 * and the API use, and the address bar kept in step (replace, so Back leaves the page).
 */
export function useCalculator<N extends CalculatorName>(
  name: N,
  initial: CalculatorValues,
): {
  values: CalculatorValues;
  setValue: (field: string, value: string) => void;
  result: ParseResult<CalculatorResult<N>>;
  adoptPage: (page: PageFormState) => void;
} {
  const [values, setValues] = useState(initial);
  const result = useMemo(() => runCalculator(name, values), [name, values]);
  const changed = useRef(false);

  useEffect(() => {
    if (!changed.current) return;
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      const trimmed = value.trim();
      // Amounts go into the URL without their grouping commas: shorter, and readable by any client.
      if (trimmed !== "")
        query.set(key, /^[\d,.]+$/.test(trimmed) ? trimmed.replace(/,/g, "") : trimmed);
    }
    const url = `${window.location.pathname}?${query.toString()}`;
    // React Router keeps its own key in history.state: pass it on untouched.
    window.history.replaceState(window.history.state, "", url);
  }, [values]);

  return {
    values,
    setValue: (field, value) => {
      changed.current = true;
      setValues((current) => ({ ...current, [field]: value }));
    },
    result,
    // For usePageFormState: a field the visitor filled in before the script started keeps their
    // text (the result follows it), and the address bar follows as after any change.
    adoptPage: (page) => {
      changed.current = true;
      setValues((current) => {
        const next = { ...current };
        for (const field of Object.keys(current)) next[field] = page.get(field) ?? current[field];
        return next;
      });
    },
  };
}
