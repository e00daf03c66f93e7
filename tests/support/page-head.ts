import { expect } from "vitest";
import type { ApiClient } from "./api-client.ts";

// A page's SEO head as the server renders it (docs/product/pages.md "SEO"), read over HTTP.

/** Text as React writes it into HTML (titles, attribute values). */
export const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The SEO record at `recordPath` and the server-rendered HTML of `pagePath`, which must answer 200
 * with the record's title and description in its head.
 */
export async function headOfRecord(client: ApiClient, recordPath: string, pagePath: string) {
  const record = (await client.get(recordPath)).json;
  const res = await client.get(pagePath, { accept: "text/html" });
  expect(res.status).toBe(200);
  const page = res.text;
  expect(page).toContain(`<title>${html(record.meta_title)}</title>`);
  expect(page).toContain(`<meta name="description" content="${html(record.meta_description)}"/>`);
  return { record, page };
}
