import { CITIES, type City, citySlug } from "../domain/enums.ts";
import { type I18nApi, useI18n } from "../i18n/i18n.tsx";
import type { MessageId } from "../i18n/types.ts";
import { Link } from "./router-links.tsx";

/** A city's name in the page's language (the "bank" namespace: bank.city.*). */
export function cityName(t: I18nApi["t"], city: City): string {
  return t(`bank.city.${city}` as MessageId);
}

interface CityPickerProps {
  /** The bank whose approved projects the tiles open. */
  bankSlug: string;
  /** Read out after each city ("Mumbai: State Bank of India approved projects"). */
  bankName?: string;
}

/**
 * The approved-projects city tiles (docs/product/pages.md "Approved projects"): Kolkata, Mumbai,
 * Hyderabad, Chennai, Pune, Bangalore, Delhi, each a plain link to /loan/{bank}/projects/{city
 * lowercase}. Each tile names a few well-known home-buying areas of its city (bank.cityNotes.*). A
 * page that renders the tiles lists the "bank" namespace.
 */
export function CityPicker({ bankSlug, bankName }: CityPickerProps) {
  const { t, href } = useI18n();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {CITIES.map((city) => (
        <li key={city}>
          <Link
            to={href(`/loan/${encodeURIComponent(bankSlug)}/projects/${citySlug(city)}`)}
            className="group flex h-full min-h-20 items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-500 hover:bg-brand-50"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 32 32"
              width="32"
              height="32"
              className="mt-0.5 shrink-0 text-brand-600"
            >
              <path
                d="M3 29h26M6 29V13h7v16M13 29V5h9v24M22 29V17h5v12M16 9h3M16 13h3M16 17h3M16 21h3M9 17h1M9 21h1"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span>
              <span className="block font-semibold text-ink group-hover:text-brand-700">
                {cityName(t, city)}
                {bankName && (
                  <span className="sr-only">
                    {t("bank.cityPicker.tileSuffix", { bank: bankName })}
                  </span>
                )}
              </span>
              <span className="mt-0.5 block text-xs text-slate-600">
                {t(`bank.cityNotes.${city}` as MessageId)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
