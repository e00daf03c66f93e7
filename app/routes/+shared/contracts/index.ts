import * as auth from "./auth.ts";
import * as borrower from "./borrower.ts";
import { calculators } from "./calculators.ts";
import * as callbacks from "./callbacks.ts";
import * as catalog from "./catalog.ts";
import type { Contract } from "./contract.ts";
import * as grievances from "./grievances.ts";
import * as leads from "./leads.ts";
import * as loanFile from "./loan-file.ts";
import * as myLoans from "./my-loans.ts";
import * as offers from "./offers.ts";
import * as operations from "./operations.ts";
import * as otp from "./otp.ts";
import * as reports from "./reports.ts";
import * as seo from "./seo.ts";
import * as team from "./team.ts";

// Every call's contract (docs/decisions/042-contracts.md): the OpenAPI document is written from
// this list, and tests/integration/misc.test.ts checks that every /api route of app/routes.ts has
// one here and every one here (but the server's own, `server: true`) a route. A contract file
// exports contracts only: anything else stops the document being built.

export const CONTRACTS: Contract[] = [
  ...[catalog, seo, auth, offers, grievances, loanFile, borrower, myLoans, reports, calculators],
  ...[operations, otp, leads, callbacks, team],
].flatMap((file) => Object.values(file));
