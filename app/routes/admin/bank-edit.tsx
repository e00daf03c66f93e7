import { type FormEvent, useState } from "react";
import { data, useNavigation } from "react-router";
import {
  AdminPageHeader,
  adminMeta,
  BackLink,
  buttonPrimary,
  linkClass,
  Panel,
} from "../../components/admin/admin-page.tsx";
import {
  OfferPolicyFields,
  offerPolicyFromForm,
} from "../../components/admin/offer-policy-fields.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { FormMessage, TextAreaField, TextField } from "../../components/forms/form-field.tsx";
import { Form } from "../../components/router-links.tsx";
import {
  BANK_LIST_FIELDS,
  BANK_TEXT_FIELDS,
  HINDI_LIST_FIELDS,
  HINDI_TEXT_FIELDS,
  MAX_BANK_RATE,
  MAX_CALCULATOR_RATE,
  MIN_BANK_RATE,
  MIN_CALCULATOR_RATE,
  parseBankUpdate,
} from "../../domain/banks/schema.ts";
import { bankNotifyEmail, getBank, updateBank } from "../../modules/banks/banks.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/bank-edit";

const NOT_FOUND = "Bank not found.";

const TEXT_FIELDS = [...BANK_TEXT_FIELDS, ...HINDI_TEXT_FIELDS] as const;
const LIST_FIELDS = [...BANK_LIST_FIELDS, ...HINDI_LIST_FIELDS] as const;

type RateName = "calculatorRate" | "rateMin" | "rateMax";

/** One input of the form, a textarea when it has `rows`; declared here, rendered by BankField. */
interface BankInput {
  name: (typeof TEXT_FIELDS)[number] | (typeof LIST_FIELDS)[number] | RateName | "brandColor";
  label: string;
  rows?: number;
  type?: "date" | "color";
  /** A rate (% per annum): a number input between these bounds, in steps of 0.01. */
  range?: readonly [min: number, max: number];
  /** Not `required`: the English lists, description and colour (the Hindi text never is). */
  optional?: boolean;
  /** One entry per line; its errors arrive per entry. */
  list?: boolean;
  className?: string;
}

const WIDE = "sm:col-span-2";

const CALCULATOR_RATES = [MIN_CALCULATOR_RATE, MAX_CALCULATOR_RATE] as const;
const BANK_RATES = [MIN_BANK_RATE, MAX_BANK_RATE] as const;

const RATE_INPUTS: BankInput[] = [
  { name: "calculatorRate", label: "Calculator rate (% per annum)", range: CALCULATOR_RATES },
  { name: "rateMin", label: "Lowest rate (% per annum)", range: BANK_RATES },
  { name: "rateMax", label: "Highest rate (% per annum)", range: BANK_RATES },
  { name: "asOf", label: "Figures as of", type: "date" },
  { name: "interestRate", label: "Interest rate shown" },
  { name: "processingFee", label: "Processing fee", rows: 2 },
  { name: "paymentCharges", label: "Prepayment charges", rows: 2 },
];

const COMPARISON_INPUTS: BankInput[] = [
  { name: "name", label: "Name" },
  { name: "logo", label: "Logo" },
  { name: "purpose", label: "Purpose", rows: 2 },
  { name: "maxLoan", label: "Maximum loan", rows: 2 },
  { name: "tenure", label: "Tenure" },
  {
    name: "brandColor",
    label: "Brand colour",
    type: "color",
    optional: true,
    className: "sm:max-w-[10rem]",
  },
  { name: "eligibility", label: "Eligibility", rows: 3, className: WIDE },
];

/** The hints under some inputs. */
const HINTS: Partial<Record<BankInput["name"], string>> = {
  calculatorRate:
    "Default rate of the bank page's EMI calculator and of the eligibility check opened from it.",
  rateMin: "The rates table sorts by it and works out the EMI per ₹1 lakh at it.",
  interestRate: "For example 7.50% - 8.75%.",
  logo: "A site path such as /images/banks/sbi.svg.",
};

const DESCRIPTION_INPUT: BankInput = {
  name: "description",
  label: "Description",
  rows: 8,
  optional: true,
};

const LIST_INPUTS: BankInput[] = [
  { name: "pros", label: "Pros", rows: 8, list: true, optional: true },
  { name: "cons", label: "Cons", rows: 8, list: true, optional: true },
  { name: "documentation", label: "Documentation", rows: 8, list: true, optional: true },
];

/**
 * The Hindi fields' inputs (docs/product/pages.md "Hindi"): blank shows the English on /hi pages.
 */
const HINDI_INPUTS: BankInput[] = [
  { name: "descriptionHi", label: "Description (Hindi)", rows: 8, className: WIDE },
  { name: "purposeHi", label: "Purpose (Hindi)", rows: 2 },
  { name: "interestRateHi", label: "Interest rate shown (Hindi)", rows: 1 },
  { name: "maxLoanHi", label: "Maximum loan (Hindi)", rows: 2 },
  { name: "tenureHi", label: "Tenure (Hindi)", rows: 1 },
  { name: "processingFeeHi", label: "Processing fee (Hindi)", rows: 2 },
  { name: "paymentChargesHi", label: "Prepayment charges (Hindi)", rows: 2 },
  { name: "eligibilityHi", label: "Eligibility (Hindi)", rows: 3, className: WIDE },
  { name: "prosHi", label: "Plus points (Hindi, one per line)", rows: 6, list: true },
  { name: "consHi", label: "Cons (Hindi, one per line)", rows: 6, list: true },
  { name: "documentationHi", label: "Documentation (Hindi, one per line)", rows: 6, list: true },
];

/**
 * The form as the bank shape the API takes (docs/product/http-api.md): lists are one entry per line
 * (blank lines dropped), the calculator rate a number. Used by the browser check and by the action.
 */
function bankInputFromForm(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) input[key] = String(form.get(key) ?? "");
  for (const key of LIST_FIELDS) {
    input[key] = String(form.get(key) ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== "");
  }
  for (const key of ["calculatorRate", "rateMin", "rateMax"]) {
    const rate = String(form.get(key) ?? "").trim();
    input[key] = rate === "" ? undefined : Number(rate);
  }
  // The bank's contact for GharSetu (docs/product/borrower-view.md): blank clears it.
  input.notify_email = String(form.get("notify_email") ?? "");
  const color = form.get("brandColor");
  if (typeof color === "string" && color !== "") input.brandColor = color;
  // An unticked box sends nothing: this form always has the box, so absent means "not a partner".
  input.partner = form.get("partner") === "yes";
  input.offer_policy = offerPolicyFromForm(form);
  return input;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "banks");
  const bank = await getBank(params.slug);
  if (!bank) throw data({ message: NOT_FOUND }, { status: 404 });
  return { bank, notifyEmail: await bankNotifyEmail(bank.slug) };
}

type ActionResult =
  | { ok: true; message: string }
  | { ok: false; error: string; fields: Record<string, string> };

export async function action({ request, params }: Route.ActionArgs) {
  await requireRole(request, "banks");
  const result = await updateBank(params.slug, bankInputFromForm(await request.formData()));
  if (result.ok) {
    return data<ActionResult>({
      ok: true,
      message: `${result.bank.name} saved. The public pages show the change now.`,
    });
  }
  if (result.notFound) throw data({ message: NOT_FOUND }, { status: 404 });
  return data<ActionResult>(
    { ok: false, error: result.error, fields: result.fields },
    { status: 400 },
  );
}

export default function BankEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { bank, notifyEmail } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const result = clientErrors ? undefined : (actionData as ActionResult | undefined);
  const errors = clientErrors ?? (result && !result.ok ? result.fields : {});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = parseBankUpdate(bankInputFromForm(new FormData(event.currentTarget)));
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.fields);
      const firstField = Object.keys(parsed.fields)[0];
      const control = firstField ? event.currentTarget.elements.namedItem(firstField) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setClientErrors(null);
  }

  const errorCount = Object.keys(errors).length;
  const field = { bank, errors };

  return (
    <>
      <BackLink to="/admin/banks">← All banks</BackLink>
      <AdminPageHeader
        title={`Edit ${bank.name}`}
        description={
          <>
            Public page:{" "}
            <a href={`/loan/${bank.slug}`} className={linkClass}>
              /loan/{bank.slug}
            </a>
            . Figures are indicative and shown with their as-of date.
          </>
        }
      />
      <Form method="post" onSubmit={onSubmit} className="space-y-6" noValidate>
        {result?.ok ? <FormMessage kind="success">{result.message}</FormMessage> : null}
        {errorCount > 0 ? (
          <FormMessage kind="error">
            Not saved: {errorCount === 1 ? "one field needs" : `${errorCount} fields need`}{" "}
            attention. {(result && !result.ok ? result.error : null) ?? Object.values(errors)[0]}
          </FormMessage>
        ) : null}

        <Panel title="Rates">
          <BankFields inputs={RATE_INPUTS} grid="sm:grid-cols-2" {...field} />
        </Panel>

        <Panel title="Comparison details">
          <BankFields inputs={COMPARISON_INPUTS} grid="sm:grid-cols-2" {...field} />
        </Panel>

        <Panel title="Partner">
          <div className="flex items-start gap-3">
            <input
              id="bank-partner"
              name="partner"
              type="checkbox"
              value="yes"
              defaultChecked={bank.partner}
              className="mt-1 size-5 shrink-0"
            />
            <label htmlFor="bank-partner" className="text-sm">
              <span className="font-semibold">A lender GharSetu works with</span>: listed on{" "}
              <a href="/partners" className={linkClass}>
                /partners
              </a>
              .
            </label>
          </div>
        </Panel>

        <Panel title="Lending policy (fair offers)">
          <OfferPolicyFields
            policy={bank.offer_policy}
            updatedAt={bank.policy_updated_at}
            errors={errors}
          />
        </Panel>

        <Panel title="Lists (one entry per line)">
          <BankFields inputs={LIST_INPUTS} grid="lg:grid-cols-3" {...field} />
        </Panel>

        <Panel title="The bank's contact for GharSetu">
          <TextField
            label="Contact e-mail (not shown on the site)"
            name="notify_email"
            type="email"
            defaultValue={notifyEmail ?? ""}
            hint="Mailed once when a borrower stops sharing their file with this bank, asking it to stop processing and erase the file."
            error={errors.notify_email}
          />
        </Panel>

        <Panel title="Bank page text">
          <BankField input={DESCRIPTION_INPUT} {...field} />
        </Panel>

        <Panel title="Hindi text (shown on /hi pages)">
          <p className="mb-4 text-sm text-slate-700">
            Leave a field blank to show the English text on the Hindi page.
          </p>
          <BankFields inputs={HINDI_INPUTS} grid="sm:grid-cols-2" lang="hi" {...field} />
        </Panel>

        <button type="submit" className={buttonPrimary} disabled={saving}>
          {saving ? "Saving…" : "Save bank"}
        </button>
      </Form>
    </>
  );
}

type FieldProps = {
  bank: Route.ComponentProps["loaderData"]["bank"];
  errors: Record<string, string>;
  lang?: "hi";
};

function BankFields({
  inputs,
  grid,
  ...field
}: FieldProps & { inputs: readonly BankInput[]; grid: string }) {
  return (
    <div className={`grid gap-4 ${grid}`}>
      {inputs.map((input) => (
        <BankField key={input.name} input={input} {...field} />
      ))}
    </div>
  );
}

function BankField({ input, bank, errors, lang }: FieldProps & { input: BankInput }) {
  const value = bank[input.name];
  const { name, label, className } = input;
  // Blank Hindi text shows the English, so none of it is required.
  const required = !input.optional && lang !== "hi";
  const hint = HINTS[name];
  const defaultValue = Array.isArray(value) ? value.join("\n") : String(value ?? "");
  const error = errors[name] ?? (input.list ? firstListError(errors, name) : undefined);
  const field = { label, name, required, defaultValue, hint, error, className };
  if (input.rows) return <TextAreaField {...field} rows={input.rows} lang={lang} />;
  if (!input.range) return <TextField {...field} type={input.type ?? "text"} />;
  const [min, max] = input.range;
  return <TextField {...field} type="number" inputMode="decimal" step="0.01" min={min} max={max} />;
}

/** List errors arrive per entry ("pros.2"); show the first one under the list. */
function firstListError(errors: Record<string, string>, list: string): string | undefined {
  const key = Object.keys(errors).find((k) => k.startsWith(`${list}.`));
  return key ? `Line ${Number(key.split(".")[1]) + 1}: ${errors[key]}` : undefined;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Edit ${loaderData.bank.name}` : "Bank");
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/banks" backLabel="Back to all banks" />;
}
