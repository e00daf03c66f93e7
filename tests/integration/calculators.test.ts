import { describe, expect, inject, it } from "vitest";
import {
  COST_OF_BUYING_WORKED,
  ELIGIBILITY_BY_VALUE,
  PMAY_WORKED,
  PREPAYMENT_REDUCE_TENURE,
  TAX_BENEFIT_LET_OUT,
} from "../../app/domain/calculators/test-fixtures.ts";
import { ApiClient } from "../support/api-client.ts";

// The calculators' public GET APIs (docs/product/calculators.md) and the banks' rate range, against
// the production build on SQLite and PostgreSQL. Every answer is checked against the served
// OpenAPI document too (tests/support/openapi-check-setup.ts).

const baseUrl = inject("baseUrl");
const api = new ApiClient(baseUrl);

/** GET /api/calculators/<calculator>?<query>. */
const calc = (calculator: string, query: string) =>
  api.get(`/api/calculators/${calculator}?${query}`);

/**
 * A bad query: 400 with each wrong field's message, as `fields`; with `error`, the answer's
 * `error` is the first of them.
 */
async function expectFieldErrors(
  calculator: string,
  query: string,
  fields: Record<string, string>,
  { error = false } = {},
): Promise<void> {
  const res = await calc(calculator, query);
  expect(res.status).toBe(400);
  expect(res.json.fields).toEqual(fields);
  if (error) expect(res.json.error).toBe(Object.values(fields)[0]);
}

/** A worked example: 200, and the answer is exactly the domain's fixture for it. */
async function expectWorked(calculator: string, query: string, worked: unknown): Promise<void> {
  const res = await calc(calculator, query);
  expect(res.status).toBe(200);
  expect(res.json).toEqual(worked);
}

/**
 * A table of bad queries, one test each: `expectFieldErrors` with the calculator's `error` rule,
 * named "answers 400 for ?<query>" ("answers 400 {error, fields} …" when `error` is checked).
 */
function itRefuses(
  calculator: string,
  { error = false }: { error?: boolean },
  cases: [query: string, fields: Record<string, string>][],
): void {
  it.each(cases)(
    error ? "answers 400 {error, fields} for ?%s" : "answers 400 for ?%s",
    (query, fields) => expectFieldErrors(calculator, query, fields, { error }),
  );
}

describe("GET /api/calculators/emi", () => {
  it("answers the worked example: ₹25,00,000 at 6.7% for 20 years → ₹18,935", async () => {
    const res = await calc("emi", "amount=25,00,000&rate=6.7&years=20");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.json).toMatchObject({ amount: 2_500_000, rate: 6.7, months: 240, emi: 18_935 });
    expect(res.json.schedule).toHaveLength(240);
    expect(res.json.yearly).toHaveLength(20);
    expect(res.json.schedule.at(-1).closing_balance).toBe(0);
    const interest = res.json.schedule.reduce(
      (s: number, r: { interest: number }) => s + r.interest,
      0,
    );
    expect(res.json.total_interest).toBe(interest);
    expect(res.json.total_payment).toBe(2_500_000 + interest);
  });

  it("takes months over years and answers the schedule as CSV", async () => {
    const res = await calc("emi", "amount=100000&rate=12&years=5&months=12&format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="emi-schedule.csv"/,
    );
    const lines = res.text.trim().split("\r\n");
    expect(lines).toHaveLength(13);
    expect(lines[1]).toBe("1,100000,8885,1000,7885,92115");
    expect(lines[12]).toBe("12,8796,8884,88,8796,0");
  });

  itRefuses("emi", { error: true }, [
    ["", { amount: "Enter the loan amount.", rate: "Enter the interest rate." }],
    ["amount=abc&rate=8&years=10", { amount: "Loan amount must be a number." }],
    [
      "amount=5000&rate=8&years=10",
      { amount: "Loan amount must be between ₹10,000 and ₹10,00,00,000." },
    ],
    [
      "amount=100000&rate=26&years=10",
      { rate: "Interest rate must be between 0.1 and 25 (% a year)." },
    ],
    ["amount=100000&rate=8&years=31", { years: "Tenure in years must be between 1 and 30." }],
    ["amount=100000&rate=8&months=361", { months: "Tenure in months must be between 1 and 360." }],
    ["amount=100000&rate=8", { years: "Enter the tenure in years." }],
  ]);
});

describe("GET /api/calculators/eligibility", () => {
  it("applies FOIR and RBI's LTV caps: a ₹40,00,000 property → ₹32,00,000", () =>
    expectWorked(
      "eligibility",
      "monthly_income=1,00,000&existing_emis=10000&property_value=4000000",
      ELIGIBILITY_BY_VALUE,
    ));

  it("a ₹35,00,000 property → ₹30,00,000; without a property the value limits are null", async () => {
    const capped = await calc("eligibility", "monthly_income=500000&property_value=3500000");
    expect(capped.json).toMatchObject({
      loan_by_value: 3_000_000,
      max_loan: 3_000_000,
      ltv_percent: 90,
    });
    const income = await calc("eligibility", "monthly_income=100000");
    expect(income.json).toMatchObject({
      limited_by: "income",
      loan_by_value: null,
      ltv_percent: null,
      down_payment: null,
    });
  });

  itRefuses("eligibility", {}, [
    ["", { monthly_income: "Enter the monthly income." }],
    ["monthly_income=100000&foir=80", { foir: "FOIR must be between 10 and 70 (%)." }],
    [
      "monthly_income=x&rate=y",
      {
        monthly_income: "Monthly income must be a number.",
        rate: "Interest rate must be a number.",
      },
    ],
  ]);
});

describe("GET /api/calculators/prepayment", () => {
  it("reduce tenure and reduce EMI", async () => {
    const base = "outstanding=100000&rate=12&months=12&lump_sum=50000&lump_sum_month=6";
    await expectWorked("prepayment", base, PREPAYMENT_REDUCE_TENURE);
    const emi = await calc("prepayment", `${base}&reduce=emi`);
    expect(emi.json).toMatchObject({ emi_after: 257, months_after: 12, interest_saved: 1_763 });
  });

  itRefuses("prepayment", {}, [
    ["outstanding=100000&rate=12", { months: "Enter the remaining months." }],
    [
      "outstanding=100000&rate=12&months=12&reduce=never",
      { reduce: "Reduce must be one of: tenure, emi." },
    ],
    [
      "outstanding=100000&rate=12&months=12&extra_monthly=1000&reduce=emi",
      { extra_monthly: "A monthly extra needs reduce = tenure; set it to 0 to lower the EMI." },
    ],
    [
      "outstanding=100000&rate=12&months=12&lump_sum_month=13",
      { lump_sum_month: "Lump sum month must be within the remaining months." },
    ],
  ]);
});

describe("GET /api/calculators/balance-transfer", () => {
  it("answers the savings, the break-even month and the verdict", async () => {
    const res = await calc(
      "balance-transfer",
      "outstanding=3000000&current_rate=9&months=180&new_rate=8&fees=20000",
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      current_emi: 30_428,
      new_emi: 28_670,
      monthly_saving: 1_758,
      break_even_month: 12,
      worth_it: true,
    });
    expect(res.json.net_saving).toBe(res.json.gross_saving - 20_000);
  });

  it("answers 400 for a missing new rate", async () => {
    await expectFieldErrors("balance-transfer", "outstanding=3000000&current_rate=9&months=180", {
      new_rate: "Enter the new rate.",
    });
  });
});

describe("GET /api/calculators/tax-benefit", () => {
  it("compares the regimes for a let-out home", () =>
    expectWorked(
      "tax-benefit",
      "interest=500000&principal=200000&property=let-out&rent=300000&municipal_tax=20000&slab=20",
      TAX_BENEFIT_LET_OUT,
    ));

  itRefuses("tax-benefit", {}, [
    ["principal=1", { interest: "Enter the interest paid." }],
    [
      "interest=1&principal=1&slab=12",
      { slab: "Tax slab must be one of: 0, 5, 10, 15, 20, 25, 30 (%)." },
    ],
    [
      "interest=1&principal=1&property=rented",
      { property: "Property must be one of: self-occupied, let-out." },
    ],
  ]);
});

describe("GET /api/calculators/pmay", () => {
  const worked =
    "household_income=7,20,000&property_value=32,00,000&loan_amount=24,00,000&carpet_area_sqm=95&urban=yes&owns_pucca_house=no&prior_housing_benefit=no&sanctioned_on=2026-03-10";
  /** The worked example's query with `changes` set. */
  const query = (changes: Record<string, string>) => {
    const q = new URLSearchParams(worked);
    for (const [key, value] of Object.entries(changes)) q.set(key, value);
    return q.toString();
  };

  /** A bad value for one field: the worked example with it, and that field's message alone. */
  const bad = (field: string, value: string, message: string): [string, Record<string, string>] => [
    query({ [field]: value }),
    { [field]: message },
  ];

  it("the worked example: eligible, MIG, ₹8,00,000 subsidised, up to ₹1,80,000", () =>
    expectWorked("pmay", worked, PMAY_WORKED));

  it("defaults to no pucca house, no earlier benefit and urban", async () => {
    const res = await calc(
      "pmay",
      "household_income=300000&property_value=2000000&loan_amount=500000&carpet_area_sqm=40&sanctioned_on=2025-01-15",
    );
    expect(res.json).toMatchObject({ eligible: true, category: "EWS", subsidised_loan: 500_000 });
  });

  it.each([
    [{ household_income: "300001" }, "LIG", []],
    [{ household_income: "900001" }, null, ["income_above_9_lakh"]],
    [{ property_value: "3500001" }, "MIG", ["property_value_above_35_lakh"]],
    [
      { loan_amount: "2600000", carpet_area_sqm: "130" },
      "MIG",
      ["loan_above_25_lakh", "carpet_area_above_120"],
    ],
    [{ owns_pucca_house: "yes" }, "MIG", ["owns_pucca_house"]],
    [{ prior_housing_benefit: "yes" }, "MIG", ["prior_housing_benefit"]],
    [{ urban: "no" }, "MIG", ["not_urban"]],
    [{ sanctioned_on: "2024-08-31" }, "MIG", ["sanctioned_before_2024_09_01"]],
  ])("%j → %s, reasons %j", async (changes, category, reasons) => {
    const res = await calc("pmay", query(changes));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ category, reasons, eligible: reasons.length === 0 });
    if (reasons.length > 0) expect(res.json.subsidised_loan).toBe(0);
  });

  itRefuses("pmay", { error: true }, [
    [
      "",
      {
        household_income: "Enter the household income.",
        property_value: "Enter the property value.",
        loan_amount: "Enter the loan amount.",
        carpet_area_sqm: "Enter the carpet area.",
        sanctioned_on: "Enter the sanction date.",
      },
    ],
    bad("household_income", "abc", "Household income must be a number."),
    bad("loan_amount", "5000", "Loan amount must be between ₹10,000 and ₹10,00,00,000."),
    bad("carpet_area_sqm", "20000", "Carpet area must be between 1 and 10,000 (m²)."),
    bad("sanctioned_on", "10/03/2026", "Sanction date must be a date (YYYY-MM-DD)."),
    bad("sanctioned_on", "2026-02-30", "Sanction date must be a date (YYYY-MM-DD)."),
    bad("sanctioned_on", "1999-12-31", "Sanction date must be between 2000-01-01 and 2099-12-31."),
    [
      query({ urban: "Y", owns_pucca_house: "true", prior_housing_benefit: "1" }),
      {
        owns_pucca_house: "Pucca house must be one of: yes, no.",
        prior_housing_benefit: "Earlier housing benefit must be one of: yes, no.",
        urban: "Urban must be one of: yes, no.",
      },
    ],
    bad("property_value", "-1", "Property value must be between ₹10,000 and ₹1,00,00,00,000."),
  ]);
});

describe("GET /api/calculators/cost-of-buying", () => {
  it("₹50,00,000 under construction, not metro, 85 m², 6% + 1% → cash needed ₹16,00,000", () =>
    expectWorked(
      "cost-of-buying",
      "price=50,00,000&status=under_construction&carpet_area_sqm=85&metro=no&stamp_duty_percent=6&registration_percent=1",
      COST_OF_BUYING_WORKED,
    ));

  it("₹40,00,000 in a metro, 55 m², registration capped at ₹30,000 → GST 1%, cash ₹10,70,000", async () => {
    const res = await calc(
      "cost-of-buying",
      "price=4000000&status=under_construction&carpet_area_sqm=55&metro=yes&stamp_duty_percent=5&registration_percent=1&registration_cap=30000",
    );
    expect(res.json).toMatchObject({
      gst_rate: 1,
      gst: 40_000,
      registration: 30_000,
      max_loan: 3_200_000,
      cash_needed: 1_070_000,
    });
  });

  it("₹9,00,000 ready: the LTV cap on ₹9,54,000 → ₹8,58,000; a smaller loan and a fee", async () => {
    const res = await calc(
      "cost-of-buying",
      "price=900000&status=ready&stamp_duty_percent=5&registration_percent=1",
    );
    expect(res.json).toMatchObject({ gst_rate: 0, gst: 0, max_loan: 858_000, loan: 858_000 });
    const own = await calc(
      "cost-of-buying",
      "price=900000&status=ready&stamp_duty_percent=5&loan_amount=500000&processing_fee=5000",
    );
    expect(own.json).toMatchObject({ loan: 500_000, down_payment: 400_000 });
    expect(own.json.cash_needed + own.json.loan).toBe(own.json.total_cost);
  });

  it("a loan above the caps → 400 {error, fields: {loan_amount}, max_loan} naming the largest", async () => {
    const res = await calc(
      "cost-of-buying",
      "price=5000000&stamp_duty_percent=6&loan_amount=4000001",
    );
    expect(res.status).toBe(400);
    const message =
      "Loan amount can be at most ₹40,00,000: RBI's loan-to-value cap for this price.";
    expect(res.json).toEqual({
      error: message,
      fields: { loan_amount: message },
      max_loan: 4_000_000,
    });
    const at = await calc("cost-of-buying", "price=5000000&loan_amount=4000000");
    expect(at.status).toBe(200);
  });

  itRefuses("cost-of-buying", { error: true }, [
    ["", { price: "Enter the price." }],
    [
      "price=5000000&status=under_construction",
      { carpet_area_sqm: "Enter the carpet area of a home under construction." },
    ],
    ["price=abc", { price: "Price must be a number." }],
    ["price=5000", { price: "Price must be between ₹10,000 and ₹1,00,00,00,000." }],
    ["price=5000000&status=new", { status: "Status must be one of: under_construction, ready." }],
    ["price=5000000&metro=maybe", { metro: "Metro must be one of: yes, no." }],
    [
      "price=5000000&stamp_duty_percent=13",
      { stamp_duty_percent: "Stamp duty must be between 0 and 12 (%)." },
    ],
    [
      "price=5000000&registration_percent=5.5",
      { registration_percent: "Registration must be between 0 and 5 (%)." },
    ],
    [
      "price=5000000&registration_cap=-1",
      { registration_cap: "Registration cap must be between ₹0 and ₹1,00,00,00,000." },
    ],
    ["price=5000000&loan_amount=x", { loan_amount: "Loan amount must be a number." }],
    ["price=5000000&processing_fee=1e400", { processing_fee: "Processing fee must be a number." }],
    [
      "price=5000000&status=under_construction&carpet_area_sqm=0",
      { carpet_area_sqm: "Carpet area must be between 1 and 10,000 (m²)." },
    ],
  ]);
});

describe("the calculators' routes", () => {
  it("answers 404 JSON for an unknown calculator and 405 to a POST", async () => {
    const unknown = await calc("nope", "amount=1");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: "No such calculator." });
    const post = await api.request("POST", "/api/calculators/emi", {});
    expect(post.status).toBe(405);
  });

  it("never answers 500 to junk", async () => {
    for (const query of [
      "amount=%E0%A4%A",
      "amount=1e400&rate=NaN&years=Infinity",
      `amount=${"9".repeat(500)}`,
    ]) {
      const res = await calc("emi", query);
      expect(res.status, query).toBe(400);
    }
  });
});

describe("banks' rate range", () => {
  it("GET /api/banks gives every bank rateMin ≤ rateMax as numbers", async () => {
    const res = await api.get("/api/banks");
    for (const bank of res.json) {
      expect(typeof bank.rateMin, bank.slug).toBe("number");
      expect(bank.rateMin, bank.slug).toBeLessThanOrEqual(bank.rateMax);
    }
    expect(res.json.find((b: { slug: string }) => b.slug === "sbi")).toMatchObject({
      rateMin: 7.5,
      rateMax: 8.7,
    });
  });
});

describe("calculator pages", () => {
  it.each([
    "/calculators",
    "/calculators/emi?amount=%E0%A4%A&rate=abc&years=-1",
    "/calculators/eligibility?monthly_income=<script>",
    "/calculators/prepayment?reduce=x&months=99999999999999999999",
    "/calculators/balance-transfer?fees=1e400",
    "/calculators/tax-benefit?slab=NaN&property[]=x",
    "/calculators/pmay?sanctioned_on=<junk>&urban=%E0%A4%A&carpet_area_sqm=1e400",
    "/calculators/cost-of-buying?price=5000000&loan_amount=999999999&status=x",
    "/hi/calculators/pmay",
    "/hi/calculators/cost-of-buying?status=under_construction",
    "/home-loan-interest-rates?sort=<junk>",
  ])("%s answers a page, not an error", async (path) => {
    const res = await api.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.text).not.toContain("<script>alert");
  });

  it("renders the result for the query string on the server", async () => {
    const res = await api.get("/calculators/emi?amount=2500000&rate=6.7&years=20");
    expect(res.text).toContain("₹18,935");
    expect(res.text).toContain('value="25,00,000"');
  });

  it("renders PMAY's verdict, every reason in words, the rules and the ministry's site", async () => {
    const res = await api.get(
      "/calculators/pmay?household_income=1000000&property_value=3200000&loan_amount=2600000&carpet_area_sqm=130&sanctioned_on=2024-08-31",
    );
    expect(res.status).toBe(200);
    for (const reason of [
      "income_above_9_lakh",
      "loan_above_25_lakh",
      "carpet_area_above_120",
      "sanctioned_before_2024_09_01",
    ])
      expect(res.text).toContain(`data-reason="${reason}"`);
    expect(res.text).toContain("The loan was sanctioned before 1 September 2024.");
    expect(res.text).toContain('href="https://pmay-urban.gov.in"');
    expect(res.text).toContain("The scheme&#x27;s rules");
    // Without a query the page starts with the worked example and today's date in India.
    const start = await api.get("/calculators/pmay");
    expect(start.text).toContain('data-eligible="yes"');
    expect(start.text).toMatch(/type="date"[^>]*value="\d{4}-\d{2}-\d{2}"/);
  });

  it("renders the cost of buying with its stacked bar, and the loan above the caps in words", async () => {
    const res = await api.get("/calculators/cost-of-buying");
    expect(res.text).toContain("₹16,00,000");
    expect(res.text).toMatch(/<svg[^>]*role="img"[^>]*aria-label="The cash you need, ₹16,00,000/);
    const above = await api.get("/hi/calculators/cost-of-buying?price=5000000&loan_amount=4500000");
    expect(above.status).toBe(200);
    expect(above.text).toContain("लोन ज़्यादा से ज़्यादा ₹40,00,000 हो सकता है");
  });

  it("lists the new pages in /sitemap.xml", async () => {
    const res = await api.get("/sitemap.xml");
    for (const path of [
      "/calculators",
      "/calculators/emi",
      "/calculators/tax-benefit",
      "/calculators/pmay",
      "/calculators/cost-of-buying",
      "/hi/calculators/pmay",
      "/hi/calculators/cost-of-buying",
      "/home-loan-interest-rates",
    ]) {
      expect(res.text).toContain(`${baseUrl}${path}</loc>`);
    }
  });
});
