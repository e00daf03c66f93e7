// The escalation notice (docs/product/speed-to-lead.md "First response"): to NOTIFY_EMAIL, naming
// the reference and saying it waits for a first response. English, like every team mail.

import type { EnquiryKind } from "../team/assignment.ts";
import { leadLabel, type MailContent, render } from "../team/mail.ts";

export function escalationMail(
  subject: EnquiryKind,
  enquiry: { id: number; reference: string | null; created_at: string; due_at: string },
  publicUrl: string,
): MailContent {
  const label = leadLabel(enquiry);
  const noun = subject === "callback" ? "Callback request" : "Lead";
  const link =
    subject === "callback"
      ? `${publicUrl}/admin/callbacks/${enquiry.id}`
      : `${publicUrl}/admin/eligibility/${enquiry.id}`;
  return render(
    `${noun} ${label} waits for a first response`,
    [
      `${noun} ${label} waits for a first response.`,
      `It arrived at ${istTime(enquiry.created_at)} and its first response was due at ${istTime(enquiry.due_at)} (IST).`,
      "Nobody has added a note or moved it on from new yet.",
    ],
    link,
  );
}

/** "2026-11-29 10:10" in India time. */
function istTime(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}
