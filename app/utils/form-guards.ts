/**
 * Checks shared by every public write, whether its input came as JSON or as a form.
 */

export const INVALID_CHARACTER_MESSAGE = "Remove the invalid character from this field.";

/**
 * The first field holding a NUL character, searched through nested objects and arrays.
 * PostgreSQL cannot store NUL in text, so such input is refused as bad input rather than
 * reaching the database and failing there with a 500.
 */
export function fieldWithNul(input: unknown): string | undefined {
  // An explicit stack, not recursion: a body nested thousands of levels deep (it fits in 64 KB)
  // must not overflow the call stack.
  const stack: Array<[unknown, string]> = [[input, ""]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path || "body";
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push([entries[i][1], path || entries[i][0]]);
  }
  return undefined;
}

/**
 * Every use case's first guard: the refusal of an input with a NUL character in any field, naming
 * that field, or null when there is none.
 */
export function refuseNul(
  input: unknown,
  message = INVALID_CHARACTER_MESSAGE,
): { ok: false; error: string; fields: Record<string, string> } | null {
  const nul = fieldWithNul(input);
  return nul ? { ok: false, error: message, fields: { [nul]: message } } : null;
}

/** Public forms carry a hidden "website" input that people never see; only bots fill it. */
export function honeypotFilled(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value = (input as Record<string, unknown>).website;
  if (value === undefined || value === null) return false;
  // Never String(value): an object with a hostile toString would throw.
  return typeof value === "string" ? value.trim() !== "" : true;
}
