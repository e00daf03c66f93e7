import { DOCUMENT_ACCEPT, formatFileSize } from "../../domain/loan-file/document-files.ts";
import { buttonPrimary, buttonSecondary, linkClass, Panel } from "../admin/admin-page.tsx";
import { DateTime } from "../admin/date-time.tsx";

// The team's "Documents" panel on a lead's page (docs/product/loan-file.md "Documents"): each
// checklist item with its status, its files (download links to the logged API call), an upload
// form, and Verify / Reject with a reason. Plain HTML forms posted to the routes under
// /admin/eligibility/{id}/documents/{code}, which answer with a redirect back here: they work
// without JavaScript. The admin area stays English (app/i18n/README.md).

export interface AdminChecklistItem {
  code: string;
  label: string;
  status: "pending" | "received" | "verified" | "rejected";
  reason: string | null;
  files: {
    id: number;
    name: string;
    size: number;
    content_type: string;
    uploaded_at: string;
    uploaded_by: "borrower" | "staff";
  }[];
}

export interface DocumentsNotice {
  code: string;
  ok: boolean;
  message: string;
}

const STATUS: Record<AdminChecklistItem["status"], { label: string; className: string }> = {
  pending: { label: "Awaited", className: "bg-amber-100 text-amber-900" },
  received: { label: "Received, to review", className: "bg-brand-100 text-brand-900" },
  verified: { label: "Verified", className: "bg-green-100 text-green-900" },
  rejected: { label: "Rejected", className: "bg-red-100 text-red-900" },
};

export function DocumentsPanel({
  leadId,
  items,
  notice,
  closed,
}: {
  leadId: number;
  items: AdminChecklistItem[];
  notice: DocumentsNotice | null;
  closed: boolean;
}) {
  const base = `/admin/eligibility/${leadId}/documents`;
  return (
    <Panel title="Documents">
      <div id="documents" />
      {closed ? (
        <p className="mb-3 text-sm text-slate-700">
          The borrower withdrew consent: their files were deleted and no new ones are taken.
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {items.map((item) => {
          const status = STATUS[item.status];
          const mine = notice?.code === item.code ? notice : null;
          return (
            <li key={item.code} className="py-4" data-testid={`document-${item.code}`}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-ink">{item.label}</h3>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.className}`}
                >
                  {status.label}
                </span>
              </div>
              {item.reason ? (
                <p className="mt-1 text-sm text-red-800">Reason: {item.reason}</p>
              ) : null}
              {mine ? (
                <p
                  role={mine.ok ? "status" : "alert"}
                  className={`mt-2 text-sm font-medium ${mine.ok ? "text-green-900" : "text-red-700"}`}
                >
                  {mine.message}
                </p>
              ) : null}
              {item.files.length > 0 ? (
                <ul className="mt-2 space-y-1 text-sm">
                  {item.files.map((file) => (
                    <li key={file.id}>
                      <a href={`/api/documents/${file.id}`} className={linkClass} download>
                        {file.name}
                      </a>{" "}
                      · {formatFileSize(file.size)} · by {file.uploaded_by} ·{" "}
                      <DateTime iso={file.uploaded_at} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {closed ? null : (
                <div className="mt-3 flex flex-wrap items-end gap-4">
                  <form
                    method="post"
                    action={`${base}/${item.code}`}
                    encType="multipart/form-data"
                    className="flex flex-wrap items-end gap-2"
                  >
                    <label className="grid gap-1 text-sm">
                      <span className="font-semibold text-slate-700">Upload a file</span>
                      <input type="file" name="file" accept={DOCUMENT_ACCEPT} required />
                    </label>
                    <button type="submit" className={buttonSecondary}>
                      Upload
                    </button>
                  </form>
                  {item.files.length > 0 ? (
                    <>
                      <form method="post" action={`${base}/${item.code}/review`}>
                        <input type="hidden" name="status" value="verified" />
                        <button type="submit" className={buttonPrimary}>
                          Verify
                        </button>
                      </form>
                      <form
                        method="post"
                        action={`${base}/${item.code}/review`}
                        className="flex flex-wrap items-end gap-2"
                      >
                        <input type="hidden" name="status" value="rejected" />
                        <label className="grid gap-1 text-sm">
                          <span className="font-semibold text-slate-700">Reason to reject</span>
                          <input
                            name="reason"
                            maxLength={500}
                            required
                            className="rounded-md border border-slate-400 px-2 py-1"
                          />
                        </label>
                        <button type="submit" className={buttonSecondary}>
                          Reject
                        </button>
                      </form>
                    </>
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
