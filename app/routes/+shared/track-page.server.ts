// The /track page's form posts (docs/product/loan-file.md): a look-up by reference and mobile
// (with the verification token once the mobile is verified, which adds the amounts), and the
// borrower's decision on a proposed bank, answered with the look-up again so the page shows the
// bank's new stage. The page's JSON twin is POST /api/track and /api/track/bank-applications/{id}.

import { type Decision, isDecision } from "../../domain/loan-file/stages.ts";
import { type TrackAnswer, trackEnquiry } from "../../modules/enquiries/enquiries.server.ts";
import { decideOnTrack } from "../../modules/loan-file/borrower-decisions.server.ts";
import { uploadOnTrackWithFields } from "../../modules/loan-file/document-uploads.server.ts";
import { idParam } from "../../utils/id-param.ts";

export interface TrackLookup {
  reference: string;
  phone: string;
  /** The verification token of the mobile, carried from post to post for its 30 minutes. */
  otp_verification: string;
}

export type TrackDecisionNotice =
  | { ok: true; bankApplicationId: number; decision: Decision }
  | { ok: false; bankApplicationId: number; error: string; decision?: Decision };

/** The answer to the borrower's last upload, shown by its checklist item. */
export type TrackUploadNotice =
  | { ok: true; code: string }
  | { ok: false; code: string; error: string };

export type TrackPageState =
  | {
      ok: true;
      answer: TrackAnswer;
      lookup: TrackLookup;
      notice: TrackDecisionNotice | null;
      upload?: TrackUploadNotice | null;
    }
  | {
      ok: false;
      status: 400 | 404;
      error: string;
      fields: Record<string, string>;
      values: { reference: string; phone: string };
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** One post of the /track page: a decision first when it carries one, then the look-up. */
export async function trackPageAction(
  form: FormData,
): Promise<{ state: TrackPageState; status: number }> {
  const lookup: TrackLookup = {
    reference: text(form, "reference"),
    phone: text(form, "phone"),
    otp_verification: text(form, "otp_verification"),
  };
  let notice: TrackDecisionNotice | null = null;
  let status = 200;
  if (text(form, "intent") === "decide") {
    const id = idParam(text(form, "bank_application_id"));
    const decision = text(form, "decision");
    const decided = await decideOnTrack(id, { ...lookup, decision });
    if (decided.ok) {
      notice = { ok: true, bankApplicationId: id, decision: decision as Decision };
    } else {
      notice = {
        ok: false,
        bankApplicationId: id,
        error: decided.error,
        ...(isDecision(decision) ? { decision } : {}),
      };
      status = decided.status;
    }
  }
  const { otp_verification, ...values } = lookup;
  const tracked = await trackEnquiry(otp_verification ? lookup : values);
  if (!tracked.ok) {
    return {
      state: {
        ok: false,
        status: tracked.status,
        error: tracked.error,
        fields: tracked.fields ?? {},
        values,
      },
      status: tracked.status,
    };
  }
  // A token that no longer verifies is dropped, so the page offers verification again.
  const kept = tracked.answer.mobile_verified ? otp_verification : "";
  return {
    state: {
      ok: true,
      answer: tracked.answer,
      lookup: { ...values, otp_verification: kept },
      notice,
    },
    status,
  };
}

/**
 * POST /track/documents/{code}: the page's plain upload form (multipart: the look-up's fields,
 * then the file), answered with the look-up again and the upload's outcome by its item.
 */
export async function trackUploadAction(
  request: Request,
  code: string,
): Promise<{ state: TrackPageState; status: number }> {
  const { outcome, fields } = await uploadOnTrackWithFields(request, code);
  const form = new FormData();
  for (const name of ["reference", "phone", "otp_verification"]) form.set(name, fields[name] ?? "");
  const { state, status } = await trackPageAction(form);
  if (!state.ok) return { state, status };
  return {
    state: {
      ...state,
      upload: outcome.ok ? { ok: true, code } : { ok: false, code, error: outcome.error },
    },
    status: outcome.ok ? status : outcome.status,
  };
}
