import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import { normaliseIndianMobile } from "../../domain/auth/schemas.ts";
import { CONSENT_NOTICE_VERSION } from "../../domain/enums.ts";
import {
  grievanceAcknowledgementMail,
  grievanceOfficerMail,
} from "../../domain/grievances/mail.ts";
import { parseGrievance } from "../../domain/grievances/schema.ts";
import { GRIEVANCE_PREFIX, GRIEVANCE_REFERENCE_PATTERN } from "../../domain/reference/reference.ts";
import { type FormRefusal, readPublicForm } from "../forms/read-form.server.ts";
import {
  referenceByClientId,
  type StoredReference,
  storedReference,
  storeOnce,
} from "../forms/store-once.server.ts";
import { enqueueMail, type NewMail, notifyEmail, publicUrl } from "../outbox/outbox.server.ts";
import { withFreshReference } from "../references/reference.server.ts";
import { getGrievanceOfficer } from "../site/site-config.server.ts";

// A borrower's grievance (docs/product/borrower-view.md "Grievances"): stored with a `GR-`
// reference and acknowledged by mail through the outbox, in the same transaction, so the row and
// its mail exist together or not at all. A retry with the same client_id (the browser's form
// outbox, docs/decisions/028-database-outages.md) answers the stored grievance.

export const GRIEVANCE_SPAM = "Submission rejected.";
export const GRIEVANCE_THANKS =
  "We received your grievance. Keep the reference: the Grievance Officer will reply within 30 days.";

/** POST /api/grievances' 201 answer (the API's contract). */
export const grievanceCreatedSchema = z.object({
  id: z.number().int(),
  reference: z
    .string()
    .regex(GRIEVANCE_REFERENCE_PATTERN)
    .describe("`GR-` + 8 Crockford base32 characters: the grievance's own reference.")
    .meta({ examples: ["GR-7K2M9QX4"] }),
  message: z.string(),
});

export type SubmitGrievanceResult = StoredReference | FormRefusal;

export async function submitGrievance(
  input: unknown,
  now: Date = new Date(),
): Promise<SubmitGrievanceResult> {
  const form = readPublicForm(input, parseGrievance, GRIEVANCE_SPAM);
  if (!form.ok) return form;
  const { data, clientId } = form;
  return storeOnce(clientId, referenceByClientId("grievances"), async () => {
    // Where the acknowledgement goes: the e-mail given, else the named enquiry's, else nowhere.
    const acknowledgeTo =
      data.email ?? (data.reference ? await enquiryEmail(data.reference, data.phone) : null);
    const at = now.toISOString();
    const row = await withFreshReference(
      (reference) =>
        getDb()
          .transaction()
          .execute(async (trx) => {
            const row = await trx
              .insertInto("grievances")
              .values({
                reference,
                enquiry_reference: data.reference,
                phone: data.phone,
                email: data.email,
                text: data.text,
                language: data.language,
                status: "open",
                resolved_at: null,
                resolved_by: null,
                consent_at: at,
                consent_notice_version: CONSENT_NOTICE_VERSION,
                client_id: clientId,
                created_at: at,
              })
              .returning(["id", "reference"])
              .executeTakeFirstOrThrow();
            const id = Number(row.id);
            const grievance = { id, reference, language: data.language };
            const mails: NewMail[] = [];
            if (acknowledgeTo) {
              mails.push({
                ...grievanceAcknowledgementMail(grievance, getGrievanceOfficer(), publicUrl()),
                dedupeKey: `grievance:${id}:acknowledge`,
                kind: "grievance",
                to: acknowledgeTo,
              });
            }
            const officer = officerEmail();
            if (officer) {
              mails.push({
                ...grievanceOfficerMail(
                  { ...data, ...grievance, enquiryReference: data.reference },
                  publicUrl(),
                ),
                dedupeKey: `grievance:${id}:officer`,
                kind: "grievance",
                to: officer,
              });
            }
            await enqueueMail(trx, mails, now);
            return row;
          }),
      GRIEVANCE_PREFIX,
    );
    return storedReference(row);
  });
}

/**
 * The e-mail of the enquiry (a lead or a contact message; callback requests have none) that
 * `reference` names, when the grievance's mobile is that enquiry's too, as /track asks: a
 * reference alone must not let anyone send mail to a stranger. Withdrawn or erased: none.
 */
async function enquiryEmail(reference: string, phone: string): Promise<string | null> {
  const db = getDb();
  const [lead, message] = await Promise.all([
    db
      .selectFrom("eligibility_applications")
      .select(["email", "phone_number as phone"])
      .where("reference", "=", reference)
      .where("consent_withdrawn_at", "is", null)
      .where("personal_data_erased_at", "is", null)
      .executeTakeFirst(),
    db
      .selectFrom("contact_messages")
      .select(["email", "phone"])
      .where("reference", "=", reference)
      .where("personal_data_erased_at", "is", null)
      .executeTakeFirst(),
  ]);
  for (const enquiry of [lead, message]) {
    if (enquiry?.email && normaliseIndianMobile(enquiry.phone ?? "") === phone) {
      return enquiry.email;
    }
  }
  return null;
}

/** The grievance officer's inbox: GRIEVANCE_EMAIL, else the team's (NOTIFY_EMAIL), else none. */
function officerEmail(): string | null {
  return process.env.GRIEVANCE_EMAIL?.trim() || notifyEmail();
}
