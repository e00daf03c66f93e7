import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BANK_SLUGS } from "../../app/domain/enums.ts";
import { ApiClient } from "../support/api-client.ts";

// Banks and approved projects (docs/product/http-api.md). The server is shared with the other test
// files, so the bank this file edits (indusind) is put back afterwards.

const baseUrl = inject("baseUrl");
const EDITED = "indusind";

const anonymous = new ApiClient(baseUrl);
const customer = new ApiClient(baseUrl);
const admin = new ApiClient(baseUrl);
// biome-ignore lint/suspicious/noExplicitAny: the bank as GET returns it
let original: any;

beforeAll(async () => {
  await customer.registerCustomer("catalog");
  await admin.login();
  original = (await anonymous.get(`/api/banks/${EDITED}`)).json;
});

afterAll(async () => {
  if (original) await admin.put(`/api/banks/${EDITED}`, original);
});

describe("GET /api/banks", () => {
  it("answers 200 with the ten banks in display order and every field", async () => {
    const res = await anonymous.get("/api/banks");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.json.map((b: { slug: string }) => b.slug)).toEqual(BANK_SLUGS);
    const [sbi, hdfc] = res.json;
    expect(sbi).toMatchObject({
      slug: "sbi",
      name: "State Bank of India",
      logo: "/images/banks/sbi.svg",
      calculatorRate: 7.5,
      asOf: "2026-11-01",
      interestRate: expect.stringMatching(/\d/),
      maxLoan: expect.any(String),
      tenure: expect.any(String),
      eligibility: expect.any(String),
      paymentCharges: expect.any(String),
      processingFee: expect.any(String),
      purpose: expect.any(String),
      description: expect.any(String),
      brandColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(sbi.pros.length).toBeGreaterThanOrEqual(3);
    expect(sbi.cons.length).toBeGreaterThanOrEqual(2);
    expect(sbi.documentation.length).toBeGreaterThanOrEqual(5);
    expect(hdfc.calculatorRate).toBe(7);
  });
});

describe("GET /api/banks/{slug}", () => {
  it("answers 200 with one bank, whatever the case of the slug", async () => {
    const res = await anonymous.get("/api/banks/PNB");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      slug: "pnb",
      name: "Punjab National Bank",
      calculatorRate: 8.5,
    });
  });

  it("answers 404 JSON for an unknown bank", async () => {
    const res = await anonymous.get("/api/banks/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.json).toEqual({ error: "Bank not found." });
  });
});

describe("PUT /api/banks/{slug}", () => {
  const changes = () => ({
    ...original,
    interestRate: "8.25% – 10.25% p.a.",
    calculatorRate: 8.25,
    pros: ["Updated pro one", "Updated pro two", "Updated pro three"],
  });

  it("answers 401 JSON when signed out and 403 JSON to a customer, changing nothing", async () => {
    const signedOut = await anonymous.put(`/api/banks/${EDITED}`, changes());
    expect(signedOut.status).toBe(401);
    expect(signedOut.json).toEqual({ error: expect.any(String) });
    const asCustomer = await customer.put(`/api/banks/${EDITED}`, changes());
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.json).toEqual({ error: expect.any(String) });
    expect((await anonymous.get(`/api/banks/${EDITED}`)).json).toEqual(original);
  });

  it("lets an admin update a bank: 200 with the bank, visible in the next GETs", async () => {
    const res = await admin.put(`/api/banks/${EDITED}`, changes());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      slug: EDITED,
      interestRate: "8.25% – 10.25% p.a.",
      calculatorRate: 8.25,
    });
    // The admin's answer also carries the bank's contact for GharSetu, which only admins see
    // (docs/product/borrower-view.md "Stop sharing with a bank"); the public GETs are the rest.
    const { notify_email, ...shown } = res.json;
    expect(notify_email).toBeNull();
    const one = await anonymous.get(`/api/banks/${EDITED}`);
    expect(one.json).toEqual(shown);
    const all = await anonymous.get("/api/banks");
    expect(all.json.find((b: { slug: string }) => b.slug === EDITED)).toEqual(shown);
  });

  it("answers 400 {error, fields} on invalid fields and stores nothing", async () => {
    const before = (await anonymous.get(`/api/banks/${EDITED}`)).json;
    const res = await admin.put(`/api/banks/${EDITED}`, {
      ...before,
      name: "",
      calculatorRate: "seven",
      logo: "javascript:alert(1)",
      pros: "not a list",
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Name is required.");
    expect(res.json.fields).toMatchObject({
      name: "Name is required.",
      calculatorRate: "Calculator rate must be a number.",
      logo: expect.any(String),
      pros: expect.any(String),
    });
    expect((await anonymous.get(`/api/banks/${EDITED}`)).json).toEqual(before);
  });

  it("answers 400 for a body that is not JSON and 415 for another media type", async () => {
    const bad = await admin.request("PUT", `/api/banks/${EDITED}`, "{not json", {
      "content-type": "application/json",
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: expect.any(String) });
    const form = await admin.request("PUT", `/api/banks/${EDITED}`, "name=x", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
  });

  it("answers 404 for an unknown bank", async () => {
    const res = await admin.put("/api/banks/nope", original);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: "Bank not found." });
  });

  it("answers 405 for other methods", async () => {
    const del = await admin.delete(`/api/banks/${EDITED}`);
    expect(del.status).toBe(405);
    expect(del.headers.get("allow")).toBe("GET, PUT");
    const post = await admin.post("/api/banks", original);
    expect(post.status).toBe(405);
    expect(post.json).toEqual({ error: "Method not allowed." });
  });
});

describe("GET /api/projects", () => {
  it("lists a bank's approved projects in a city", async () => {
    const res = await anonymous.get("/api/projects?bank=sbi&city=mumbai");
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(3);
    for (const project of res.json) {
      expect(project).toEqual({
        image: expect.stringMatching(/^\/images\/projects\/tower-[1-6]\.svg$/),
        name: expect.any(String),
        builder: expect.any(String),
        location: expect.any(String),
        bhk: expect.stringMatching(/BHK$/),
        priceRange: expect.stringMatching(/^₹/),
      });
    }
  });

  it("accepts the bank's full name (as docs/product/http-api.md sends it) and any case", async () => {
    const bySlug = (await anonymous.get("/api/projects?bank=icici&city=chennai")).json;
    const byName = await anonymous.get(
      `/api/projects?bank=${encodeURIComponent("ICICI Bank")}&city=Chennai`,
    );
    expect(byName.status).toBe(200);
    expect(byName.json).toEqual(bySlug);
    const sbi = await anonymous.get(
      `/api/projects?bank=${encodeURIComponent("State Bank of India")}&city=DELHI`,
    );
    expect(sbi.json).toEqual((await anonymous.get("/api/projects?bank=sbi&city=delhi")).json);
  });

  it("has projects for every bank in every city", async () => {
    for (const slug of BANK_SLUGS) {
      for (const city of [
        "kolkata",
        "mumbai",
        "hyderabad",
        "chennai",
        "pune",
        "bangalore",
        "delhi",
      ]) {
        const res = await anonymous.get(`/api/projects?bank=${slug}&city=${city}`);
        expect(res.json.length, `${slug} ${city}`).toBe(3);
      }
    }
  });

  it.each(["?bank=nope&city=mumbai", "?bank=sbi&city=atlantis", "?bank=sbi", "?city=mumbai", ""])(
    "answers [] for an unknown or missing bank or city: %j",
    async (query) => {
      const res = await anonymous.get(`/api/projects${query}`);
      expect(res.status, query).toBe(200);
      expect(res.json, query).toEqual([]);
    },
  );

  it("answers 405 to a write", async () => {
    expect((await admin.post("/api/projects", {})).status).toBe(405);
  });
});
