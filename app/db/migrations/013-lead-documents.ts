import type { Dialect } from "../db.server.ts";
import { type AnyDb, belongsTo, createTableWithId, indexOn, inList } from "./ddl.ts";

// The loan file's documents (docs/product/loan-file.md "Documents", ADR 027): the review state of
// each checklist item of a lead, and the files uploaded for it. A checklist item has a row only
// once something happened to it (an upload or a review); without one it is `pending`, so a lead
// carries no rows until its borrower or the team acts. The files' bytes live encrypted outside
// the database (disk or S3); the row keeps the storage key and the metadata the lists show, and
// `deleted_at` once erasure removed the bytes.

const CODES = [
  "identity",
  "address",
  "income",
  "bank_statement",
  "property",
  "existing_loan",
  "co_applicant_identity",
  "co_applicant_income",
];

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await createTableWithId(db, dialect, "lead_documents")
    .$call(belongsTo("application_id", "eligibility_applications"))
    .addColumn("code", "text", (c) => c.notNull().check(inList("code", CODES)))
    .addColumn("status", "text", (c) =>
      c.notNull().check(inList("status", ["pending", "received", "verified", "rejected"])),
    )
    .addColumn("reason", "text")
    .addColumn("reviewed_by", "integer")
    .addColumn("reviewed_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("lead_documents_lead_code", ["application_id", "code"])
    .execute();

  await createTableWithId(db, dialect, "lead_document_files")
    .$call(belongsTo("application_id", "eligibility_applications"))
    .addColumn("code", "text", (c) => c.notNull().check(inList("code", CODES)))
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("uploaded_by", "text", (c) =>
      c.notNull().check(inList("uploaded_by", ["borrower", "staff"])),
    )
    // The team member who uploaded it; null for the borrower.
    .addColumn("uploaded_by_user_id", "integer")
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .addColumn("deleted_at", "text")
    .execute();
  await indexOn(db, "lead_document_files", "lead", ["application_id", "code", "id"]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("lead_document_files_lead").ifExists().execute();
  await db.schema.dropTable("lead_document_files").ifExists().execute();
  await db.schema.dropTable("lead_documents").ifExists().execute();
}
