import type { Dialect } from "../db.server.ts";
import { type AnyDb, addColumnTo, belongsTo, createTableWithId, indexOn, inList } from "./ddl.ts";

// Two-step sign-in (docs/product/team.md "Two-step sign-in",
// docs/decisions/041-two-step-sign-in.md):
// - users: the authenticator secret, encrypted with the app's key (set at enrolment's start,
//   `mfa_enrolled_at` once the first code proved it);
// - the 30-second steps whose code was accepted, one row each under a unique key, so a code is
//   good once on every instance that shares the database (the insert of a used step fails);
// - one hashed recovery code per row, each spent once;
// - a session's stage: `full`, or limited to finishing the sign-in (`enrol`, `code`).

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await addColumnTo(db, "users", "mfa_secret", "text").execute();
  await addColumnTo(db, "users", "mfa_enrolled_at", "text").execute();
  await createTableWithId(db, dialect, "mfa_recovery_codes")
    .$call(belongsTo("user_id", "users"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await indexOn(db, "mfa_recovery_codes", "user", ["user_id"]);
  await db.schema
    .createTable("mfa_used_steps")
    .$call(belongsTo("user_id", "users"))
    .addColumn("step", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("mfa_used_steps_pk", ["user_id", "step"])
    .execute();
  await addColumnTo(db, "sessions", "stage", "text", (c) =>
    c
      .notNull()
      .defaultTo("full")
      .check(inList("stage", ["full", "enrol", "code"])),
  ).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("stage").execute();
  await db.schema.dropTable("mfa_used_steps").execute();
  await db.schema.dropTable("mfa_recovery_codes").execute();
  for (const column of ["mfa_enrolled_at", "mfa_secret"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
