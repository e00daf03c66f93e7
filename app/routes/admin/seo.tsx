import { type FormEvent, useRef, useState } from "react";
import { data, useNavigation } from "react-router";
import {
  AdminPageHeader,
  adminMeta,
  buttonPrimary,
  buttonSecondary,
  Options,
  PageNotice,
  Panel,
} from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { controlClass, FilterControl } from "../../components/admin/filter-bar.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { FormMessage, TextAreaField, TextField } from "../../components/forms/form-field.tsx";
import { Form } from "../../components/router-links.tsx";
import { parseSchemaJson, SEO_MESSAGES } from "../../domain/seo/schema.ts";
import { DEFAULT_LANG, isLang, LANGS, type Lang, localizeHref } from "../../i18n/lang.ts";
import { getSeoRecord, listSeoRecords, updateSeoRecord } from "../../modules/seo/seo.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { usePageFormState } from "../../utils/page-form-state.ts";
import type { Route } from "./+types/seo";

// Guidance, not limits: search engines cut titles around 60 characters and descriptions around
// 160, but a longer text is still valid (the server's own limits are 120 and 320).
const TITLE_GUIDE = 60;
const DESCRIPTION_GUIDE = 160;
const SAVED = "SEO updated successfully.";

/**
 * The languages of the records, in English: the admin area stays English (docs/product/pages.md
 * "Hindi").
 */
const LANGUAGE_LABELS: Record<Lang, string> = { en: "English", hi: "Hindi" };

function langParam(value: unknown): Lang {
  const text = typeof value === "string" ? value.trim().toLowerCase() : "";
  return isLang(text) ? text : DEFAULT_LANG;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "seo");
  const url = new URL(request.url);
  // The language of the record being edited: each page has an English and a Hindi record, and
  // saving one changes only that language's page head (ADR 022).
  const lang = langParam(url.searchParams.get("lang"));
  const records = await listSeoRecords();
  const wanted = (url.searchParams.get("page") ?? "").trim().toLowerCase();
  const english = wanted
    ? await getSeoRecord(wanted)
    : (records.find((r) => r.page === "home") ?? records[0]);
  const chosen =
    english && lang !== DEFAULT_LANG ? await getSeoRecord(english.page, lang) : english;
  return {
    lang,
    pages: records.map((r) => ({ page: r.page, path: r.path, title: r.meta_title })),
    missing: wanted && !english ? wanted : null,
    record: chosen
      ? {
          page: chosen.page,
          path: chosen.path,
          meta_title: chosen.meta_title,
          meta_description: chosen.meta_description,
          schema_json: JSON.stringify(chosen.schema_json, null, 2),
          updated_at: chosen.updated_at as string | null,
        }
      : english
        ? {
            // No record in this language yet: the first save creates it.
            page: english.page,
            path: localizeHref(english.path, lang),
            meta_title: "",
            meta_description: "",
            schema_json: "",
            updated_at: null,
          }
        : null,
  };
}

type ActionResult =
  | { ok: true; message: string }
  | { ok: false; error: string; fields: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request, "seo");
  const form = await request.formData();
  const page = String(form.get("page") ?? "");
  const lang = langParam(form.get("lang"));
  const schemaText = String(form.get("schema_json") ?? "");
  // Same check as the browser's, so a request that skipped the page's script gets the same answer.
  const schema = parseSchemaJson(schemaText);
  if (!schema.ok) {
    return data<ActionResult>(
      {
        ok: false,
        error: SEO_MESSAGES.schemaInvalid,
        fields: { schema_json: SEO_MESSAGES.schemaInvalid },
      },
      { status: 400 },
    );
  }
  const result = await updateSeoRecord(
    page,
    {
      meta_title: String(form.get("meta_title") ?? ""),
      meta_description: String(form.get("meta_description") ?? ""),
      schema_json: schemaText,
    },
    lang,
  );
  if (result.ok) return data<ActionResult>({ ok: true, message: SAVED });
  if (result.notFound) {
    return data<ActionResult>(
      {
        ok: false,
        error: `❌ Failed to update SEO: No SEO record for page "${page}".`,
        fields: {},
      },
      { status: 404 },
    );
  }
  const error =
    result.error === SEO_MESSAGES.schemaInvalid
      ? result.error
      : `❌ Failed to update SEO: ${result.error}`;
  return data<ActionResult>({ ok: false, error, fields: result.fields }, { status: 400 });
}

function Counter({ length, guide, id }: { length: number; guide: number; id: string }) {
  const over = length > guide;
  return (
    <span id={id} className={over ? "text-amber-800" : "text-slate-700"}>
      {length} characters · aim for about {guide}
      {over ? " (search results may cut it short)" : ""}
    </span>
  );
}

export default function SeoEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, record, missing, lang } = loaderData;
  const result = actionData as ActionResult | undefined;
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";

  return (
    <>
      <AdminPageHeader
        title="SEO"
        description="Title, description and structured data (JSON-LD) of each public page, as search engines see them."
      />

      <Panel className="mb-6">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <FilterControl id="seo-page" label="Page" className="min-w-[16rem] flex-1">
            <select
              id="seo-page"
              name="page"
              defaultValue={record?.page ?? ""}
              key={record?.page ?? ""}
              className={controlClass}
            >
              <Options options={pages.map((p) => [p.page, `${p.page} (${p.path})`] as const)} />
            </select>
          </FilterControl>
          <FilterControl id="seo-lang" label="Language">
            <select
              id="seo-lang"
              name="lang"
              defaultValue={lang}
              key={lang}
              className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2"
            >
              <Options options={LANGS.map((l) => [l, LANGUAGE_LABELS[l]] as const)} />
            </select>
          </FilterControl>
          <button type="submit" className={buttonSecondary}>
            Open
          </button>
        </Form>
      </Panel>

      {missing ? (
        <PageNotice kind="error">
          No SEO record for page "{missing}". Choose a page from the list.
        </PageNotice>
      ) : null}

      {record ? (
        <Panel
          title={`Editing: ${record.page} (${record.path})${lang === DEFAULT_LANG ? "" : `, ${LANGUAGE_LABELS[lang]}`}`}
        >
          <p className="-mt-2 mb-4 text-sm text-slate-700">
            {record.updated_at ? (
              <>
                Last changed <DateTime iso={record.updated_at} />
              </>
            ) : (
              `No ${LANGUAGE_LABELS[lang]} record yet: saving creates it.`
            )}
          </p>
          <SeoForm
            key={`${record.page}:${lang}:${record.updated_at}`}
            record={record}
            lang={lang}
            result={result}
            saving={saving}
          />
        </Panel>
      ) : null}
    </>
  );
}

function SeoForm({
  record,
  lang,
  result,
  saving,
}: {
  record: { page: string; meta_title: string; meta_description: string; schema_json: string };
  lang: Lang;
  result: ActionResult | undefined;
  saving: boolean;
}) {
  const [titleLength, setTitleLength] = useState(record.meta_title.length);
  const [descriptionLength, setDescriptionLength] = useState(record.meta_description.length);
  const [jsonError, setJsonError] = useState<string | null>(null);
  // Text typed before the script started is kept (hydration would put the stored text back into
  // the text areas) and the counters count it (ADR 019).
  const formRef = useRef<HTMLFormElement>(null);
  usePageFormState(formRef, (page) => {
    setTitleLength((n) => page.get("meta_title")?.length ?? n);
    setDescriptionLength((n) => page.get("meta_description")?.length ?? n);
  });
  // A fresh browser-side error replaces the last server answer.
  const serverResult = jsonError ? undefined : result;
  const serverFields = serverResult && !serverResult.ok ? serverResult.fields : {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const text = String(new FormData(event.currentTarget).get("schema_json") ?? "");
    const parsed = parseSchemaJson(text);
    if (!parsed.ok) {
      // Nothing is sent: the server would refuse it anyway.
      event.preventDefault();
      setJsonError(parsed.error);
      return;
    }
    setJsonError(null);
  }
  const schemaError = jsonError ?? serverFields.schema_json ?? null;

  return (
    <Form ref={formRef} method="post" onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="page" value={record.page} />
      <input type="hidden" name="lang" value={lang} />
      <TextField
        label="Meta title"
        name="meta_title"
        defaultValue={record.meta_title}
        required
        maxLength={120}
        onInput={(e) => setTitleLength(e.currentTarget.value.length)}
        hint={<Counter id="title-count" length={titleLength} guide={TITLE_GUIDE} />}
        error={serverFields.meta_title}
      />
      <TextAreaField
        label="Meta description"
        name="meta_description"
        defaultValue={record.meta_description}
        required
        rows={3}
        maxLength={320}
        onInput={(e) => setDescriptionLength(e.currentTarget.value.length)}
        hint={
          <Counter id="description-count" length={descriptionLength} guide={DESCRIPTION_GUIDE} />
        }
        error={serverFields.meta_description}
      />
      <TextAreaField
        label="Schema JSON (JSON-LD)"
        name="schema_json"
        defaultValue={record.schema_json}
        rows={14}
        monospace
        spellCheck={false}
        onInput={() => setJsonError(null)}
        hint="A JSON object or array. It is published in the page head as structured data."
        // The message itself is in the alert below; the field points to it rather than repeat it.
        aria-invalid={schemaError ? true : undefined}
        aria-describedby={schemaError ? "seo-form-error" : undefined}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonPrimary} disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
      </div>
      {serverResult?.ok ? <FormMessage kind="success">{serverResult.message}</FormMessage> : null}
      {jsonError ? (
        <FormMessage kind="error" id="seo-form-error">
          {jsonError}
        </FormMessage>
      ) : serverResult && !serverResult.ok ? (
        <FormMessage kind="error" id="seo-form-error">
          {serverResult.error}
        </FormMessage>
      ) : null}
    </Form>
  );
}

export const meta = () => adminMeta("SEO");

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/seo" backLabel="Back to the SEO editor" />;
}
