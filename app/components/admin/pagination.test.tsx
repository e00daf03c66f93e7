import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PageSteps } from "./pagination.tsx";

// The Newer/Older pager of an uncounted list keeps the filter in its links and says where it is.

function render(page: number, more: boolean, params = new URLSearchParams("assigned=me")) {
  return renderToString(
    <MemoryRouter initialEntries={["/admin/list"]}>
      <PageSteps page={page} more={more} params={params} label="List pages" />
    </MemoryRouter>,
  );
}

const link = (html: string, text: string) =>
  html.match(new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${text}</a>`))?.[1] ?? null;

describe("PageSteps", () => {
  it("shows nothing when everything fits on the first page", () => {
    expect(render(1, false)).toBe("");
  });

  it("on the first page of more: Newer greyed out, Older to page 2 with the filter kept", () => {
    const html = render(1, true);
    expect(html).toContain('aria-label="List pages"');
    expect(link(html, "Newer")).toBeNull();
    expect(html).toMatch(/<span[^>]*aria-disabled="true"[^>]*>Newer<\/span>/);
    expect(link(html, "Older")).toBe("/admin/list?assigned=me&amp;page=2");
    expect(html).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>1</);
  });

  it("on a later page: Newer one page back (the first without ?page), Older only if more came", () => {
    expect(link(render(2, true), "Newer")).toBe("/admin/list?assigned=me");
    expect(link(render(3, false), "Newer")).toBe("/admin/list?assigned=me&amp;page=2");
    expect(link(render(3, false), "Older")).toBeNull();
    expect(link(render(2, false, new URLSearchParams()), "Newer")).toBe("/admin/list");
  });
});
