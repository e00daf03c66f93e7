import { useId, useState } from "react";
import { useRevalidator, useSubmit } from "react-router";
import type { DocumentStatus } from "../../domain/loan-file/checklist.ts";
import { DOCUMENT_ACCEPT, formatFileSize } from "../../domain/loan-file/document-files.ts";
import { DOCUMENT_NAMES } from "../../domain/loan-file/notices.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { TitledPanel } from "../site/titled-panel.tsx";

// The borrower's document checklist (docs/product/loan-file.md "Documents"), on /track once the
// mobile is verified (and on /account): each item's status, the files sent, and an upload form
// per item: a file input, and a second one that opens the camera on a phone. The form is a plain
// multipart post that works without script; with script it goes to the JSON call by
// XMLHttpRequest instead, to show the progress of a large file, then the page looks up again.

export interface BorrowerDocumentData {
  code: string;
  status: DocumentStatus;
  reason?: string | null;
  files?: { name: string; size: number; uploaded_at: string }[];
}

export type UploadNotice = { ok: true; code: string } | { ok: false; code: string; error: string };

const STATUS_IDS = {
  pending: "loan-file.documents.status.pending",
  received: "loan-file.documents.status.received",
  verified: "loan-file.documents.status.verified",
  rejected: "loan-file.documents.status.rejected",
} as const satisfies Record<DocumentStatus, MessageId>;

const STATUS_CLASSES: Record<DocumentStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  received: "bg-brand-100 text-brand-900",
  verified: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
};

export interface BorrowerDocumentsProps {
  documents: BorrowerDocumentData[];
  /** Where the plain form posts, the JSON call for the enhanced upload, and the hidden fields. */
  upload?: {
    action: (code: string) => string;
    /** The JSON call for the enhanced upload with progress; without it the plain form posts. */
    api?: (code: string) => string;
    fields: Record<string, string>;
  };
  notice?: UploadNotice | null;
  /** Called after an enhanced upload succeeded, to show the new state (a new look-up). */
  onUploaded?: () => void;
  children?: React.ReactNode;
  headingLevel?: 2 | 3;
  /** An anchor for the redirect back after a plain upload (/account). */
  id?: string;
}

export function BorrowerDocuments({
  documents,
  upload,
  notice,
  onUploaded,
  children,
  headingLevel = 2,
  id,
}: BorrowerDocumentsProps) {
  const { t, lang } = useI18n();
  const names = DOCUMENT_NAMES[lang === "hi" ? "hi" : "en"];
  return (
    <TitledPanel id={id} headingLevel={headingLevel} title={t("loan-file.documents.title")}>
      <p className="mt-2 text-sm text-slate-700">{t("loan-file.documents.intro")}</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {documents.map((doc) => (
          <li key={doc.code} className="py-4" data-testid={`borrower-document-${doc.code}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-ink">
                {names[doc.code as keyof typeof names] ?? doc.code}
              </h3>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[doc.status]}`}
              >
                {t(STATUS_IDS[doc.status])}
              </span>
            </div>
            {doc.reason ? (
              <p className="mt-1 text-sm text-red-800">
                {t("loan-file.documents.reason", { reason: doc.reason })}
              </p>
            ) : null}
            {doc.files && doc.files.length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {doc.files.map((f, i) => (
                  <li key={`${f.name}-${i}`}>
                    {f.name} · {formatFileSize(f.size)}
                  </li>
                ))}
              </ul>
            ) : null}
            {upload ? (
              <UploadForm
                code={doc.code}
                upload={upload}
                notice={notice?.code === doc.code ? notice : null}
                onUploaded={onUploaded}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {children}
    </TitledPanel>
  );
}

function UploadForm({
  code,
  upload,
  notice,
  onUploaded,
}: {
  code: string;
  upload: NonNullable<BorrowerDocumentsProps["upload"]>;
  notice: UploadNotice | null;
  onUploaded?: () => void;
}) {
  const { t, message } = useI18n();
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const shown = error !== null ? { ok: false, error } : done ? { ok: true } : notice;

  // The enhancement: the same form data to the JSON call, with the upload's progress.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const api = upload.api;
    if (!api || typeof XMLHttpRequest === "undefined") return;
    event.preventDefault();
    const xhr = new XMLHttpRequest();
    setError(null);
    setDone(false);
    setPercent(0);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setPercent(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      setPercent(null);
      if (xhr.status === 201) {
        setDone(true);
        onUploaded?.();
        return;
      }
      let text = "Upload a PDF, JPEG or PNG file.";
      try {
        text = (JSON.parse(xhr.responseText) as { error?: string }).error ?? text;
      } catch {
        // not JSON: keep the generic message
      }
      setError(text);
    };
    xhr.onerror = () => {
      setPercent(null);
      setError("Send the file as multipart/form-data with one part named file.");
    };
    xhr.open("POST", api(code));
    xhr.send(new FormData(event.currentTarget));
  }

  return (
    <form
      method="post"
      action={upload.action(code)}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="mt-3 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      {Object.entries(upload.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${id}-file`} className="grid gap-1 text-sm">
        <span className="font-semibold text-slate-700">{t("loan-file.documents.file")}</span>
        <input id={`${id}-file`} type="file" name="file" accept={DOCUMENT_ACCEPT} />
      </label>
      <label htmlFor={`${id}-photo`} className="grid gap-1 text-sm">
        <span className="font-semibold text-slate-700">{t("loan-file.documents.photo")}</span>
        <input id={`${id}-photo`} type="file" name="photo" accept="image/*" capture="environment" />
      </label>
      <button
        type="submit"
        disabled={percent !== null}
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t("loan-file.documents.upload")}
      </button>
      {percent !== null ? (
        <div className="sm:col-span-3" role="status">
          <progress max={100} value={percent} className="w-full" />
          <span className="text-sm">{t("loan-file.documents.uploading", { percent })}</span>
        </div>
      ) : null}
      {shown ? (
        <p
          role={shown.ok ? "status" : "alert"}
          className={`text-sm font-medium sm:col-span-3 ${shown.ok ? "text-green-900" : "text-red-700"}`}
        >
          {shown.ok
            ? t("loan-file.documents.uploaded")
            : message((shown as { error: string }).error)}
        </p>
      ) : null}
    </form>
  );
}

/** Re-runs the page's look-up after an enhanced upload (the /track state lives in its action). */
export function useTrackRefresh(action: string, fields: Record<string, string>) {
  const submit = useSubmit();
  const revalidator = useRevalidator();
  return () => {
    if (fields.reference) submit({ intent: "track", ...fields }, { method: "post", action });
    else revalidator.revalidate();
  };
}
