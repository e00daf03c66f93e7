import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { HINDI_LIST_FIELDS, HINDI_TEXT_FIELDS } from "../../app/domain/banks/schema.ts";
import { ApiClient } from "../support/api-client.ts";

// A bank's Hindi text (docs/product/pages.md "Hindi", migration 010): nullable columns on both
// databases, seeded for the ten banks, edited through PUT /api/banks/{slug} like the other fields,
// and shown on the /hi bank page only. This file edits Bank of India and puts it back afterwards.

const baseUrl = inject("baseUrl");
const EDITED = "boi";
/** Every Hindi column of a bank, as the domain lists them. */
const HINDI_FIELDS: string[] = [...HINDI_TEXT_FIELDS, ...HINDI_LIST_FIELDS];

const anonymous = new ApiClient(baseUrl);
const admin = new ApiClient(baseUrl);
// biome-ignore lint/suspicious/noExplicitAny: the bank as GET returns it
let original: any;

beforeAll(async () => {
  await admin.login();
  original = (await anonymous.get(`/api/banks/${EDITED}`)).json;
});

afterAll(async () => {
  if (original) await admin.put(`/api/banks/${EDITED}`, original);
});

async function textOf(path: string): Promise<string> {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
}

describe("the Hindi bank fields", () => {
  it("come seeded for all ten banks, beside unchanged English fields", async () => {
    const res = await anonymous.get("/api/banks");
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(10);
    for (const bank of res.json) {
      for (const field of HINDI_FIELDS) expect(bank[field], `${bank.slug} ${field}`).not.toBeNull();
      expect(bank.descriptionHi).toMatch(/[\u0900-\u097F]/);
      expect(bank.description).not.toMatch(/[\u0900-\u097F]/);
      expect(bank.prosHi).toHaveLength(bank.pros.length);
      expect(bank.documentationHi).toHaveLength(bank.documentation.length);
      expect(bank.interestRateHi).toMatch(/सालाना$/);
    }
    const sbi = res.json[0];
    expect(sbi.tenure).toBe("Up to 30 years");
    expect(sbi.tenureHi).toBe("30 साल तक");
  });

  it("are saved by PUT, kept when left out, and cleared by null or blank", async () => {
    const hindi = "बैंक ऑफ़ इंडिया का नया हिंदी विवरण।\n\nदूसरा पैराग्राफ़।";
    const put = await admin.put(`/api/banks/${EDITED}`, {
      ...original,
      descriptionHi: `  ${hindi}  `,
      prosHi: ["कम ब्याज दर", "  कम फ़ीस  "],
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({
      descriptionHi: hindi,
      prosHi: ["कम ब्याज दर", "कम फ़ीस"],
      description: original.description,
      pros: original.pros,
    });
    // Less the bank's contact for GharSetu, which only the admin's answer carries.
    const { notify_email: _contact, ...shown } = put.json;
    expect((await anonymous.get(`/api/banks/${EDITED}`)).json).toEqual(shown);

    // A client that does not know the Hindi fields (the shape before migration 010) keeps them.
    const withoutHindi = Object.fromEntries(
      Object.entries(original).filter(([key]) => !HINDI_FIELDS.includes(key)),
    );
    const kept = await admin.put(`/api/banks/${EDITED}`, {
      ...withoutHindi,
      tenure: "Up to 25 years",
    });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ tenure: "Up to 25 years", descriptionHi: hindi });

    const cleared = await admin.put(`/api/banks/${EDITED}`, {
      ...original,
      descriptionHi: null,
      tenureHi: "   ",
      consHi: [],
    });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toMatchObject({ descriptionHi: null, tenureHi: null, consHi: null });
  });

  it("are checked like the English ones: 400 {error, fields} and nothing stored", async () => {
    const before = (await anonymous.get(`/api/banks/${EDITED}`)).json;
    const res = await admin.put(`/api/banks/${EDITED}`, {
      ...original,
      descriptionHi: "क".repeat(5001),
      prosHi: ["ठीक", ""],
      tenureHi: 30,
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({
      descriptionHi: "Description (Hindi) must be at most 5000 characters.",
      "prosHi.1": "Plus points (Hindi) entries cannot be empty.",
      tenureHi: "Tenure (Hindi) must be text.",
    });
    expect((await anonymous.get(`/api/banks/${EDITED}`)).json).toEqual(before);
  });

  it("show on /hi/loan/boi only, and the English shows there where no Hindi was entered", async () => {
    const hindi = "यह विवरण सिर्फ़ हिंदी पेज पर दिखना चाहिए।";
    const put = await admin.put(`/api/banks/${EDITED}`, {
      ...original,
      descriptionHi: hindi,
      maxLoanHi: null,
    });
    expect(put.status).toBe(200);
    const hindiPage = await textOf(`/hi/loan/${EDITED}`);
    expect(hindiPage).toContain(hindi);
    expect(hindiPage).toContain(original.tenureHi);
    expect(hindiPage).toContain(original.maxLoan.split(";")[0]);
    const englishPage = await textOf(`/loan/${EDITED}`);
    expect(englishPage).not.toContain(hindi);
    expect(englishPage).toContain(original.tenure);
    expect(englishPage).not.toContain(original.tenureHi);
  });
});
