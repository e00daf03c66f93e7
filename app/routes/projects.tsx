import { type ComponentProps, useRef, useState } from "react";
import { data, redirect } from "react-router";
import { CityPicker, cityName } from "../components/city-picker.tsx";
import { Form } from "../components/router-links.tsx";
import { PageTitle } from "../components/site/page-title.tsx";
import { CITIES, cityFromSlug, citySlug } from "../domain/enums.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { localizeHref } from "../i18n/lang.ts";
import { getBank, listBanks } from "../modules/banks/banks.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { usePageFormState } from "../utils/page-form-state.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/projects";

// The loader says which choice is missing; the page words it in its language.
const MESSAGES = { bank: "bank.picker.errorBank", city: "bank.picker.errorCity" } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const bankParam = url.searchParams.get("bank");
  const cityParam = url.searchParams.get("city");
  const [banks, seo] = await Promise.all([listBanks(), seoForRequest("projects", request)]);
  const options = banks.map(({ slug, name }) => ({ slug, name }));
  const i18n = i18nFor(request, "bank");

  // The picker is a GET form (it works without JavaScript): a complete, valid choice goes
  // straight to the projects page; anything else comes back with a message and status 400.
  if (bankParam !== null || cityParam !== null) {
    const bank = bankParam ? await getBank(bankParam) : undefined;
    const city = cityParam ? cityFromSlug(cityParam) : undefined;
    if (bank && city) {
      const path = `/loan/${bank.slug}/projects/${citySlug(city)}`;
      throw redirect(localizeHref(path, langOfRequest(request)));
    }
    const errors: Partial<Record<"bank" | "city", (typeof MESSAGES)[keyof typeof MESSAGES]>> = {};
    if (!bank) errors.bank = MESSAGES.bank;
    if (!city) errors.city = MESSAGES.city;
    return data(
      {
        banks: options,
        seo,
        selected: { bank: bank?.slug ?? "", city: city ? citySlug(city) : "" },
        errors,
        i18n,
      },
      { status: 400 },
    );
  }
  return { banks: options, seo, selected: { bank: "", city: "" }, errors: {}, i18n };
}

const submitClass =
  "inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700";
const selectClass =
  "mt-1 block min-h-11 w-full rounded-xl border border-slate-400 bg-white px-3 text-base text-ink aria-invalid:border-red-600";

/** One of the picker's choices, with its label and, when the choice is missing, why. */
function PickerSelect({
  name,
  label,
  error,
  options,
  ...select
}: {
  name: "bank" | "city";
  label: string;
  error: string | undefined;
  options: ReadonlyArray<readonly [value: string, text: string]>;
} & Pick<ComponentProps<"select">, "value" | "defaultValue" | "onChange">) {
  const id = `projects-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={selectClass}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** /projects: choose a bank and a city, then see that bank's approved projects there. */
export default function Projects({ loaderData }: Route.ComponentProps) {
  const { banks, selected, errors } = loaderData;
  const errorOf = errors as Partial<Record<"bank" | "city", (typeof MESSAGES)["bank" | "city"]>>;
  const { t, href } = useI18n();
  const [bank, setBank] = useState(selected.bank || banks[0]?.slug || "");
  const bankName = banks.find((b) => b.slug === bank)?.name;
  // A bank chosen before the script started stays chosen, and the city tiles follow it (ADR 019).
  const formRef = useRef<HTMLFormElement>(null);
  usePageFormState(formRef, (page) => setBank((b) => page.get("bank") ?? b));

  return (
    <div className="mx-auto max-w-6xl px-4 pt-10">
      <PageTitle title={t("bank.picker.title")} intro={t("bank.picker.intro")} />

      <section
        aria-labelledby="picker-heading"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="picker-heading" className="text-xl font-bold text-ink">
          {t("bank.picker.heading")}
        </h2>
        <Form
          ref={formRef}
          method="get"
          action={href("/projects")}
          className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <PickerSelect
            name="bank"
            label={t("bank.picker.bank")}
            error={errorOf.bank && t(errorOf.bank)}
            value={bank}
            onChange={(event) => setBank(event.target.value)}
            options={banks.map((option) => [option.slug, option.name])}
          />
          <PickerSelect
            name="city"
            label={t("bank.picker.city")}
            error={errorOf.city && t(errorOf.city)}
            defaultValue={selected.city || citySlug(CITIES[0])}
            options={CITIES.map((city) => [citySlug(city), cityName(t, city)])}
          />
          <button type="submit" className={submitClass}>
            {t("bank.picker.submit")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="cities-heading" className="mt-10">
        <h2 id="cities-heading" className="text-xl font-bold text-ink">
          {bankName
            ? t("bank.picker.citiesHeadingFor", { bank: bankName })
            : t("bank.picker.citiesHeading")}
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-700">
          {bankName
            ? t("bank.picker.tilesIntro", { bank: bankName })
            : t("bank.picker.tilesIntroAny")}
        </p>
        {bank && <CityPicker bankSlug={bank} bankName={bankName} />}
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
