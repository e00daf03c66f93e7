import { listGrievances } from "../../modules/grievances/list.server.ts";
import { GRIEVANCE_THANKS, submitGrievance } from "../../modules/grievances/submit.server.ts";
import { enquiryCreated, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { grievances } from "../+shared/contracts/grievances.ts";

// docs/product/borrower-view.md "Grievances". POST (public): a grievance → 201 {reference}.
// GET (admins, the grievance officer): every grievance with its 30-day clock.

const route = apiRoute(grievances, {
  GET: async () => Response.json(await listGrievances()),
  POST: async ({ request }) => {
    return enquiryCreated(await submitGrievance(await readJsonBody(request)), GRIEVANCE_THANKS);
  },
});

export const loader = route.loader;
export const action = route.action;
