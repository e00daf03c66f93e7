import type { Dialect } from "../db.server.ts";
import {
  type AnyDb,
  belongsTo,
  createIndexOn,
  createTableWithId,
  indexOn,
  money,
  requiredText,
} from "./ddl.ts";

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("banks")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .$call(
      requiredText(
        "name",
        "logo",
        "purpose",
        "interest_rate",
        "max_loan",
        "tenure",
        "eligibility",
        "payment_charges",
        "processing_fee",
        "pros",
        "cons",
        "documentation",
      ),
    )
    .addColumn("calculator_rate", money, (c) => c.notNull())
    .$call(requiredText("as_of", "description", "brand_color"))
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await createTableWithId(db, dialect, "projects")
    .addColumn("bank_slug", "text", (c) => c.notNull().references("banks.slug").onDelete("cascade"))
    .$call(requiredText("city", "name", "builder", "location", "bhk", "price_range", "image"))
    .execute();
  await createIndexOn(db, "projects_bank_city", "projects", ["bank_slug", "city", "name"])
    .unique()
    .execute();

  await db.schema
    .createTable("seo_records")
    .addColumn("page", "text", (c) => c.primaryKey())
    .$call(requiredText("path", "meta_title", "meta_description", "schema_json", "updated_at"))
    .execute();

  await createTableWithId(db, dialect, "users")
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("surname", "text")
    .addColumn("dob", "text")
    .addColumn("mobile", "text")
    .$call(requiredText("role", "created_at"))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .$call(belongsTo("user_id", "users"))
    .$call(requiredText("created_at", "expires_at"))
    .execute();
  await indexOn(db, "sessions", "user", ["user_id"]);

  let apps = createTableWithId(db, dialect, "eligibility_applications")
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
    .$call(requiredText("first_name", "last_name", "email", "phone_number"))
    .addColumn("interest_rate", money, (c) => c.notNull())
    .addColumn("is_eligible", "integer", (c) => c.notNull())
    .addColumn("eligibility_message", "text", (c) => c.notNull())
    .addColumn("calculated_emi", "text")
    .addColumn("bank_slug", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("status_updated_at", "text")
    .addColumn("status_updated_by", "text")
    .$call(requiredText("consent_at", "consent_notice_version", "created_at"))
    .execute();
  await indexOn(db, "eligibility_applications", "created", ["created_at"]);
  await indexOn(db, "eligibility_applications", "user", ["user_id"]);

  await createTableWithId(db, dialect, "lead_events")
    .$call(belongsTo("application_id", "eligibility_applications"))
    .$call(requiredText("status", "actor_email", "created_at"))
    .execute();

  await createTableWithId(db, dialect, "contact_messages")
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .$call(requiredText("email", "phone"))
    .addColumn("message", "text")
    .$call(requiredText("consent_at", "consent_notice_version"))
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
