import { useEffect, useMemo, useRef, useState } from "react";
import {
  type CalculatorInput,
  type CalculatorOutcome,
  type CalculatorResult,
  computeParsed,
} from "../../domain/calculators/compute.ts";
import type { CalculatorName } from "../../domain/calculators/fields.ts";
import type { PageFormState } from "../../utils/page-form-state.ts";

/** The schemas and the parser: zod, loaded once the visitor changes a value (see below). */
type Parser = typeof import("../../domain/calculators/index.ts");
let parser: Parser | null = null;
let loadingParser: Promise<Parser> | null = null;

function loadParser(): Promise<Parser> {
  loadingParser ??= import("../../domain/calculators/index.ts").then((module) => {
    parser = module;
    return module;
  });
  return loadingParser;
}

export type CalculatorValues = Record<string, string>;

/**
 * The state of a calculator page: the inputs as typed (controlled, initialised from the loader's
 * values, which come from the URL), the result worked out by the same domain functions the server
 * and the API use, and the address bar kept in step (replace, so Back leaves the page).
 *
 * Until the visitor changes a value, the result is computed from `parsed`, the loader's reading of
 * the same values with the API's schema: the page hydrates without zod (~60 ms of main thread to
 * load and build the schemas, docs/decisions/036-no-intl-and-no-zod-at-load.md). The first
 * change loads the parser; the result shown until it arrives is the last one worked out.
 */
export function useCalculator<N extends CalculatorName>(
  name: N,
  initial: CalculatorValues,
  parsed: CalculatorOutcome<CalculatorInput<N>>,
): {
  values: CalculatorValues;
  setValue: (field: string, value: string) => void;
  result: CalculatorOutcome<CalculatorResult<N>>;
  adoptPage: (page: PageFormState) => void;
} {
  const [values, setValues] = useState(initial);
  // The loader's reading of the values the state started with (a later loader answer does not
  // replace the state's values either).
  const [initialParsed] = useState(parsed);
  const changed = useRef(false);
  const [loaded, setLoaded] = useState<Parser | null>(parser);
  const last = useRef<CalculatorOutcome<CalculatorResult<N>> | null>(null);
  const result = useMemo(() => {
    if (!changed.current) return computeParsed(name, initialParsed);
    if (loaded) return loaded.runCalculator(name, values);
    return last.current ?? computeParsed(name, initialParsed);
  }, [name, values, initialParsed, loaded]);
  last.current = result;

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

  /** The first change: from now on the result follows the values, through the parser. */
  const change = () => {
    changed.current = true;
    if (!loaded) void loadParser().then(setLoaded);
  };

  return {
    values,
    setValue: (field, value) => {
      change();
      setValues((current) => ({ ...current, [field]: value }));
    },
    result,
    // For usePageFormState: a field the visitor filled in before the script started keeps their
    // text (the result follows it), and the address bar follows as after any change.
    adoptPage: (page) => {
      change();
      setValues((current) => {
        const next = { ...current };
        for (const field of Object.keys(current)) next[field] = page.get(field) ?? current[field];
        return next;
      });
    },
  };
}
