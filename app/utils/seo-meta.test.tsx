import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { type SeoHead, seoMeta, siteNameFrom } from "./seo-meta.ts";

const head = (overrides: Partial<SeoHead["record"]> = {}): SeoHead => ({
  record: {
    page: "loan-sbi",
    path: "/loan/sbi",
    meta_title: "SBI Home Loan | GharSetu",
    meta_description: "Compare SBI home loan rates.",
    schema_json: {
      "@context": "https://schema.org",
      "@type": "LoanOrCredit",
      name: "SBI Home Loan",
    },
    ...overrides,
  },
  canonical: "https://example.in/loan/sbi",
});

function HeadOnly() {
  return <Meta />;
}

/** Renders the head tags exactly as a page would: through React Router's <Meta />. */
function renderHead(seo: SeoHead, siteName = "GharSetu"): string {
  const Stub = createRoutesStub([
    { path: "/", meta: () => seoMeta(seo, siteName), Component: HeadOnly },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("seoMeta", () => {
  it("lists title, description, canonical, Open Graph, Twitter and JSON-LD", () => {
    const tags = seoMeta(head(), "GharSetu");
    expect(tags).toContainEqual({ title: "SBI Home Loan | GharSetu" });
    expect(tags).toContainEqual({ name: "description", content: "Compare SBI home loan rates." });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.in/loan/sbi",
    });
    expect(tags).toContainEqual({ property: "og:title", content: "SBI Home Loan | GharSetu" });
    expect(tags).toContainEqual({
      property: "og:description",
      content: "Compare SBI home loan rates.",
    });
    expect(tags).toContainEqual({ property: "og:url", content: "https://example.in/loan/sbi" });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "GharSetu" });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_IN" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(tags).toContainEqual({ "script:ld+json": head().record.schema_json });
  });

  it("gives a Hindi page og:locale hi_IN, with English as the alternate", () => {
    const tags = seoMeta({ ...head(), lang: "hi", locale: "hi_IN" });
    expect(tags).toContainEqual({ property: "og:locale", content: "hi_IN" });
    expect(tags).toContainEqual({ property: "og:locale:alternate", content: "en_IN" });
    expect(tags).not.toContainEqual({ property: "og:locale", content: "en_IN" });
    expect(seoMeta(head())).toContainEqual({ property: "og:locale:alternate", content: "hi_IN" });
  });

  it("marks the home page as a website", () => {
    expect(seoMeta(head({ page: "home", path: "/" }))).toContainEqual({
      property: "og:type",
      content: "website",
    });
  });

  it("falls back to the site name when there is no SEO data (e.g. the loader failed)", () => {
    expect(seoMeta(undefined, "GharSetu")).toEqual([{ title: "GharSetu" }]);
    expect(seoMeta(null)).toEqual([{ title: "GharSetu" }]);
  });

  it("skips JSON-LD that is not an object or a list of objects", () => {
    const tags = seoMeta(
      head({ schema_json: [1, 2] as unknown as SeoHead["record"]["schema_json"] }),
    );
    expect(tags.some((t) => "script:ld+json" in t)).toBe(false);
  });

  it("renders the tags into the head markup", () => {
    const html = renderHead(head());
    expect(html).toContain("<title>SBI Home Loan | GharSetu</title>");
    expect(html).toContain('<meta name="description" content="Compare SBI home loan rates."/>');
    expect(html).toContain('<link rel="canonical" href="https://example.in/loan/sbi"/>');
    expect(html).toContain('<meta property="og:locale" content="en_IN"/>');
    expect(html).toContain('<script type="application/ld+json">');
  });

  it("escapes record content so that it cannot close the JSON-LD script (no XSS)", () => {
    const attack = "</script><script>alert(1)</script><!-- & \u2028\u2029";
    const html = renderHead(
      head({
        meta_title: attack,
        meta_description: attack,
        schema_json: {
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: attack,
          [attack]: [attack],
        },
      }),
    );
    // Exactly one script element, and it is the JSON-LD one.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<!--");
    const script =
      html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    // The escaped text still parses back to exactly what the admin typed.
    expect(JSON.parse(script).name).toBe(attack);
    // Title and meta content are text and attributes: React escapes them.
    expect(html).toContain("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("siteNameFrom", () => {
  it("reads the site name from the root loader data", () => {
    expect(siteNameFrom([{ id: "root", loaderData: { site: { name: "Acme Loans" } } }])).toBe(
      "Acme Loans",
    );
    expect(siteNameFrom([{ id: "root", data: { site: { name: "Acme Loans" } } }])).toBe(
      "Acme Loans",
    );
    expect(siteNameFrom([{ id: "home", loaderData: {} }])).toBe("GharSetu");
    expect(siteNameFrom([])).toBe("GharSetu");
  });
});
