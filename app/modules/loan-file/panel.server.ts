// The team's "Loan file" panel on /admin/eligibility/:id (docs/product/loan-file.md): what it
// shows (each bank's application with who moved it, the banks left to propose) and its HTML forms
// are read by app/routes/+shared/loan-file-form.server.ts.

import { getDb } from "../../db/db.server.ts";
import { listBankApplications } from "./bank-applications.server.ts";

/** The panel's data: the applications with each history entry's author named. */
export async function loanFilePanel(leadId: number) {
  const [applications, banks] = await Promise.all([
    listBankApplications(leadId),
    getDb().selectFrom("banks").select(["slug", "name"]).orderBy("sort_order").execute(),
  ]);
  const userIds = [
    ...new Set(
      applications.flatMap((a) => a.history.map((h) => h.by)).filter((by) => by !== "borrower"),
    ),
  ] as number[];
  const users =
    userIds.length === 0
      ? []
      : await getDb()
          .selectFrom("users")
          .select(["id", "email"])
          .where("id", "in", userIds)
          .execute();
  const emails = new Map(users.map((u) => [Number(u.id), u.email]));
  const names = new Map(banks.map((b) => [b.slug, b.name]));
  const taken = new Set(applications.map((a) => a.bank));
  return {
    applications: applications.map((a) => ({
      ...a,
      bankName: names.get(a.bank) ?? a.bank.toUpperCase(),
      history: a.history.map((h) => ({
        stage: h.stage,
        at: h.at,
        by: h.by === "borrower" ? "the borrower" : (emails.get(h.by) ?? `user #${h.by}`),
      })),
    })),
    banksToPropose: banks.filter((b) => !taken.has(b.slug)),
  };
}
