import { pageFields, TODAY } from "../../domain/calculators/fields.ts";
import {
  CALCULATORS,
  type CalculatorName,
  parseCalculatorInput,
} from "../../domain/calculators/index.ts";
import { istDay } from "../../domain/india-day.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import { verificationOffered } from "../../modules/otp/sms.server.ts";
import { seoForRequest } from "../../modules/seo/seo.server.ts";

/** Longer values are cut: no calculator parameter is near this, and junk stays small. */
const MAX_VALUE_LENGTH = 40;

/**
 * What a calculator page's loader returns: its SEO head, the form's values and whether the
 * callback form may offer phone verification (as on the home page). With no
 * parameter in the query the page shows its starting values (the domain's field specs) and their
 * result; with any, it shows exactly what the query says (missing ones come up as field
 * messages), so a shared link reproduces the result. The values are parsed here, with the API's
 * schema, and the page works its result out from that input with the API's arithmetic: the
 * browser needs zod only once the visitor changes a value (use-calculator.ts). A date that starts
 * as TODAY (PMAY's sanction date) starts as the day in India.
 */
export async function calculatorPageData<N extends CalculatorName>(
  name: N,
  request: Request,
  now: Date = new Date(),
) {
  const query = new URL(request.url).searchParams;
  const { fields } = CALCULATORS[name];
  const submitted = fields.some((field) => query.has(field.name));
  const values: Record<string, string> = {};
  for (const field of pageFields(fields)) {
    const start = field.start === TODAY ? istDay(now.toISOString()) : (field.start ?? "");
    values[field.name] = submitted
      ? (query.get(field.name) ?? "").slice(0, MAX_VALUE_LENGTH)
      : start;
  }
  // The EMI page's form asks for years; a link with ?months= (the API's other way) still works
  // when the months are whole years.
  if (name === "emi" && submitted && !query.get("years") && query.get("months")) {
    const months = Number(query.get("months"));
    values.years =
      Number.isInteger(months) && months % 12 === 0
        ? String(months / 12)
        : (query.get("months") ?? "");
  }
  const seo = await seoForRequest(`calculators-${name}`, request);
  return {
    seo,
    values,
    parsed: parseCalculatorInput(name, values),
    verifyPhone: verificationOffered(),
  };
}

/** The loader of every calculator page: its data and the catalogues its text comes from. */
export function calculatorLoader<N extends CalculatorName>(name: N) {
  return async ({ request }: { request: Request }) => ({
    ...(await calculatorPageData(name, request)),
    i18n: i18nFor(request, "calculators", "errors-calculators", "forms", "errors-forms"),
  });
}
