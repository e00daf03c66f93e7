import type { EnquiryKind } from "../../domain/team/assignment.ts";
import type { WorkActionResult } from "../../domain/team/work.ts";
import { parseNote, parseWorkUpdate, type WorkUpdate } from "../../domain/team/work.ts";
import { addNote, updateWork } from "../../modules/team/work.server.ts";
import type { PublicUser } from "../../modules/users/users.server.ts";

// The work panel's form intents (assign, take, follow-up, note) for any worked subject, so the
// lead page and the callback page share one action (docs/product/team.md "Working a lead").

export const WORK_INTENTS = ["assign", "take", "follow-up", "note"] as const;

export function isWorkIntent(intent: unknown): intent is (typeof WORK_INTENTS)[number] {
  return typeof intent === "string" && (WORK_INTENTS as readonly string[]).includes(intent);
}

/** Runs one work intent; `null` means the subject does not exist. */
export async function runWorkIntent(
  subject: EnquiryKind,
  id: number,
  intent: (typeof WORK_INTENTS)[number],
  form: FormData,
  user: PublicUser,
): Promise<WorkActionResult | null> {
  if (intent === "note") {
    const parsed = parseNote({ text: String(form.get("text") ?? "") });
    if (!parsed.ok) return { ok: false, intent, error: parsed.error, fields: parsed.fields };
    const note = await addNote(subject, id, parsed.data.text, user);
    return note ? { ok: true, intent, message: "Note added." } : null;
  }
  let input: unknown;
  if (intent === "take") input = { assigned_to: user.id };
  else if (intent === "assign") {
    const raw = String(form.get("assigned_to") ?? "");
    input = { assigned_to: raw === "" ? null : /^\d{1,15}$/.test(raw) ? Number(raw) : raw };
  } else input = { follow_up_on: String(form.get("follow_up_on") ?? "") };
  const parsed = parseWorkUpdate(input);
  if (!parsed.ok) return { ok: false, intent, error: parsed.error, fields: parsed.fields };
  const update: WorkUpdate = parsed.data;
  const result = await updateWork(subject, id, update, user);
  if (!result.ok) return result.notFound ? null : { ok: false, intent, error: result.error };
  const message =
    intent === "follow-up"
      ? update.follow_up_on
        ? `Follow-up set for ${update.follow_up_on}.`
        : "Follow-up cleared."
      : intent === "take"
        ? `You now have this ${subject === "callback" ? "callback request" : "lead"}.`
        : "Assignment saved.";
  return { ok: true, intent, message };
}
