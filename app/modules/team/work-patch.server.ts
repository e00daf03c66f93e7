import { LEAD_STATUSES } from "../../domain/enums.ts";
import type { EnquiryKind } from "../../domain/team/assignment.ts";
import { ENQUIRY_MESSAGES, parseWorkUpdate, WORK_MESSAGES } from "../../domain/team/work.ts";
import type { PublicUser } from "../users/users.server.ts";
import { updateStatus } from "./status.server.ts";
import { type ChangeRefused, updateWork } from "./work.server.ts";

// PATCH {status, assigned_to, follow_up_on} of a lead or a callback request (docs/product/team.md
// "Working a lead"): the same rules for both. Every field is checked before anything is
// written, so a bad field changes nothing; then the work (assignee, follow-up), then the status and
// its event. The status change is this module's own (./status.server.ts), for either kind: the
// PATCH never goes out to the lead or callback module and back.

export type WorkPatchResult =
  | { ok: true }
  | { ok: false; status: 400; error: string; fields: Record<string, string> }
  | { ok: false; status: 404; error: string };

export async function patchWork(
  subject: EnquiryKind,
  id: number,
  body: unknown,
  user: PublicUser,
): Promise<WorkPatchResult> {
  const record =
    typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const messages = ENQUIRY_MESSAGES[subject];
  const changeStatus = () =>
    updateStatus(subject, id, record.status, user.email, new Date(), messages);
  const hasStatus = "status" in record;
  const work = parseWorkUpdate(record);
  if (!work.ok) return { ok: false, status: 400, error: work.error, fields: work.fields };
  const hasWork = work.data.assigned_to !== undefined || work.data.follow_up_on !== undefined;
  if (!hasStatus && !hasWork)
    return { ok: false, status: 400, error: WORK_MESSAGES.nothing, fields: {} };
  if (hasStatus && !(LEAD_STATUSES as readonly unknown[]).includes(record.status)) {
    // The status updater refuses it before touching anything, with the status's own message.
    return refused(await changeStatus());
  }
  if (hasWork) {
    const result = await updateWork(subject, id, work.data, user);
    if (!result.ok)
      return result.notFound
        ? { ok: false, status: 404, error: messages.notFound }
        : refused(result);
  }
  if (hasStatus) {
    const result = await changeStatus();
    if (!result.ok) return refused(result);
  }
  return { ok: true };
}

function refused(result: { ok: true } | ChangeRefused): WorkPatchResult {
  if (result.ok) return { ok: true };
  return result.notFound
    ? { ok: false, status: 404, error: result.error }
    : { ok: false, status: 400, error: result.error, fields: result.fields };
}
