import { listProjects } from "../../modules/projects/projects.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { projects } from "../+shared/contracts/catalog.ts";

// GET /api/projects?bank=…&city=…: `bank` is the slug or the full name; unknown or missing → [].
const route = apiRoute(projects, {
  GET: async ({ query }) => Response.json(await listProjects(query)),
});

export const loader = route.loader;
export const action = route.action;
