import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import type { ContactMessageRow } from "../../db/schema.ts";
import { parseContactMessage } from "../../domain/contact/schema.ts";
import { CONSENT_NOTICE_VERSION } from "../../domain/enums.ts";
import { type Source, sourceFields } from "../../domain/speed-to-lead/touch.ts";
import { INVALID_CHARACTER_MESSAGE } from "../../utils/form-guards.ts";
import type { AnswersEvery } from "../../utils/type-checks.ts";
import { deletedRows } from "../deleted-rows.server.ts";
import { type FormRefusal, readEnquiryForm } from "../forms/read-form.server.ts";
import {
  referenceByClientId,
  type StoredReference,
  storedReference,
  storeOnce,
} from "../forms/store-once.server.ts";
import { atSchema, erasedSchema, referenceSchema } from "../leads/answers.ts";
import { withFreshReference } from "../references/reference.server.ts";
import { rowById } from "../row-by-id.server.ts";

// Messages from the "Get in Touch" form (docs/product/borrower-journey.md and
// docs/product/http-api.md), listed in the admin area.

export type { ContactMessageRow };

/** A contact message as the team's list answers it. */
export const contactAnswerSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
    message: z.string().nullable(),
    consent_at: atSchema,
    consent_notice_version: z.string(),
    read_at: atSchema.nullable(),
    created_at: atSchema,
    reference: referenceSchema,
    personal_data_erased_at: erasedSchema,
    client_id: z
      .string()
      .nullable()
      .describe("The sending form's id: a retry is the same message."),
    ...sourceFields,
  })
  .meta({ id: "ContactMessage" });

// Every stored column is answered: a new one fails to compile until the schema has it.
const _contact: AnswersEvery<ContactMessageRow, z.output<typeof contactAnswerSchema>> = true;
void _contact;

export const CONTACT_THANKS = "Thanks! We'll get back to you within 24 hours.";
export const CONTACT_SPAM_MESSAGE = "Submission rejected.";
export const CONTACT_INVALID_CHARACTER = INVALID_CHARACTER_MESSAGE;

/** POST /api/contact-messages' 201 answer (the API's contract). */
export const contactCreatedSchema = z.object({
  id: z.number().int(),
  reference: referenceSchema,
  message: z.literal(CONTACT_THANKS),
});

export type SubmitContactResult = StoredReference | FormRefusal;

/**
 * Validates with the shared contact schema (consent required) and stores the message with the
 * consent time and the privacy-notice version the sender agreed to.
 */
export async function submitContactMessage(
  input: unknown,
  now: Date = new Date(),
  cookieSource: Source | null = null,
): Promise<SubmitContactResult> {
  const form = readEnquiryForm(input, parseContactMessage, CONTACT_SPAM_MESSAGE, cookieSource);
  if (!form.ok) return form;
  const { data, clientId, source } = form;
  const at = now.toISOString();
  // A retry of a message already stored answers the stored one (docs/decisions/028-database-outages.md).
  return storeOnce(clientId, referenceByClientId("contact_messages"), async () => {
    const row = await withFreshReference((reference) =>
      getDb()
        .insertInto("contact_messages")
        .values({
          reference,
          first_name: data.first_name,
          last_name: data.last_name,
          email: data.email,
          phone: data.phone,
          message: data.message,
          consent_at: at,
          consent_notice_version: CONSENT_NOTICE_VERSION,
          read_at: null,
          created_at: at,
          client_id: clientId,
          // Where the message came from (docs/product/speed-to-lead.md "Where leads come from").
          ...source,
        })
        .returning(["id", "reference"])
        .executeTakeFirstOrThrow(),
    );
    return storedReference(row);
  });
}

/** Every message, newest first. */
export async function listContactMessages(): Promise<ContactMessageRow[]> {
  return getDb()
    .selectFrom("contact_messages")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** One message by id (the team's detail view), or undefined. */
export async function getContactMessage(id: number): Promise<ContactMessageRow | undefined> {
  return rowById("contact_messages", id);
}

/** Marks a message read (first time only; the first reading time is kept). False if unknown. */
export async function markMessageRead(id: number, now: Date = new Date()): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  // One statement: a message read before keeps its time (coalesce), and a row updated means it exists.
  const result = await getDb()
    .updateTable("contact_messages")
    .set((eb) => ({ read_at: eb.fn.coalesce("read_at", eb.val(now.toISOString())) }))
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Unread messages: the badge on the admin sidebar's Messages link. */
export async function countUnreadMessages(): Promise<number> {
  const row = await getDb()
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Erasure of a contact message (DPDP Act), from the admin area. False if unknown. */
export async function deleteContactMessage(id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  return (await deletedRows(getDb().deleteFrom("contact_messages").where("id", "=", id))) > 0;
}
