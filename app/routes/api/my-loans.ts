import { startResetNotices } from "../../modules/my-loans/notices.server.ts";
import { listMyLoans, saveLoan } from "../../modules/my-loans/saved-loans.server.ts";
import { failure, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { myLoans } from "../+shared/contracts/my-loans.ts";

// docs/product/my-loan.md "Saving a loan". POST {phone, otp_verification, …} → 201 {id}; GET
// ?phone=…&otp_verification=… → {loans: [… with their outlook]}. Bad input → 400 {error, fields};
// no or a stale verification → 400 naming otp_verification.

const NO_STORE = { "Cache-Control": "no-store" };

const route = apiRoute(myLoans, {
  GET: async ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const result = await listMyLoans(query);
    if (!result.ok) return failure(result, NO_STORE);
    return Response.json({ loans: result.loans }, { headers: NO_STORE });
  },
  POST: async ({ request }) => {
    const result = await saveLoan(await readJsonBody(request));
    if (!result.ok) return failure(result, NO_STORE);
    // A loan saved within 15 days of its reset is told at once ("Told when it matters").
    startResetNotices();
    return Response.json({ id: result.id }, { status: 201, headers: NO_STORE });
  },
});

export const loader = route.loader;
export const action = route.action;
