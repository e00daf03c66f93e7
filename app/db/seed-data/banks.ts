import { z } from "zod";
import { BANK_SLUGS } from "../../domain/enums.ts";
import banksJson from "./banks.json" with { type: "json" };
import type { BankSeed } from "./types.ts";

/**
 * The ten banks of the logo strip, in BANK_SLUGS order (the home comparison shows the first two).
 * Figures are indicative, as checked on `asOf`; admins keep them current from /admin/banks, and the
 * seed never overwrites an edited bank. Prepayment: RBI bars foreclosure and part-prepayment
 * charges on floating-rate loans to individual borrowers, so every bank says "Nil" there.
 * calculator_rate: docs/product/calculators.md gives sbi, hdfc, icici, axis and pnb; the others use
 * the fallback (6.5), so that the documented fallback still describes what users see.
 *
 * The text is data, kept in ./banks.json: a bank's documents name entries of `commonDocuments`
 * (most banks ask for the same papers) and its description is a list of paragraphs. It is checked
 * against this shape when the module loads, so a typo there fails at start-up.
 */
const text = z.string().min(1);

const BanksFile = z
  .object({
    asOf: z.iso.date(),
    commonDocuments: z.record(z.string(), text),
    banks: z.array(
      z.object({
        slug: z.enum(BANK_SLUGS),
        name: text,
        logo: text,
        purpose: text,
        interest_rate: text,
        max_loan: text,
        tenure: text,
        eligibility: text,
        payment_charges: text,
        processing_fee: text,
        pros: z.array(text),
        cons: z.array(text),
        documentation: z.array(z.string()),
        calculator_rate: z.number().positive(),
        rate_min: z.number().positive(),
        rate_max: z.number().positive(),
        description: z.array(text),
        brand_color: z.string().regex(/^#[0-9a-f]{6}$/),
      }),
    ),
  })
  .superRefine((file, ctx) => {
    for (const bank of file.banks) {
      for (const key of bank.documentation) {
        if (!(key in file.commonDocuments)) {
          ctx.addIssue({ code: "custom", message: `${bank.slug}: unknown document "${key}"` });
        }
      }
    }
  });

const FILE = BanksFile.parse(banksJson);

export const BANK_SEED: BankSeed[] = FILE.banks.map(({ description, documentation, ...bank }) => ({
  ...bank,
  documentation: documentation.map((key) => FILE.commonDocuments[key]),
  as_of: FILE.asOf,
  description: description.join("\n\n"),
}));
