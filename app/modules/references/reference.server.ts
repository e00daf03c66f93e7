import crypto from "node:crypto";
import { REFERENCE_PREFIX, referenceFromBytes } from "../../domain/reference/reference.ts";

// References are made on the server from the system's random source (docs/decisions/010).

export function newReference(prefix = REFERENCE_PREFIX): string {
  return referenceFromBytes(crypto.randomBytes(8), prefix);
}

/**
 * True when a write failed on a unique constraint over a `reference` column: SQLite names the
 * column ("UNIQUE constraint failed: t.reference"), PostgreSQL the index or constraint
 * (code 23505, "…_reference…"). The writer then tries again with a new reference.
 */
export function isReferenceClash(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: string; constraint?: string };
  const text = `${e.message} ${e.constraint ?? ""}`;
  const unique = e.code === "23505" || /UNIQUE constraint failed/i.test(e.message);
  return unique && /reference/i.test(text);
}

/**
 * Runs `write` with a fresh reference (after `prefix`, `GS-` unless said otherwise), again (a few
 * times) if the reference was already taken.
 */
export async function withFreshReference<T>(
  write: (reference: string) => Promise<T>,
  prefix = REFERENCE_PREFIX,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newReference(prefix));
    } catch (error) {
      if (attempt >= 5 || !isReferenceClash(error)) throw error;
    }
  }
}
