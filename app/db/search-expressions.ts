// The search expressions PostgreSQL indexes with pg_trgm (migration 004). The lead list's search
// must write exactly the same text for the planner to use those indexes, so both import it from
// here. Changing one needs a new migration that rebuilds its index.

/** The phone with the separators people type removed: "+91 98765-43210" → "919876543210". */
export const compactPhone = (column: string) =>
  `replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;

export const PG_SEARCH_EXPRESSIONS = {
  name: "lower(first_name || ' ' || last_name)",
  email: "lower(email)",
  phone: "lower(phone_number)",
  phoneDigits: compactPhone("phone_number"),
} as const;
