import { jsonError } from "../../utils/http.server.ts";

// Any /api/… path without its own route answers JSON, not the HTML 404 page.
export function loader() {
  return jsonError(404, "Not found.");
}

export function action() {
  return jsonError(404, "Not found.");
}
