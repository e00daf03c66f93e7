/**
 * A route's `:id` as a positive whole number (at most 15 digits, so exact as a JS number), or 0,
 * which no row has, for anything else: "12" → 12; "0", "012", "1e3", "-1", undefined → 0.
 */
export function idParam(param: string | undefined): number {
  return param && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : 0;
}
