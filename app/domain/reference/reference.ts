// Enquiry references (docs/product/borrower-journey.md "References"): `GS-` + 8 characters of
// Crockford base32, the digits and capitals without I, L, O and U, so a reference read out over the
// phone cannot be misheard as another. 8 characters are 40 bits: collisions are rare, and the
// database's unique constraint (not luck) makes them impossible; the writer makes a new one when it
// meets one.

export const CROCKFORD_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PREFIX = "GS-";
export const REFERENCE_LENGTH = 8;
export const REFERENCE_PATTERN = /^GS-[0-9A-HJKMNP-TV-Z]{8}$/;
/**
 * Grievances (docs/product/borrower-view.md "Grievances") get references of their own, `GR-` and
 * the same 8 characters: read out on the phone they cannot be taken for an enquiry's, and /track
 * never looks one up.
 */
export const GRIEVANCE_PREFIX = "GR-";
export const GRIEVANCE_REFERENCE_PATTERN = /^GR-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * A reference from 8 random bytes (one per character; the low 5 bits of each), after `prefix`
 * (`GS-`; `GR-` for a grievance). The caller passes the bytes so that this module stays free of
 * Node APIs and tests can choose them.
 */
export function referenceFromBytes(bytes: Uint8Array, prefix = REFERENCE_PREFIX): string {
  if (bytes.length < REFERENCE_LENGTH) throw new Error("a reference needs 8 random bytes");
  let out = prefix;
  for (let i = 0; i < REFERENCE_LENGTH; i++) out += CROCKFORD_ALPHABET[bytes[i] & 31];
  return out;
}

export function isReference(value: unknown): value is string {
  return typeof value === "string" && REFERENCE_PATTERN.test(value);
}

/**
 * What a person typed, read as a reference: case-insensitive, spaces and hyphens ignored, and
 * Crockford's look-alikes mapped (O → 0, I and L → 1). Null when it cannot be one.
 */
export function normaliseReference(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 40) return null;
  let text = input.trim().toUpperCase().replace(/[\s-]/g, "");
  if (text.startsWith("GS")) text = text.slice(2);
  text = text.replace(/O/g, "0").replace(/[IL]/g, "1");
  const candidate = `${REFERENCE_PREFIX}${text}`;
  return REFERENCE_PATTERN.test(candidate) ? candidate : null;
}
