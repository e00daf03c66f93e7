// The home loan's tax benefit under the old and the new regime (docs/product/calculators.md
// "tax-benefit"): sections 24(b) and 80C of the Income-tax Act, 1961, and 22(2) and 123 of the
// Income-tax Act, 2025. An estimate: the page says it is not tax advice.

export const TAX_SLABS = [0, 5, 10, 15, 20, 25, 30] as const;
export const SELF_OCCUPIED_INTEREST_CAP = 200_000;
export const PRINCIPAL_CAP = 150_000;
/** Health and education cess on the tax. */
const CESS = 1.04;

export interface TaxBenefitInput {
  interest: number;
  principal: number;
  property: "self-occupied" | "let-out";
  rent: number;
  municipal_tax: number;
  other_80c: number;
  slab: (typeof TAX_SLABS)[number];
}

export interface RegimeBenefit {
  interest_deduction: number;
  principal_deduction: number;
  loss_carried_forward: number;
  tax_saved: number;
}

export interface TaxBenefitResult {
  old_regime: RegimeBenefit;
  new_regime: RegimeBenefit;
  better: "old" | "new" | "same";
}

function benefit(
  interest: number,
  principal: number,
  carried: number,
  slab: number,
): RegimeBenefit {
  return {
    interest_deduction: interest,
    principal_deduction: principal,
    loss_carried_forward: carried,
    tax_saved: Math.round((((interest + principal) * slab) / 100) * CESS),
  };
}

export function taxBenefitCalculator(input: TaxBenefitInput): TaxBenefitResult {
  const interest = Math.max(0, Math.round(input.interest));
  const principalRoom = Math.max(0, PRINCIPAL_CAP - Math.round(input.other_80c));
  const principal = Math.min(Math.max(0, Math.round(input.principal)), principalRoom);
  let oldRegime: RegimeBenefit;
  let newRegime: RegimeBenefit;
  if (input.property === "self-occupied") {
    oldRegime = benefit(Math.min(interest, SELF_OCCUPIED_INTEREST_CAP), principal, 0, input.slab);
    newRegime = benefit(0, 0, 0, input.slab);
  } else {
    const nav = Math.max(0, input.rent - input.municipal_tax);
    const afterStandard = Math.round(0.7 * nav);
    const oldDeduction = Math.min(interest, afterStandard + SELF_OCCUPIED_INTEREST_CAP);
    oldRegime = benefit(oldDeduction, principal, interest - oldDeduction, input.slab);
    newRegime = benefit(Math.min(interest, afterStandard), 0, 0, input.slab);
  }
  const better =
    oldRegime.tax_saved > newRegime.tax_saved
      ? "old"
      : oldRegime.tax_saved < newRegime.tax_saved
        ? "new"
        : "same";
  return { old_regime: oldRegime, new_regime: newRegime, better };
}
