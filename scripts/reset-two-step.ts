// `npm run reset-two-step -- EMAIL`: the operator resets an account's two-step sign-in, for the
// admin who lost both phone and recovery codes when no other admin can do it on the Users page
// (docs/product/operations.md "Two-step sign-in"). Their sessions end; they enrol again at the
// next sign-in. Written to the access log as done by "operator".

import { closeDb } from "../app/db/db.server.ts";
import { resetTwoStepByOperator } from "../app/modules/two-step/two-step.server.ts";

const email = process.argv[2];
try {
  if (!email || email.startsWith("-")) {
    console.error("usage: npm run reset-two-step -- EMAIL");
    process.exitCode = 2;
  } else {
    const user = await resetTwoStepByOperator(email);
    if (user) {
      console.log(
        `two-step sign-in of ${user.email} reset: they set it up again at their next sign-in`,
      );
    } else {
      console.error(`no account with the email ${email}`);
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error(`reset failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
