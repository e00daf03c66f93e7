// Fair offers (docs/product/offers.md): matching a borrower against every participating lender and
// keeping what they were shown. A snapshot is stored as the exact JSON text answered, never
// recomputed, so GET /api/offers/{id} gives the same bytes whatever policies change later.

import { randomBytes } from "node:crypto";
import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import {
  type OfferInputs,
  offerInputsSchema,
  parseOfferInputs,
} from "../../domain/offers/inputs.ts";
import {
  type Lender,
  METHOD_VERSION,
  matchOffers,
  notMatchedSchema,
  offerSchema,
} from "../../domain/offers/match.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import { listBanks } from "../banks/banks.server.ts";
import { deletedRows } from "../deleted-rows.server.ts";

export const SNAPSHOT_NOT_FOUND = "Offer snapshot not found.";
export const INPUTS_MISSING = "Send the borrower's inputs as an object under inputs.";

/** POST /api/offers answers this, and GET /api/offers/{id} the same bytes. */
export const offerSnapshotSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22}$/)
    .describe("Random and unguessable: 16 random bytes, base64url."),
  created_at: z.iso.datetime(),
  method_version: z.string().describe("The matching method's version (/how-we-match)."),
  inputs: offerInputsSchema.meta({ id: "OfferInputs" }),
  offers: z
    .array(offerSchema.meta({ id: "Offer" }))
    .describe("Ordered by APR, then by bank name; nothing else."),
  not_matched: z.array(notMatchedSchema).describe("Ordered by bank name."),
});
export type OfferSnapshot = z.output<typeof offerSnapshotSchema>;

export type CreateSnapshotResult =
  | { ok: true; snapshot: OfferSnapshot; body: string }
  | { ok: false; error: string; fields: FieldErrors };

/**
 * The lenders that take part: partner banks with a lending policy (docs/product/offers.md
 * "Lending policies"), from the cached catalogue.
 */
export async function participatingLenders(): Promise<Lender[]> {
  const lenders: Lender[] = [];
  for (const bank of await listBanks()) {
    if (bank.partner && bank.offer_policy) {
      lenders.push({ bank: bank.slug, bank_name: bank.name, policy: bank.offer_policy });
    }
  }
  return lenders;
}

/** 16 random bytes, 22 base64url characters: 128 bits, more than a UUID v4's 122. */
export function newSnapshotId(): string {
  return randomBytes(16).toString("base64url");
}

const SNAPSHOT_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * POST /api/offers {inputs}: the inputs under their own names (a 400 names `loan_amount`, not
 * `inputs.loan_amount`), matched against today's lenders, stored, and answered.
 */
export async function createSnapshot(
  body: unknown,
  now: Date = new Date(),
): Promise<CreateSnapshotResult> {
  const raw =
    typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).inputs
      : undefined;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { ok: false, error: INPUTS_MISSING, fields: { inputs: INPUTS_MISSING } };
  }
  const parsed = parseOfferInputs(raw);
  if (!parsed.ok) return parsed;
  return storeSnapshot(parsed.data, now);
}

/** Matches parsed inputs and stores the answer: the page's form and the API share it. */
export async function storeSnapshot(
  inputs: OfferInputs,
  now: Date = new Date(),
): Promise<{ ok: true; snapshot: OfferSnapshot; body: string }> {
  const { offers, not_matched } = matchOffers(inputs, await participatingLenders());
  const snapshot: OfferSnapshot = {
    id: newSnapshotId(),
    created_at: now.toISOString(),
    method_version: METHOD_VERSION,
    inputs,
    offers,
    not_matched,
  };
  const body = JSON.stringify(snapshot);
  await getDb()
    .insertInto("offer_snapshots")
    .values({ id: snapshot.id, created_at: snapshot.created_at, body })
    .execute();
  return { ok: true, snapshot, body };
}

/** The stored JSON text of a snapshot, or undefined (also for an id no snapshot can have). */
export async function snapshotBody(id: string): Promise<string | undefined> {
  if (!SNAPSHOT_ID.test(id)) return undefined;
  const row = await getDb()
    .selectFrom("offer_snapshots")
    .select("body")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.body;
}

/** A snapshot as the pages read it, or undefined. */
export async function getSnapshot(id: string): Promise<OfferSnapshot | undefined> {
  const body = await snapshotBody(id);
  return body === undefined ? undefined : (JSON.parse(body) as OfferSnapshot);
}

/** Retention: deletes the snapshots made before the cutoff (ISO time); returns how many. */
export async function eraseSnapshotsBefore(cutoff: string): Promise<number> {
  return deletedRows(getDb().deleteFrom("offer_snapshots").where("created_at", "<", cutoff));
}
