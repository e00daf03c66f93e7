// What a page builds of Intl at load (docs/decisions/036-no-intl-and-no-zod-at-load.md): an init
// script for `page.addInitScript`, run before the page's first script, that counts every Intl
// formatter and every String, Number and Date method that builds one behind the scenes, into
// `window.__intlCounts`. It runs in the page, so it uses nothing from outside itself.

/** Counts every Intl formatter the page builds, from before its first script. */
export function countIntl() {
  const counts: Record<string, number> = {};
  for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules", "Collator"] as const) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    const Counted = function (this: unknown, ...args: unknown[]) {
      counts[name] = (counts[name] ?? 0) + 1;
      return new Original(...args);
    } as unknown as typeof Original;
    Object.assign(Counted, Original);
    Counted.prototype = Original.prototype;
    (Intl as unknown as Record<string, unknown>)[name] = Counted;
  }
  // String and Number methods that build one behind the scenes.
  for (const [proto, method] of [
    [String.prototype, "localeCompare"],
    [Number.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleString"],
    [Date.prototype, "toLocaleDateString"],
  ] as const) {
    const original = (proto as unknown as Record<string, (...a: unknown[]) => unknown>)[method];
    (proto as unknown as Record<string, unknown>)[method] = function (
      this: unknown,
      ...args: unknown[]
    ) {
      counts[method] = (counts[method] ?? 0) + 1;
      return original.apply(this, args);
    };
  }
  (window as unknown as { __intlCounts: typeof counts }).__intlCounts = counts;
}
