// Placeholder until the API lands.
export function loader() {
  return Response.json({ error: "Not implemented yet." }, { status: 501 });
}
