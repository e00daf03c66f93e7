import { listProjects } from "../../modules/projects/projects.server.ts";
import { handleApiErrors, methodNotAllowed } from "../../utils/http.server.ts";
import type { Route } from "./+types/projects";

// GET /api/projects?bank=…&city=…: `bank` is the slug or the full name; unknown or missing → [].
export async function loader({ request }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    const query = new URL(request.url).searchParams;
    return Response.json(await listProjects({ bank: query.get("bank"), city: query.get("city") }));
  });
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
