/**
 * A route's `:id` as a positive whole number (at most 15 digits, so exact as a JS number), or 0,
 * which no row has, for anything else: "12" → 12; "0", "012", "1e3", "-1", undefined → 0.
 */
export function idParam(param: string | undefined): number {
  return param && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : 0;
}

/**
 * A list's `?page=` as a whole number from 1 (at most 9 digits): "3" → 3; a missing, hand-edited
 * or out-of-range value ("0", "-2", "abc", null) is the first page rather than an error page.
 */
export function pageParam(param: string | null | undefined): number {
  return param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : 1;
}
