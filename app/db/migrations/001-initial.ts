import { type Kysely, sql } from "kysely";
import type { Dialect } from "../db.server.ts";

// Migrations take `any` because they describe the schema at their point in history, not today's.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  // The one place the engines differ: how an auto-incrementing key is declared.
  const id = (t: ReturnType<AnyDb["schema"]["createTable"]>) =>
    dialect === "postgres"
      ? t.addColumn("id", "serial", (c) => c.primaryKey())
      : t.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
  const money = sql`double precision`;

  await db.schema
    .createTable("banks")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("logo", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("interest_rate", "text", (c) => c.notNull())
    .addColumn("max_loan", "text", (c) => c.notNull())
    .addColumn("tenure", "text", (c) => c.notNull())
    .addColumn("eligibility", "text", (c) => c.notNull())
    .addColumn("payment_charges", "text", (c) => c.notNull())
    .addColumn("processing_fee", "text", (c) => c.notNull())
    .addColumn("pros", "text", (c) => c.notNull())
    .addColumn("cons", "text", (c) => c.notNull())
    .addColumn("documentation", "text", (c) => c.notNull())
    .addColumn("calculator_rate", money, (c) => c.notNull())
    .addColumn("as_of", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("brand_color", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("projects"))
    .addColumn("bank_slug", "text", (c) => c.notNull().references("banks.slug").onDelete("cascade"))
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("builder", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("bhk", "text", (c) => c.notNull())
    .addColumn("price_range", "text", (c) => c.notNull())
    .addColumn("image", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("projects_bank_city")
    .on("projects")
    .columns(["bank_slug", "city", "name"])
    .unique()
    .execute();

  await db.schema
    .createTable("seo_records")
    .addColumn("page", "text", (c) => c.primaryKey())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("meta_title", "text", (c) => c.notNull())
    .addColumn("meta_description", "text", (c) => c.notNull())
    .addColumn("schema_json", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("users"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("surname", "text")
    .addColumn("dob", "text")
    .addColumn("mobile", "text")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  let apps = id(db.schema.createTable("eligibility_applications"))
    .addColumn("client_id", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"));
  for (const col of ["loan_purpose", "property_use", "found_property", "when_to_buy"]) {
    apps = apps.addColumn(col, "text");
  }
  apps = apps
    .addColumn("property_worth", money)
    .addColumn("borrow_amount", money)
    .addColumn("loan_tenure", "integer")
    .addColumn("applicant_type", "text")
    .addColumn("relationship_status", "text")
    .addColumn("second_borrower_relation_status", "text")
    .addColumn("company_type", "text")
    .addColumn("company_name", "text")
    .addColumn("occupation", "text")
    .addColumn("dependents", "integer")
    .addColumn("postal_code", "text")
    .addColumn("yearly_income", money);
  const flagged: Array<[string, string | null]> = [
    ["earn_additional_income", "additional_income_amount"],
    ["receive_rental_income", "rental_income_amount"],
    ["receive_non_taxable_income", "non_taxable_income_amount"],
    ["in_tax_bracket", null],
  ];
  for (const [flag, amount] of flagged) {
    apps = apps.addColumn(flag, "text");
    if (amount) apps = apps.addColumn(amount, money);
  }
  apps = apps.addColumn("monthly_living_expenditure", money);
  for (const [flag, amount] of [
    ["has_other_expenses", "other_expenses_amount"],
    ["has_another_home_loan", "another_home_loan_amount"],
    ["has_personal_loan", "personal_loan_amount"],
    ["has_credit_card_debt", "credit_card_debt_amount"],
    ["has_investment_loan", "investment_loan_amount"],
    ["has_car_lease", "car_lease_amount"],
    ["has_bike_lease", "bike_lease_amount"],
  ]) {
    apps = apps.addColumn(flag, "text").addColumn(amount, money);
  }
  await apps
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone_number", "text", (c) => c.notNull())
    .addColumn("interest_rate", money, (c) => c.notNull())
    .addColumn("is_eligible", "integer", (c) => c.notNull())
    .addColumn("eligibility_message", "text", (c) => c.notNull())
    .addColumn("calculated_emi", "text")
    .addColumn("bank_slug", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("status_updated_at", "text")
    .addColumn("status_updated_by", "text")
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_notice_version", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("eligibility_applications_created")
    .on("eligibility_applications")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("eligibility_applications_user")
    .on("eligibility_applications")
    .column("user_id")
    .execute();

  await id(db.schema.createTable("lead_events"))
    .addColumn("application_id", "integer", (c) =>
      c.notNull().references("eligibility_applications.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await id(db.schema.createTable("contact_messages"))
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_notice_version", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    "contact_messages",
    "lead_events",
    "eligibility_applications",
    "sessions",
    "users",
    "seo_records",
    "projects",
    "banks",
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
