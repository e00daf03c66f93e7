/**
 * Checks shared by every public write, whether its input came as JSON or as a form.
 */

export const INVALID_CHARACTER_MESSAGE = "Remove the invalid character from this field.";

/**
 * The first field holding a NUL character, searched through nested objects and arrays.
 * PostgreSQL cannot store NUL in text, so such input is refused as bad input rather than
 * reaching the database and failing there with a 500.
 */
export function fieldWithNul(input: unknown, path = ""): string | undefined {
  if (typeof input === "string") return input.includes("\u0000") ? path || "body" : undefined;
  if (typeof input !== "object" || input === null) return undefined;
  for (const [key, value] of Object.entries(input)) {
    const found = fieldWithNul(value, path || key);
    if (found) return found;
  }
  return undefined;
}

/** Public forms carry a hidden "website" input that people never see; only bots fill it. */
export function honeypotFilled(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value = (input as Record<string, unknown>).website;
  return value !== undefined && value !== null && String(value).trim() !== "";
}
