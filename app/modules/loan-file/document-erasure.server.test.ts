import crypto from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { validLeadPayload } from "../../../tests/support/lead-payload.ts";
import { getDb } from "../../db/db.server.ts";
import { fileStore, newStorageKey } from "../files/store.server.ts";
import { submitLead } from "../leads/intake.server.ts";
import { eraseLeadDocuments } from "./document-erasure.server.ts";

// Erasure of a lead's files on a real SQLite file (tests/support/module-db-setup.ts): a
// withdrawal and the retention sweep may run at the same moment and both find the same file live.

async function leadWithFile(): Promise<{ leadId: number; key: string }> {
  const phone = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  const result = await submitLead(validLeadPayload({ phone_number: phone }));
  if (!result.ok) throw new Error(result.error);
  const leadId = result.result.id;
  const key = newStorageKey();
  await fileStore().put(key, Readable.from([Buffer.from("%PDF-1.4 test")]));
  await getDb()
    .insertInto("lead_document_files")
    .values({
      application_id: leadId,
      code: "identity",
      original_name: "id.pdf",
      size: 13,
      content_type: "application/pdf",
      storage_key: key,
      uploaded_by: "staff",
      uploaded_by_user_id: null,
      uploaded_at: new Date().toISOString(),
      deleted_at: null,
    })
    .execute();
  return { leadId, key };
}

describe("eraseLeadDocuments", () => {
  it("two erasures at once count and log the file once", async () => {
    const { leadId, key } = await leadWithFile();
    const counts = await Promise.all([
      eraseLeadDocuments([leadId], {
        id: null,
        email: "borrower",
        action: "erase",
        why: "consent withdrawn",
      }),
      eraseLeadDocuments([leadId], {
        id: null,
        email: "retention job",
        action: "retention",
        why: "retention",
      }),
    ]);
    expect(counts[0] + counts[1]).toBe(1);
    const logged = await getDb()
      .selectFrom("access_log")
      .select(["action", "detail"])
      .where("subject_type", "=", "documents")
      .where("subject_id", "=", leadId)
      .execute();
    expect(logged).toHaveLength(1);
    await expect(fileStore().get(key)).rejects.toThrow();
  });
});
