import { data } from "react-router";
import { formatAmountInput } from "../components/wizard/amount-format.ts";
import {
  EligibilityWizard,
  type WizardServerState,
} from "../components/wizard/eligibility-wizard.tsx";
import { valuesFromFormData } from "../components/wizard/form-data.ts";
import { offersQuery } from "../components/wizard/wizard-delivery.ts";
import { toApplicationPayload } from "../domain/eligibility/payload.ts";
import { DEFAULT_WIZARD_INTEREST_RATE } from "../domain/enums.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { getBank } from "../modules/banks/banks.server.ts";
import { submitLead } from "../modules/leads/intake.server.ts";
import { verificationOffered } from "../modules/otp/sms.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { getSessionUser } from "../modules/sessions/sessions.server.ts";
import { cookieSource } from "../modules/speed-to-lead/source.server.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/eligibility-form";

// /eligibility-form: the five-step eligibility wizard (docs/product/pages.md and
// docs/product/forms.md). ?bank=SLUG checks at that bank's calculator rate;
// ?loanType=home-loan|construction-loan|re-finance preselects the loan purpose. The action is the
// no-JavaScript path: the full form posts here.

async function bankFor(slug: string | null | undefined) {
  const wanted = (slug ?? "").trim();
  return wanted ? await getBank(wanted) : undefined;
}

/** Amounts handed over in the query, grouped the Indian way as the wizard's inputs show them. */
function amountsFromQuery(query: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ["property_worth", "borrow_amount"]) {
    const value = formatAmountInput((query.get(key) ?? "").slice(0, 20).split(".")[0]);
    if (value !== "" && value !== "0") out[key] = value;
  }
  return out;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [bank, user, seo] = await Promise.all([
    bankFor(url.searchParams.get("bank")),
    getSessionUser(request),
    seoForRequest("eligibility-form", request),
  ]);
  return {
    seo,
    // The wizard, its domain messages, and the phone verification on its last step.
    i18n: i18nFor(request, "wizard", "errors-wizard", "forms", "errors-forms"),
    bank: bank ? { slug: bank.slug, name: bank.name, rate: bank.calculatorRate } : null,
    interestRate: bank?.calculatorRate ?? DEFAULT_WIZARD_INTEREST_RATE,
    loanType: url.searchParams.get("loanType"),
    verifyPhone: verificationOffered(),
    // A signed-in user need not type their contact details again; the eligibility calculator's
    // 'Check my eligibility' passes ?property_worth=&borrow_amount= (docs/product/calculators.md).
    prefill: {
      ...amountsFromQuery(url.searchParams),
      ...(user
        ? {
            first_name: user.name ?? "",
            last_name: user.surname ?? "",
            email: user.email,
            phone_number: user.mobile ?? "",
          }
        : {}),
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = valuesFromFormData(form);
  const bank = await bankFor(String(form.get("bank_slug") ?? ""));
  const interestRate = bank?.calculatorRate ?? DEFAULT_WIZARD_INTEREST_RATE;
  const user = await getSessionUser(request);
  // The same payload the stepper posts, with an id made here; submitLead parses it with
  // parseEligibilityApplication, works out the result and stores it.
  const result = await submitLead(
    {
      ...toApplicationPayload(values, {
        clientId: crypto.randomUUID(),
        interestRate,
        language: langOfRequest(request),
      }),
      bank_slug: bank?.slug ?? null,
      website: form.get("website"),
    },
    { userId: user?.id ?? null, cookieSource: cookieSource(request) },
  );
  if (!result.ok) {
    return data<WizardServerState>(
      { ok: false, error: result.error, fields: result.fields, values },
      { status: 400 },
    );
  }
  const { is_eligible, eligibility_message, calculated_emi, reference, pmay_candidate } =
    result.result;
  return data<WizardServerState>(
    {
      ok: true,
      result: { is_eligible, eligibility_message, calculated_emi, reference, pmay_candidate },
      interestRate,
      // The result's link to every lender's offer, with what the answers say (docs/product/offers.md
      // "Pages"), as the stepper's result has it.
      offersQuery: offersQuery(values),
    },
    { status: result.created ? 201 : 200 },
  );
}

export default function EligibilityForm({ loaderData, actionData }: Route.ComponentProps) {
  const { bank, interestRate, loanType, prefill } = loaderData;
  const { t, href } = useI18n();
  return (
    <div className="px-4 py-10 sm:py-14">
      <div className="mx-auto mb-8 max-w-2xl">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t("wizard.page.title")}</h1>
        <p className="mt-3 text-lg text-slate-700">{t("wizard.page.intro")}</p>
        {bank ? (
          <p className="mt-3 rounded-md bg-brand-50 p-3 text-brand-900">
            {t("wizard.page.bankRate", { bank: bank.name, rate: bank.rate })}
          </p>
        ) : null}
      </div>
      <EligibilityWizard
        bankSlug={bank?.slug ?? null}
        interestRate={interestRate}
        initialValues={prefill}
        loanType={loanType}
        verifyPhone={loaderData.verifyPhone}
        serverState={actionData ?? null}
        action={href(
          bank ? `/eligibility-form?bank=${encodeURIComponent(bank.slug)}` : "/eligibility-form",
        )}
      />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
