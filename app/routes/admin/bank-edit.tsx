import { type FormEvent, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import {
  AdminPageHeader,
  adminMeta,
  buttonPrimary,
  linkClass,
  Panel,
} from "../../components/admin/admin-page.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { FormMessage, TextAreaField, TextField } from "../../components/forms/form-field.tsx";
import {
  HINDI_LIST_FIELDS,
  HINDI_TEXT_FIELDS,
  MAX_BANK_RATE,
  MAX_CALCULATOR_RATE,
  MIN_BANK_RATE,
  MIN_CALCULATOR_RATE,
  parseBankUpdate,
} from "../../domain/banks/schema.ts";
import { getBank, updateBank } from "../../modules/banks/banks.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/bank-edit";

const NOT_FOUND = "Bank not found.";

const TEXT_FIELDS = [
  "name",
  "logo",
  "purpose",
  "interestRate",
  "maxLoan",
  "tenure",
  "eligibility",
  "paymentCharges",
  "processingFee",
  "description",
  "asOf",
  ...HINDI_TEXT_FIELDS,
] as const;
const LIST_FIELDS = ["pros", "cons", "documentation", ...HINDI_LIST_FIELDS] as const;

/**
 * The Hindi fields' inputs (docs/product/pages.md "Hindi"): blank shows the English on /hi pages.
 */
const HINDI_INPUTS: {
  name: (typeof HINDI_TEXT_FIELDS)[number] | (typeof HINDI_LIST_FIELDS)[number];
  label: string;
  rows: number;
  list?: boolean;
  wide?: boolean;
}[] = [
  { name: "descriptionHi", label: "Description (Hindi)", rows: 8, wide: true },
  { name: "purposeHi", label: "Purpose (Hindi)", rows: 2 },
  { name: "interestRateHi", label: "Interest rate shown (Hindi)", rows: 1 },
  { name: "maxLoanHi", label: "Maximum loan (Hindi)", rows: 2 },
  { name: "tenureHi", label: "Tenure (Hindi)", rows: 1 },
  { name: "processingFeeHi", label: "Processing fee (Hindi)", rows: 2 },
  { name: "paymentChargesHi", label: "Prepayment charges (Hindi)", rows: 2 },
  { name: "eligibilityHi", label: "Eligibility (Hindi)", rows: 3, wide: true },
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
  const color = form.get("brandColor");
  if (typeof color === "string" && color !== "") input.brandColor = color;
  // An unticked box sends nothing: this form always has the box, so absent means "not a partner".
  input.partner = form.get("partner") === "yes";
  return input;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "banks");
  const bank = await getBank(params.slug);
  if (!bank) throw data({ message: NOT_FOUND }, { status: 404 });
  return { bank };
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
  const { bank } = loaderData;
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

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/banks" className={linkClass}>
          ← All banks
        </Link>
      </p>
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
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Calculator rate (% per annum)"
              name="calculatorRate"
              type="number"
              inputMode="decimal"
              step="0.01"
              min={MIN_CALCULATOR_RATE}
              max={MAX_CALCULATOR_RATE}
              required
              defaultValue={String(bank.calculatorRate)}
              hint="Default rate of the bank page's EMI calculator and of the eligibility check opened from it."
              error={errors.calculatorRate}
            />
            <TextField
              label="Lowest rate (% per annum)"
              name="rateMin"
              type="number"
              inputMode="decimal"
              step="0.01"
              min={MIN_BANK_RATE}
              max={MAX_BANK_RATE}
              required
              defaultValue={String(bank.rateMin)}
              hint="The rates table sorts by it and works out the EMI per ₹1 lakh at it."
              error={errors.rateMin}
            />
            <TextField
              label="Highest rate (% per annum)"
              name="rateMax"
              type="number"
              inputMode="decimal"
              step="0.01"
              min={MIN_BANK_RATE}
              max={MAX_BANK_RATE}
              required
              defaultValue={String(bank.rateMax)}
              error={errors.rateMax}
            />
            <TextField
              label="Figures as of"
              name="asOf"
              type="date"
              required
              defaultValue={bank.asOf}
              error={errors.asOf}
            />
            <TextField
              label="Interest rate shown"
              name="interestRate"
              required
              defaultValue={bank.interestRate}
              hint="For example 7.50% - 8.75%."
              error={errors.interestRate}
            />
            <TextAreaField
              rows={2}
              label="Processing fee"
              name="processingFee"
              required
              defaultValue={bank.processingFee}
              error={errors.processingFee}
            />
            <TextAreaField
              rows={2}
              label="Prepayment charges"
              name="paymentCharges"
              required
              defaultValue={bank.paymentCharges}
              error={errors.paymentCharges}
            />
          </div>
        </Panel>

        <Panel title="Comparison details">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Name"
              name="name"
              required
              defaultValue={bank.name}
              error={errors.name}
            />
            <TextField
              label="Logo"
              name="logo"
              required
              defaultValue={bank.logo}
              hint="A site path such as /images/banks/sbi.svg."
              error={errors.logo}
            />
            <TextAreaField
              rows={2}
              label="Purpose"
              name="purpose"
              required
              defaultValue={bank.purpose}
              error={errors.purpose}
            />
            <TextAreaField
              rows={2}
              label="Maximum loan"
              name="maxLoan"
              required
              defaultValue={bank.maxLoan}
              error={errors.maxLoan}
            />
            <TextField
              label="Tenure"
              name="tenure"
              required
              defaultValue={bank.tenure}
              error={errors.tenure}
            />
            <TextField
              label="Brand colour"
              name="brandColor"
              type="color"
              defaultValue={bank.brandColor}
              error={errors.brandColor}
              className="sm:max-w-[10rem]"
            />
            <TextAreaField
              label="Eligibility"
              name="eligibility"
              required
              rows={3}
              defaultValue={bank.eligibility}
              error={errors.eligibility}
              className="sm:col-span-2"
            />
          </div>
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

        <Panel title="Lists (one entry per line)">
          <div className="grid gap-4 lg:grid-cols-3">
            <TextAreaField
              label="Pros"
              name="pros"
              rows={8}
              defaultValue={bank.pros.join("\n")}
              error={errors.pros ?? firstListError(errors, "pros")}
            />
            <TextAreaField
              label="Cons"
              name="cons"
              rows={8}
              defaultValue={bank.cons.join("\n")}
              error={errors.cons ?? firstListError(errors, "cons")}
            />
            <TextAreaField
              label="Documentation"
              name="documentation"
              rows={8}
              defaultValue={bank.documentation.join("\n")}
              error={errors.documentation ?? firstListError(errors, "documentation")}
            />
          </div>
        </Panel>

        <Panel title="Bank page text">
          <TextAreaField
            label="Description"
            name="description"
            rows={8}
            defaultValue={bank.description}
            error={errors.description}
          />
        </Panel>

        <Panel title="Hindi text (shown on /hi pages)">
          <p className="mb-4 text-sm text-slate-700">
            Leave a field blank to show the English text on the Hindi page.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {HINDI_INPUTS.map((input) => {
              const value = bank[input.name];
              return (
                <TextAreaField
                  key={input.name}
                  label={input.label}
                  name={input.name}
                  rows={input.rows}
                  lang="hi"
                  defaultValue={Array.isArray(value) ? value.join("\n") : (value ?? "")}
                  error={
                    errors[input.name] ??
                    (input.list ? firstListError(errors, input.name) : undefined)
                  }
                  className={input.wide ? "sm:col-span-2" : undefined}
                />
              );
            })}
          </div>
        </Panel>

        <button type="submit" className={buttonPrimary} disabled={saving}>
          {saving ? "Saving…" : "Save bank"}
        </button>
      </Form>
    </>
  );
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
