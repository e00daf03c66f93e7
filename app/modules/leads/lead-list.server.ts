import { listMasker } from "../../domain/team/masking.ts";
import { overdueBefore, resolveAssigned } from "../team/views.server.ts";
import type { PublicUser } from "../users/users.server.ts";
import { type LeadPage, listLeads } from "./list.server.ts";
import type { LeadFilter, LeadListQuery } from "./list-query.server.ts";

// The lead list as a viewer reads it, for the admin page and GET /api/eligibility-applications
// alike (docs/product/team.md "Working a lead" and "Masking"): one reading of the filters, one
// masking, so the page and the API cannot drift apart.

/** The rows a list query names for this viewer: `assigned=me` is the viewer, overdue is today in IST. */
export function leadFilterFor(query: LeadListQuery, viewer: PublicUser): LeadFilter {
  return {
    q: query.q,
    eligible: query.eligible,
    status: query.status,
    verified: query.verified,
    assigned: resolveAssigned(query.assigned, viewer.id),
    overdueBefore: overdueBefore(query.overdue),
    stage: query.stage,
    escalated: query.escalated,
    duplicates: query.duplicates,
    pmayCandidate: query.pmay_candidate,
  };
}

/** One page of the list, its contacts masked for anyone but an admin. */
export async function leadList(
  query: LeadListQuery,
  viewer: PublicUser,
  pageSize: number = query.pageSize,
): Promise<LeadPage> {
  const list = await listLeads({
    page: query.page,
    pageSize,
    after: query.after,
    ...leadFilterFor(query, viewer),
  });
  return { ...list, rows: list.rows.map(listMasker(viewer.role)) };
}
