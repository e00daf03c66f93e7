// Erasure of a lead's documents (docs/product/team.md "Erasure and retention",
// docs/product/loan-file.md "Storage"): withdrawal of consent, the retention job and the team's
// deletion of a lead remove the files' bytes from the disk or the bucket, mark the rows deleted
// and write it to the access log. A file whose bytes could not be removed stays live and is
// picked up by the next retention run, which sweeps every file of an erased lead.

import { getDb } from "../../db/db.server.ts";
import { log } from "../../utils/log.server.ts";
import { type AccessAction, recordAccess } from "../access-log/access-log.server.ts";
import { fileStore } from "../files/store.server.ts";

export interface ErasureActor {
  id: number | null;
  email: string;
  action: Extract<AccessAction, "erase" | "retention">;
  /** Why, for the log: "consent withdrawn", "retention", "lead deleted". */
  why: string;
}

/** Removes the live files of these leads; returns how many went. */
export async function eraseLeadDocuments(
  leadIds: readonly number[],
  actor: ErasureActor,
  now: Date = new Date(),
): Promise<number> {
  if (leadIds.length === 0) return 0;
  const db = getDb();
  const files = await db
    .selectFrom("lead_document_files")
    .select(["id", "application_id", "storage_key"])
    .where("application_id", "in", [...leadIds])
    .where("deleted_at", "is", null)
    .execute();
  const byLead = new Map<number, number>();
  const at = now.toISOString();
  for (const file of files) {
    try {
      await fileStore().delete(file.storage_key);
    } catch (error) {
      log("error", "document erasure failed", {
        file: Number(file.id),
        error: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    // Only the erasure that marks the row counts it: withdrawal and the retention sweep may both
    // have read the file live, and both removed its bytes (a second removal does nothing), but
    // the access log says once that it went.
    const marked = await db
      .updateTable("lead_document_files")
      .set({ deleted_at: at })
      .where("id", "=", file.id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) continue;
    const lead = Number(file.application_id);
    byLead.set(lead, (byLead.get(lead) ?? 0) + 1);
  }
  for (const [lead, n] of byLead) {
    await recordAccess(
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: actor.action,
        subjectType: "documents",
        subjectId: lead,
        detail: `${n} ${n === 1 ? "file" : "files"} deleted (${actor.why})`,
      },
      now,
    );
  }
  return files.length === 0 ? 0 : [...byLead.values()].reduce((a, b) => a + b, 0);
}

/** The retention job's sweep: every live file of a lead whose personal data is gone. */
export async function eraseDocumentsOfErasedLeads(now: Date = new Date()): Promise<number> {
  const leads = await getDb()
    .selectFrom("lead_document_files as f")
    .innerJoin("eligibility_applications as a", "a.id", "f.application_id")
    .select("f.application_id")
    .distinct()
    .where("f.deleted_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("a.personal_data_erased_at", "is not", null),
        eb("a.consent_withdrawn_at", "is not", null),
      ]),
    )
    .execute();
  return eraseLeadDocuments(
    leads.map((l) => Number(l.application_id)),
    { id: null, email: "retention job", action: "retention", why: "retention" },
    now,
  );
}
