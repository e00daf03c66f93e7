// What the /my-loan page and /account's "My loan" section show after each post
// (docs/product/my-loan.md "Pages"): shared by the page's module (app/modules/my-loans/page.server.ts)
// and the components that render it.

import type { BalanceSeries } from "./charts.ts";
import type { SavedLoanView } from "./outlook.ts";

/** A saved loan as the page shows it: the answer's figures and outlook, and its two balance lines. */
export interface MyLoanCard extends SavedLoanView {
  balances: BalanceSeries;
}

export type MyLoanForm = "phone" | "code" | "save" | "delete" | "ask";

export type MyLoanNotice =
  | { kind: "code-sent" }
  | { kind: "saved"; loanId: number }
  | { kind: "deleted" }
  | { kind: "asked"; loanId: number; reference: string };

export interface MyLoanRefusal {
  form: MyLoanForm;
  /** The loan whose delete or ask form it answers. */
  loanId?: number;
  message: string;
  fields: Record<string, string>;
}

export interface MyLoanPageState {
  /** "phone": no code yet; "code": a code was sent; "verified": the token below is live. */
  step: "phone" | "code" | "verified";
  phone: string;
  /** The verification token carried from post to post ("" until verified; none on /account). */
  token: string;
  notice: MyLoanNotice | null;
  refusal: MyLoanRefusal | null;
  /** The save or ask form's values as typed, given back with a refusal. */
  values: Record<string, string>;
  loans: MyLoanCard[] | null;
}
