import type { Stage } from "../../domain/loan-file/stages.ts";

// A bank application's stage as the team reads it (the admin area is English, docs/product/pages.md
// "Hindi"): the word always, the colour only as a second cue.

export const STAGE_LABELS: Record<Stage, string> = {
  proposed: "Proposed",
  approved: "Approved by borrower",
  declined: "Declined by borrower",
  logged_in: "Logged in",
  sanctioned: "Sanctioned",
  disbursed: "Disbursed",
  rejected: "Rejected by bank",
  withdrawn: "Withdrawn",
};

/** The colour of each stage, the same on the team's panel and the borrower's pages. */
export const STAGE_CLASSES: Record<Stage, string> = {
  proposed: "bg-amber-100 text-amber-900",
  approved: "bg-brand-100 text-brand-900",
  declined: "bg-slate-200 text-slate-800",
  logged_in: "bg-brand-100 text-brand-900",
  sanctioned: "bg-green-100 text-green-900",
  disbursed: "bg-green-200 text-green-950",
  rejected: "bg-red-100 text-red-900",
  withdrawn: "bg-slate-200 text-slate-800",
};

export function stageLabel(stage: string): string {
  return STAGE_LABELS[stage as Stage] ?? stage;
}

export function StageBadge({ stage }: { stage: string }) {
  const cls = STAGE_CLASSES[stage as Stage] ?? "bg-slate-100 text-slate-800";
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${cls}`}>
      {stageLabel(stage)}
    </span>
  );
}
