import type { Selectable } from "kysely";
import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import type { BankHindiColumns, BanksTable } from "../../db/schema.ts";
import { parseNotifyEmail } from "../../domain/banks/notify-email.ts";
import {
  bankSchema,
  bankUpdateSchema,
  HINDI_LIST_FIELDS,
  HINDI_TEXT_FIELDS,
  type HindiField,
  parseBankUpdate,
} from "../../domain/banks/schema.ts";
import type { BankSlug } from "../../domain/enums.ts";
import { type OfferPolicy, parseOfferPolicy } from "../../domain/offers/policy.ts";
import { refuseNul } from "../../utils/form-guards.ts";
import { cachedLoader } from "../catalog-cache.server.ts";

/**
 * A bank as the API returns it and the pages read it: docs/product/http-api.md "Entities" fields
 * plus slug, calculatorRate, asOf, description and brandColor (the logo strip and bank-page
 * accents), and the Hindi text of the free-text fields (descriptionHi, …: null where none was
 * entered).
 */
export type Bank = z.output<typeof bankSchema>;

// The bank's contact for GharSetu (docs/product/borrower-view.md): only in admins' answers.
const notify_email = z.string().nullable().optional().meta({
  description:
    "Only in an admin's answers; a PUT that leaves it out keeps it, blank or null clears it.",
});
/** A bank as the API answers it (app/routes/+shared/contracts/catalog.ts). */
export const bankAnswerSchema = bankSchema.extend({ notify_email }).meta({ id: "Bank" });
// The PUT's body: the bank as GET answers it (updateBank reads notify_email and brandColor apart).
export const bankUpdateBodySchema = bankUpdateSchema
  .safeExtend({ notify_email, brandColor: bankSchema.shape.brandColor.optional() })
  .meta({ id: "BankUpdate" });

export type UpdateBankResult =
  | { ok: true; bank: Bank }
  | { ok: false; error: string; fields: Record<string, string>; notFound?: undefined }
  | { ok: false; notFound: true };

const BRAND_COLOR = /^#[0-9a-fA-F]{6}$/;
const BRAND_COLOR_MESSAGE = "Brand colour must be a hex colour such as #22409a.";

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function parseHindiList(json: string | null): string[] | null {
  if (json === null) return null;
  const list = parseList(json);
  return list.length > 0 ? list : null;
}

/** Each Hindi field of the API and its column (migration 010). */
const HINDI_COLUMNS: Record<HindiField, keyof BankHindiColumns> = {
  descriptionHi: "description_hi",
  purposeHi: "purpose_hi",
  interestRateHi: "interest_rate_hi",
  maxLoanHi: "max_loan_hi",
  tenureHi: "tenure_hi",
  eligibilityHi: "eligibility_hi",
  paymentChargesHi: "payment_charges_hi",
  processingFeeHi: "processing_fee_hi",
  prosHi: "pros_hi",
  consHi: "cons_hi",
  documentationHi: "documentation_hi",
};

function freezeBank(bank: Bank): Bank {
  for (const value of Object.values(bank)) {
    if (Array.isArray(value)) Object.freeze(value);
  }
  return Object.freeze(bank);
}

export function toBank(row: Selectable<BanksTable>): Bank {
  return {
    slug: row.slug as BankSlug,
    name: row.name,
    logo: row.logo,
    purpose: row.purpose,
    interestRate: row.interest_rate,
    maxLoan: row.max_loan,
    tenure: row.tenure,
    eligibility: row.eligibility,
    paymentCharges: row.payment_charges,
    processingFee: row.processing_fee,
    pros: parseList(row.pros),
    cons: parseList(row.cons),
    documentation: parseList(row.documentation),
    // pg returns double precision as a number, but be safe with drivers that send text.
    calculatorRate: Number(row.calculator_rate),
    rateMin: Number(row.rate_min),
    rateMax: Number(row.rate_max),
    asOf: row.as_of,
    description: row.description,
    brandColor: row.brand_color,
    partner: Number(row.partner) === 1,
    descriptionHi: row.description_hi ?? null,
    purposeHi: row.purpose_hi ?? null,
    interestRateHi: row.interest_rate_hi ?? null,
    maxLoanHi: row.max_loan_hi ?? null,
    tenureHi: row.tenure_hi ?? null,
    eligibilityHi: row.eligibility_hi ?? null,
    paymentChargesHi: row.payment_charges_hi ?? null,
    processingFeeHi: row.processing_fee_hi ?? null,
    prosHi: parseHindiList(row.pros_hi ?? null),
    consHi: parseHindiList(row.cons_hi ?? null),
    documentationHi: parseHindiList(row.documentation_hi ?? null),
    offer_policy: parsePolicy(row.offer_policy),
    policy_updated_at: row.policy_updated_at,
  };
}

/** The stored policy (written only after offerPolicySchema accepted it), or null. */
function parsePolicy(json: string | null): OfferPolicy | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as OfferPolicy;
  } catch {
    return null;
  }
}

/**
 * The policy columns an update writes: none when the body leaves `offer_policy` out; the time
 * moves only when the policy really changes (the stored one is read through the same schema, so
 * key order or `7.50` against `7.5` is no change), so saving a bank's rates keeps the date the
 * borrower is shown (docs/product/offers.md "Lending policies").
 */
function policyChanges(
  policy: OfferPolicy | null | undefined,
  stored: string | null,
  now: string,
): { offer_policy?: string | null; policy_updated_at?: string } {
  if (policy === undefined) return {};
  const json = policy === null ? null : JSON.stringify(policy);
  const current = parsePolicy(stored);
  const parsed = current === null ? null : parseOfferPolicy(current);
  const same =
    json === null ? stored === null : parsed?.ok === true && JSON.stringify(parsed.data) === json;
  return same ? {} : { offer_policy: json, policy_updated_at: now };
}

/** The columns of the Hindi fields present in an update (a field left out keeps its value). */
function hindiChanges(data: Partial<Record<HindiField, string | string[] | null>>) {
  const set: Partial<BankHindiColumns> = {};
  for (const field of HINDI_TEXT_FIELDS) {
    const value = data[field];
    if (value !== undefined) set[HINDI_COLUMNS[field]] = value as string | null;
  }
  for (const field of HINDI_LIST_FIELDS) {
    const value = data[field];
    if (value !== undefined) {
      set[HINDI_COLUMNS[field]] = value === null ? null : JSON.stringify(value);
    }
  }
  return set;
}

const bankCache = cachedLoader("banks", async () => {
  const rows = await getDb()
    .selectFrom("banks")
    .selectAll()
    .orderBy("sort_order")
    .orderBy("slug")
    .execute();
  // Frozen: callers share the cached bank objects, so an accidental mutation fails loudly.
  return rows.map((row) => freezeBank(toBank(row)));
});

/**
 * All banks in display order (the logo strip order; the home comparison shows the first two).
 * A new array each call, so callers may sort or filter it; the bank objects are shared and frozen.
 */
export async function listBanks(): Promise<Bank[]> {
  return [...(await bankCache.get())];
}

/** The lenders GharSetu works with, in display order (/partners). */
export async function listPartnerBanks(): Promise<Bank[]> {
  return (await bankCache.get()).filter((bank) => bank.partner);
}

/** One bank by slug (case-insensitive), or undefined. */
export async function getBank(slug: string): Promise<Bank | undefined> {
  const wanted = slug.trim().toLowerCase();
  return (await bankCache.get()).find((bank) => bank.slug === wanted);
}

/** A bank by slug or by full name, both case-insensitive ("sbi", "State Bank of India"). */
export async function findBankBySlugOrName(value: string): Promise<Bank | undefined> {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return undefined;
  return (await bankCache.get()).find(
    (bank) => bank.slug === wanted || bank.name.toLowerCase() === wanted,
  );
}

/** Drops the cached list; the next read goes to the database. */
export function invalidateBankCache(): void {
  bankCache.invalidate();
}

/**
 * Replaces a bank's editable fields. Takes the bank as GET returns it (docs/product/http-api.md);
 * `slug` comes from the URL and a `slug` in the body is ignored. `brandColor` is optional: left
 * out, the current colour stays.
 */
export async function updateBank(slug: string, input: unknown): Promise<UpdateBankResult> {
  const refused = refuseNul(input);
  if (refused) return refused;
  const wanted = slug.trim().toLowerCase();
  const db = getDb();
  const existing = await db
    .selectFrom("banks")
    .select(["slug", "offer_policy"])
    .where("slug", "=", wanted)
    .executeTakeFirst();
  if (!existing) return { ok: false, notFound: true };

  const parsed = parseBankUpdate(input);
  const brandColor =
    typeof input === "object" && input !== null && "brandColor" in input
      ? (input as { brandColor: unknown }).brandColor
      : undefined;
  const brandColorError =
    brandColor !== undefined &&
    (typeof brandColor !== "string" || !BRAND_COLOR.test(brandColor.trim()))
      ? BRAND_COLOR_MESSAGE
      : undefined;
  if (!parsed.ok) {
    const fields = brandColorError
      ? { ...parsed.fields, brandColor: brandColorError }
      : parsed.fields;
    return { ok: false, error: parsed.error, fields };
  }
  if (brandColorError)
    return { ok: false, error: brandColorError, fields: { brandColor: brandColorError } };

  // The bank's contact (docs/product/borrower-view.md): kept when the body leaves it out.
  const contact = parseNotifyEmail(input);
  if (!contact.ok) return { ok: false, error: contact.error, fields: contact.fields };

  const data = parsed.data;
  const now = new Date().toISOString();
  // The row as the update left it (RETURNING, on both dialects).
  const row = await db
    .updateTable("banks")
    .set({
      name: data.name,
      logo: data.logo,
      purpose: data.purpose,
      interest_rate: data.interestRate,
      max_loan: data.maxLoan,
      tenure: data.tenure,
      eligibility: data.eligibility,
      payment_charges: data.paymentCharges,
      processing_fee: data.processingFee,
      pros: JSON.stringify(data.pros),
      cons: JSON.stringify(data.cons),
      documentation: JSON.stringify(data.documentation),
      calculator_rate: data.calculatorRate,
      rate_min: data.rateMin,
      rate_max: data.rateMax,
      as_of: data.asOf,
      description: data.description,
      ...hindiChanges(data),
      ...(data.partner === undefined ? {} : { partner: data.partner ? 1 : 0 }),
      ...(typeof brandColor === "string" ? { brand_color: brandColor.trim().toLowerCase() } : {}),
      ...(contact.data !== undefined ? { notify_email: contact.data } : {}),
      ...policyChanges(data.offer_policy, existing.offer_policy, now),
      updated_at: now,
    })
    .where("slug", "=", wanted)
    .returningAll()
    .executeTakeFirstOrThrow();
  invalidateBankCache();
  return { ok: true, bank: toBank(row) };
}

/**
 * The bank's contact for GharSetu (docs/product/borrower-view.md), for admins only: read apart
 * from the cached public bank, so it never reaches the public catalogue or its cache.
 */
export async function bankNotifyEmail(slug: string): Promise<string | null> {
  const row = await getDb()
    .selectFrom("banks")
    .select("notify_email")
    .where("slug", "=", slug.trim().toLowerCase())
    .executeTakeFirst();
  return row?.notify_email ?? null;
}
