// Fair offers (migration 025, docs/product/offers.md): the lenders' policies on the banks table and
// the snapshots of what a borrower was shown, apart from schema.ts so that each schema file stays
// one screenful of a subject.

import type { ColumnType } from "kysely";

/** A nullable column an insert may leave out. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A bank's lending policy: JSON of `OfferPolicy` (app/domain/offers/policy.ts), or null. */
export interface BankOfferColumns {
  offer_policy: Optional<string>;
  /** ISO time of the last change of the policy; null until set (the seed fills only those). */
  policy_updated_at: Optional<string>;
}

/** One answer of POST /api/offers, kept as the exact JSON text it was answered with. */
export interface OfferSnapshotsTable {
  /** Random, unguessable: 16 random bytes as 22 base64url characters. */
  id: string;
  created_at: string;
  body: string;
}

/** The offer a borrower chose a lender from (the bank application the choice made). */
export interface BankApplicationOfferColumns {
  offer_id: Optional<string>;
  /** JSON of the offer's figures as the snapshot showed them. */
  offer: Optional<string>;
}
