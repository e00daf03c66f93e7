import type { ReactNode } from "react";
import type { LeadStatus } from "../../domain/enums.ts";

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  converted: "Converted",
  closed: "Closed",
};

const STATUS_CLASSES: Record<LeadStatus, string> = {
  new: "bg-brand-100 text-brand-900",
  contacted: "bg-amber-100 text-amber-900",
  converted: "bg-green-100 text-green-900",
  closed: "bg-slate-200 text-slate-800",
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as LeadStatus] ?? status;
}

/** A word in a coloured pill; colour is never the only cue, the word is always there. */
export function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}

/** A lead's status as staff set it. */
export function StatusBadge({ status }: { status: string }) {
  const cls = STATUS_CLASSES[status as LeadStatus] ?? "bg-slate-100 text-slate-800";
  return <Badge className={cls}>{statusLabel(status)}</Badge>;
}

/** Eligible yes/no as a word plus colour. */
export function EligibleBadge({ eligible }: { eligible: number | boolean }) {
  return eligible ? (
    <Badge className="bg-green-100 text-green-900">Yes</Badge>
  ) : (
    <Badge className="bg-red-100 text-red-900">No</Badge>
  );
}

/** Beside a mobile number that came with a valid OTP verification. */
export function VerifiedMark({ verified }: { verified: boolean }) {
  return verified ? <span className="ml-1 text-xs text-green-800">(verified)</span> : null;
}
