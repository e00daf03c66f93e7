import { apiRoute } from "../../modules/api-route.server.ts";
import { listProjects } from "../../modules/projects/projects.server.ts";

// GET /api/projects?bank=…&city=…: `bank` is the slug or the full name; unknown or missing → [].
const route = apiRoute({
  GET: async ({ request }) => {
    const query = new URL(request.url).searchParams;
    return Response.json(await listProjects({ bank: query.get("bank"), city: query.get("city") }));
  },
});

export const loader = route.loader;
export const action = route.action;
