import type { BankSeed } from "./types.ts";

// Placeholder: the full data set for all ten banks is written in the foundation issue.
export const BANK_SEED: BankSeed[] = [];
