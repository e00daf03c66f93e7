import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGUES, type Namespace } from "./catalogues.server.ts";
import { LANGS } from "./lang.ts";

// Every catalogue, in both languages (docs/product/pages.md "Hindi", ADR 021): the same keys, no
// empty text, keys named after their namespace, messages that compile, and Hindi that keeps the
// English message's placeholders and tags (a lost {amount} or <0> would show the wrong text or drop
// a link).

const NAMESPACES = Object.keys(CATALOGUES) as Namespace[];

/** The variables of a compiled message, plural and select ones included, nested ones too. */
function variables(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === "object") {
      for (const [key, choice] of Object.entries(format)) {
        if (key !== "offset" && Array.isArray(choice)) variables(choice as CompiledMessage, into);
      }
    }
  }
  return into;
}

/** Numbered element tags: <0>, </0>, <1/>. */
function tags(text: string): string[] {
  return [...text.matchAll(/<\/?\d+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, "")).sort();
}

const sorted = (set: Set<string>) => [...set].sort();

describe.each(NAMESPACES)("catalogue %s", (ns) => {
  const english: Record<string, string> = CATALOGUES[ns].en;
  const hindi: Record<string, string> = CATALOGUES[ns].hi;
  const isErrors = ns.startsWith("errors-");

  it("has the same keys in every language", () => {
    const keys = Object.keys(english).sort();
    for (const lang of LANGS) {
      expect(Object.keys(CATALOGUES[ns][lang]).sort(), `${ns} in ${lang}`).toEqual(keys);
    }
  });

  it("has no empty value", () => {
    for (const lang of LANGS) {
      for (const [key, value] of Object.entries<string>(CATALOGUES[ns][lang])) {
        expect(value.trim(), `${key} in ${lang}`).not.toBe("");
      }
    }
  });

  it("names every key after its namespace", () => {
    for (const lang of LANGS) {
      for (const key of Object.keys(CATALOGUES[ns][lang])) {
        expect(key.startsWith(`${ns}.`), `${key} in ${lang}`).toBe(true);
      }
    }
  });

  it("compiles every message with Lingui", () => {
    for (const lang of LANGS) {
      for (const [key, value] of Object.entries<string>(CATALOGUES[ns][lang])) {
        expect(() => compileMessageOrThrow(value), `${key} in ${lang}: ${value}`).not.toThrow();
      }
    }
  });

  it.skipIf(isErrors)("keeps the English placeholders and tags in Hindi", () => {
    for (const [key, en] of Object.entries(english)) {
      const hi = hindi[key];
      if (hi === undefined) continue; // reported by the key test
      expect(sorted(variables(compileMessageOrThrow(hi))), `${key}: placeholders`).toEqual(
        sorted(variables(compileMessageOrThrow(en))),
      );
      expect(tags(hi), `${key}: tags`).toEqual(tags(en));
    }
  });

  it.runIf(isErrors)(
    "maps distinct English messages (an errors- catalogue is looked up by text)",
    () => {
      const texts = Object.values(english);
      expect(new Set(texts).size, ns).toBe(texts.length);
    },
  );
});

describe("API messages", () => {
  it("have one translation each, whichever errors-… namespace holds them", () => {
    // A page loads several errors-… namespaces; the same English message must not read two ways.
    const seen = new Map<string, { where: string; hi: string }>();
    const clashes: string[] = [];
    for (const ns of NAMESPACES.filter((n) => n.startsWith("errors-"))) {
      const en: Record<string, string> = CATALOGUES[ns].en;
      const hi: Record<string, string> = CATALOGUES[ns].hi;
      for (const [key, english] of Object.entries(en)) {
        const before = seen.get(english);
        if (before && before.hi !== hi[key])
          clashes.push(`${JSON.stringify(english)}: ${before.where} ≠ ${key}`);
        else seen.set(english, { where: key, hi: hi[key] });
      }
    }
    expect(clashes).toEqual([]);
  });
});
