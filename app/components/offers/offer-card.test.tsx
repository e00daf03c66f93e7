import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { matchOffers } from "../../domain/offers/match.ts";
import { lender, WORKED_INPUTS } from "../../domain/offers/test-fixtures.ts";
import { I18nProvider } from "../../i18n/i18n.tsx";
import { OfferCard } from "./offer-card.tsx";

const PENAL = "2% a year on the overdue instalment.";
const [OFFER] = matchOffers(WORKED_INPUTS, [lender("sbi", { penal_charges: PENAL })]).offers;

function Root() {
  return (
    <I18nProvider>
      <Outlet />
    </I18nProvider>
  );
}

function Card() {
  return <OfferCard offer={OFFER} position={1} choosable={false} />;
}

const Stub = createRoutesStub([
  {
    id: "root",
    Component: Root,
    children: [
      { path: "/offers", Component: Card },
      { path: "/hi/offers", Component: Card },
    ],
  },
]);

// The penal charges are the lender's own words, in English (docs/product/offers.md, "Lending
// policies"): on the Hindi page they are marked as English, so that a screen reader does not read
// them with a Hindi voice.
describe("an offer's penal charges", () => {
  it.each(["/offers", "/hi/offers"])("are marked as English on %s", (path) => {
    const html = renderToString(<Stub initialEntries={[path]} />);
    expect(html).toContain(`<p lang="en" class="mt-2 text-slate-700">${PENAL}</p>`);
  });
});
