import { authMe, login, logout, mfa, mfaReset, mfaSetup, register } from "./auth.ts";
import { consentWithdraw, track } from "./borrower.ts";
import { calculators } from "./calculators.ts";
import { callbackRequestContract, callbackRequests } from "./callbacks.ts";
import { bankBySlug, banks, projects } from "./catalog.ts";
import type { Contract } from "./contract.ts";
import { grievances } from "./grievances.ts";
import { contactMessages, lead, leadCalls, leads } from "./leads.ts";
import {
  bankApplication,
  documentFile,
  leadBankApplications,
  leadDocument,
  leadDocumentFiles,
  leadDocuments,
  trackBankApplication,
  trackDocumentFiles,
} from "./loan-file.ts";
import { benchmarks, myLoan, myLoans } from "./my-loans.ts";
import { chooseOffer, offer, offers } from "./offers.ts";
import { healthz, metrics, openapi, readyz } from "./operations.ts";
import { otp, otpVerify } from "./otp.ts";
import { funnel } from "./reports.ts";
import { seoPage } from "./seo.ts";
import { callbackNotes, leadNotes, me, user } from "./team.ts";

// Every call's contract (docs/decisions/042-contracts.md): the OpenAPI document is written from
// this list, and tests/integration/misc.test.ts checks that every /api route of app/routes.ts has
// one here and every one here (but the server's own, `server: true`) a route.
export const CONTRACTS: Contract[] = [
  banks,
  bankBySlug,
  projects,
  seoPage,
  register,
  login,
  logout,
  authMe,
  mfaSetup,
  mfa,
  mfaReset,
  offers,
  offer,
  chooseOffer,
  grievances,
  leadBankApplications,
  bankApplication,
  trackBankApplication,
  leadDocuments,
  leadDocument,
  leadDocumentFiles,
  trackDocumentFiles,
  documentFile,
  track,
  consentWithdraw,
  benchmarks,
  myLoans,
  myLoan,
  funnel,
  ...Object.values(calculators),
  openapi,
  otp,
  otpVerify,
  leads,
  lead,
  contactMessages,
  callbackRequests,
  callbackRequestContract,
  leadCalls,
  leadNotes,
  callbackNotes,
  me,
  user,
  healthz,
  readyz,
  metrics,
];
