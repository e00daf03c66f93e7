// A calculator value as typed, read as a number (docs/product/calculators.md): apart from the
// schemas' module (query.ts), so that a page reads a typed amount without loading zod (ADR 036).

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** "25,00,000" → 2500000, "" → undefined, "abc" → "abc" (the schema rejects it). */
export function readNumber(value: string | null | undefined): number | string | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const cleaned = trimmed.replace(/[,\s\u00a0\u202f₹%_]/g, "");
  if (!PLAIN_NUMBER.test(cleaned) || cleaned.length > 30) return trimmed;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : trimmed;
}
