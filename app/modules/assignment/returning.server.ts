import { getDb } from "../../db/db.server.ts";
import { ENQUIRY_TABLES } from "../../db/enquiry-tables.ts";
import { duplicateOf, type EnquiryKind } from "../../domain/team/assignment.ts";

// 'Returning borrower' on a lead's or a callback request's page (docs/product/speed-to-lead.md
// "Returning borrowers"): the earlier enquiry this one repeats, and the later ones that repeat
// it, each a link to the other. Read by the work panel, which both detail pages show.

export interface EnquiryLink {
  type: EnquiryKind;
  id: number;
  reference: string;
  href: string;
}

export interface ReturningBorrower {
  earlier: EnquiryLink | null;
  later: EnquiryLink[];
}

/** At most this many later enquiries are linked; a borrower who sends more is rare. */
const LATER_SHOWN = 20;

const href = (type: EnquiryKind, id: number) =>
  type === "lead" ? `/admin/eligibility/${id}` : `/admin/callbacks/${id}`;

export async function returningBorrower(kind: EnquiryKind, id: number): Promise<ReturningBorrower> {
  const db = getDb();
  const row = await db
    .selectFrom(ENQUIRY_TABLES[kind])
    .select(["duplicate_of_type", "duplicate_of_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  const first = row ? duplicateOf(row) : null;
  let earlier: EnquiryLink | null = null;
  if (first) {
    const target = await db
      .selectFrom(ENQUIRY_TABLES[first.type])
      .select("reference")
      .where("id", "=", first.id)
      .executeTakeFirst();
    if (target)
      earlier = { ...first, reference: target.reference, href: href(first.type, first.id) };
  }
  const later: EnquiryLink[] = [];
  for (const type of ["lead", "callback"] as const) {
    // On (duplicate_of_id, created_at, id), migration 017.
    const rows = await db
      .selectFrom(ENQUIRY_TABLES[type])
      .select(["id", "reference"])
      .where("duplicate_of_id", "=", id)
      .where("duplicate_of_type", "=", kind)
      .orderBy("created_at")
      .limit(LATER_SHOWN)
      .execute();
    for (const r of rows) {
      later.push({
        type,
        id: Number(r.id),
        reference: r.reference,
        href: href(type, Number(r.id)),
      });
    }
  }
  return { earlier, later };
}
