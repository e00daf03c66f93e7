import {
  BANK_LIMITS,
  MAX_CALCULATOR_RATE,
  MIN_CALCULATOR_RATE,
} from "../../domain/banks/schema.ts";
import { ELIGIBILITY_FIELDS, NUMERIC_FIELDS } from "../../domain/eligibility/application.ts";
import {
  APPLICANT_TYPES,
  BANK_SLUGS,
  CITIES,
  COMPANY_TYPES,
  LEAD_STATUSES,
  LOAN_PURPOSES,
  PROPERTY_USES,
  RELATIONSHIP_STATUSES_SINGLE_APPLICANT,
  RELATIONSHIP_STATUSES_TWO_APPLICANTS,
  SECOND_BORROWER_STATUSES,
  WHEN_TO_BUY,
} from "../../domain/enums.ts";
import { getSiteConfig } from "../../modules/site/site-config.server.ts";
import { methodNotAllowed } from "../../utils/http.server.ts";

// GET /api/openapi.json: the OpenAPI 3.1 description of every call of DECISIONS.md 5. Enumerations
// and field lists come from app/domain so that the document cannot drift from what the server checks.
export function loader() {
  return Response.json(openApiDocument(getSiteConfig().baseUrl), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema, description: string, headers?: Schema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema } },
});
const errorResponse = (description: string) => json(ref("Error"), description);
const body = (schema: Schema, description?: string) => ({
  required: true,
  ...(description ? { description } : {}),
  content: { "application/json": { schema } },
});
const nullable = (type: string, extra: Schema = {}): Schema => ({ type: [type, "null"], ...extra });
const nullableEnum = (values: readonly (string | number)[]): Schema => ({
  enum: [...values, null],
});
const ADMIN = [{ sessionCookie: [] }];

const COMMON = {
  400: { $ref: "#/components/responses/ValidationError" },
  401: { $ref: "#/components/responses/Unauthorized" },
  403: { $ref: "#/components/responses/Forbidden" },
  404: { $ref: "#/components/responses/NotFound" },
  405: { $ref: "#/components/responses/MethodNotAllowed" },
  413: { $ref: "#/components/responses/PayloadTooLarge" },
  415: { $ref: "#/components/responses/UnsupportedMediaType" },
  429: { $ref: "#/components/responses/TooManyRequests" },
};

/** Choice fields of the application and their allowed values (SPEC.md 3, DECISIONS.md 4). */
const APPLICATION_ENUMS: Record<string, readonly (string | number)[]> = {
  loan_purpose: LOAN_PURPOSES,
  property_use: PROPERTY_USES,
  found_property: ["yes", "no"],
  when_to_buy: WHEN_TO_BUY,
  applicant_type: APPLICANT_TYPES,
  relationship_status: [
    ...new Set<string>([
      ...RELATIONSHIP_STATUSES_SINGLE_APPLICANT,
      ...RELATIONSHIP_STATUSES_TWO_APPLICANTS,
    ]),
  ],
  second_borrower_relation_status: SECOND_BORROWER_STATUSES,
  company_type: COMPANY_TYPES,
};
const YES_NO_FIELDS = new Set([
  "earn_additional_income",
  "receive_rental_income",
  "receive_non_taxable_income",
  "in_tax_bracket",
  "has_other_expenses",
  "has_another_home_loan",
  "has_personal_loan",
  "has_credit_card_debt",
  "has_investment_loan",
  "has_car_lease",
  "has_bike_lease",
]);

function applicationFieldSchemas(): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const field of ELIGIBILITY_FIELDS) {
    if ((NUMERIC_FIELDS as readonly string[]).includes(field)) {
      out[field] =
        field === "dependents"
          ? nullable("integer", { minimum: 1, maximum: 6 })
          : field === "loan_tenure"
            ? nullable("integer", { minimum: 1, maximum: 50, description: "Years." })
            : nullable("number", { minimum: 0, description: "Rupees." });
    } else if (APPLICATION_ENUMS[field]) {
      out[field] = nullableEnum(APPLICATION_ENUMS[field]);
    } else if (YES_NO_FIELDS.has(field)) {
      out[field] = nullableEnum(["yes", "no"]);
    } else {
      out[field] = nullable("string");
    }
  }
  out.postal_code = nullable("string", {
    pattern: "^[1-9][0-9]{5}$",
    description: "6-digit Indian PIN code.",
  });
  out.property_worth = nullable("number", { minimum: 0, description: "Rupees." });
  out.borrow_amount = nullable("number", {
    minimum: 1_000_000,
    description: "Rupees; at least ₹10,00,000.",
  });
  out.yearly_income = nullable("number", { minimum: 0, description: "Rupees per year." });
  out.monthly_living_expenditure = nullable("number", {
    minimum: 0,
    description: "Rupees per month.",
  });
  return out;
}

export function openApiDocument(baseUrl: string) {
  const applicationFields = applicationFieldSchemas();
  return {
    openapi: "3.1.0",
    info: {
      title: "GharSetu API",
      version: "1.0.0",
      description:
        "Home-loan comparison and lead capture for India. JSON in and out. Invalid input answers 400 with " +
        "`{error, fields}` and nothing is stored; writes over 64 KB answer 413; an unknown /api path answers 404 " +
        "`{error}`. Admin calls need the session cookie of an admin (401 when signed out, 403 for other roles). " +
        "Bank figures are indicative and carry an as-of date.",
    },
    servers: [{ url: baseUrl }],
    tags: [
      { name: "Catalog", description: "Banks and approved projects." },
      { name: "SEO", description: "Per-page titles, descriptions and JSON-LD." },
      { name: "Auth", description: "Registration and sessions." },
      { name: "Leads", description: "Eligibility applications and contact messages." },
      { name: "Operations" },
    ],
    paths: {
      "/api/banks": {
        get: {
          tags: ["Catalog"],
          summary: "List banks",
          operationId: "listBanks",
          responses: {
            200: json({ type: "array", items: ref("Bank") }, "Every bank, in display order."),
          },
        },
      },
      "/api/banks/{slug}": {
        parameters: [
          {
            name: "slug",
            in: "path",
            required: true,
            schema: { type: "string", enum: [...BANK_SLUGS] },
          },
        ],
        get: {
          tags: ["Catalog"],
          summary: "Get one bank",
          operationId: "getBank",
          responses: { 200: json(ref("Bank"), "The bank."), 404: COMMON[404] },
        },
        put: {
          tags: ["Catalog"],
          summary: "Update a bank (admin)",
          description: "Takes the bank as GET returns it; `slug` comes from the path.",
          operationId: "updateBank",
          security: ADMIN,
          requestBody: body(ref("BankUpdate")),
          responses: {
            200: json(ref("Bank"), "The updated bank."),
            400: COMMON[400],
            401: COMMON[401],
            403: COMMON[403],
            404: COMMON[404],
            413: COMMON[413],
            415: COMMON[415],
          },
        },
      },
      "/api/projects": {
        get: {
          tags: ["Catalog"],
          summary: "Approved projects of a bank in a city",
          operationId: "listProjects",
          parameters: [
            {
              name: "bank",
              in: "query",
              description:
                "Bank slug (`sbi`) or full name (`State Bank of India`), case-insensitive.",
              schema: { type: "string" },
            },
            {
              name: "city",
              in: "query",
              description: `City, case-insensitive: ${CITIES.join(", ")}.`,
              schema: { type: "string" },
            },
          ],
          responses: {
            200: json(
              { type: "array", items: ref("Project") },
              "The projects; an empty array when the bank or city is unknown or missing.",
            ),
          },
        },
      },
      "/api/seo/{page}": {
        parameters: [
          {
            name: "page",
            in: "path",
            required: true,
            description:
              "Page key: `home`, `loan-sbi`, `projects`, `projects-sbi-mumbai`, `eligibility-form`, …",
            schema: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
          },
        ],
        get: {
          tags: ["SEO"],
          summary: "Get a page's SEO record",
          operationId: "getSeoRecord",
          responses: { 200: json(ref("SeoRecord"), "The record."), 404: COMMON[404] },
        },
        put: {
          tags: ["SEO"],
          summary: "Update a page's SEO record (admin)",
          operationId: "updateSeoRecord",
          security: ADMIN,
          requestBody: body(ref("SeoRecordUpdate")),
          responses: {
            200: json(
              {
                type: "object",
                required: ["message"],
                properties: { message: { const: "SEO updated successfully." } },
              },
              "Saved.",
            ),
            400: json(
              ref("ValidationError"),
              "Invalid input, e.g. `❌ Schema JSON is invalid. Please check formatting.`",
            ),
            401: COMMON[401],
            403: COMMON[403],
            404: COMMON[404],
            413: COMMON[413],
            415: COMMON[415],
          },
        },
      },
      "/api/register": {
        post: {
          tags: ["Auth"],
          summary: "Create a customer account",
          operationId: "register",
          requestBody: body(ref("Registration")),
          responses: {
            201: json(
              {
                type: "object",
                required: ["message"],
                properties: { message: { const: "Registered successfully!" } },
              },
              "Account created.",
            ),
            400: COMMON[400],
            409: json(ref("Error"), "`An account with this email already exists.`"),
            413: COMMON[413],
            415: COMMON[415],
            429: COMMON[429],
          },
        },
      },
      "/api/auth/login": {
        post: {
          tags: ["Auth"],
          summary: "Sign in",
          operationId: "login",
          requestBody: body({
            type: "object",
            required: ["email", "password"],
            properties: {
              email: { type: "string", format: "email" },
              password: { type: "string", maxLength: 128 },
            },
          }),
          responses: {
            200: json(
              { type: "object", required: ["user"], properties: { user: ref("User") } },
              "Signed in; the response sets the session cookie (a new one at every sign-in).",
              {
                "Set-Cookie": {
                  description: "`__session=…; HttpOnly; SameSite=Lax`",
                  schema: { type: "string" },
                },
              },
            ),
            400: COMMON[400],
            401: json(ref("Error"), "`Invalid email or password.`"),
            413: COMMON[413],
            415: COMMON[415],
            429: COMMON[429],
          },
        },
      },
      "/api/auth/logout": {
        post: {
          tags: ["Auth"],
          summary: "Sign out",
          operationId: "logout",
          responses: { 204: { description: "Session ended; the response clears the cookie." } },
        },
      },
      "/api/auth/me": {
        get: {
          tags: ["Auth"],
          summary: "The signed-in user",
          operationId: "me",
          security: [{ sessionCookie: [] }],
          responses: {
            200: json(
              { type: "object", required: ["user"], properties: { user: ref("User") } },
              "Signed in.",
            ),
            401: COMMON[401],
          },
        },
      },
      "/api/eligibility-applications": {
        post: {
          tags: ["Leads"],
          summary: "Submit an eligibility application",
          description:
            "The server validates every wizard rule, recomputes eligibility and EMI itself (client-sent " +
            "`is_eligible`, `eligibility_message` and `calculated_emi` are ignored) and de-duplicates on `client_id`.",
          operationId: "createEligibilityApplication",
          requestBody: body(ref("EligibilityApplicationInput")),
          responses: {
            201: json(ref("EligibilityResult"), "Stored."),
            200: json(
              ref("EligibilityResult"),
              "Already stored under this `client_id`: the same answer.",
            ),
            400: COMMON[400],
            413: COMMON[413],
            415: COMMON[415],
            429: COMMON[429],
          },
        },
        get: {
          tags: ["Leads"],
          summary: "List applications (admin)",
          operationId: "listEligibilityApplications",
          security: ADMIN,
          parameters: [
            { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } },
            { name: "pageSize", in: "query", schema: { type: "integer", minimum: 1 } },
            {
              name: "after",
              in: "query",
              description:
                "The X-Next-Cursor of the previous page: the page after it (wins over page).",
              schema: { type: "string" },
            },
            {
              name: "q",
              in: "query",
              description: "Matches name, email and phone.",
              schema: { type: "string" },
            },
            { name: "eligible", in: "query", schema: { type: "string", enum: ["true", "false"] } },
            {
              name: "format",
              in: "query",
              description: "`csv` exports the (filtered) list as CSV.",
              schema: { type: "string", enum: ["csv"] },
            },
          ],
          responses: {
            200: {
              description: "Applications, newest first.",
              headers: {
                "X-Total-Count": {
                  description: "Number of applications matching the filters, across all pages.",
                  schema: { type: "integer" },
                },
                "X-Total-Count-Exact": {
                  description:
                    "`false` when a search matched more than 10,000: the count is then 10,000.",
                  schema: { type: "string", enum: ["false"] },
                },
                "X-Next-Cursor": {
                  description: "Pass as `after` for the next page; absent on the last page.",
                  schema: { type: "string" },
                },
              },
              content: {
                "application/json": {
                  schema: { type: "array", items: ref("EligibilityApplication") },
                },
                "text/csv": { schema: { type: "string" } },
              },
            },
            401: COMMON[401],
            403: COMMON[403],
          },
        },
      },
      "/api/eligibility-applications/{id}": {
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
        ],
        get: {
          tags: ["Leads"],
          summary: "One application (admin)",
          operationId: "getEligibilityApplication",
          security: ADMIN,
          responses: {
            200: json(ref("EligibilityApplication"), "The application."),
            401: COMMON[401],
            403: COMMON[403],
            404: COMMON[404],
          },
        },
        patch: {
          tags: ["Leads"],
          summary: "Change an application's status (admin)",
          operationId: "updateEligibilityApplicationStatus",
          security: ADMIN,
          requestBody: body({
            type: "object",
            required: ["status"],
            properties: { status: { type: "string", enum: [...LEAD_STATUSES] } },
          }),
          responses: {
            200: json(ref("EligibilityApplication"), "The updated application."),
            400: COMMON[400],
            401: COMMON[401],
            403: COMMON[403],
            404: COMMON[404],
            413: COMMON[413],
            415: COMMON[415],
          },
        },
        delete: {
          tags: ["Leads"],
          summary: "Erase an application (admin)",
          description: "Erasure under the Digital Personal Data Protection Act, 2023.",
          operationId: "deleteEligibilityApplication",
          security: ADMIN,
          responses: {
            204: { description: "Erased." },
            401: COMMON[401],
            403: COMMON[403],
            404: COMMON[404],
          },
        },
      },
      "/api/contact-messages": {
        post: {
          tags: ["Leads"],
          summary: "Send a contact message",
          operationId: "createContactMessage",
          requestBody: body(ref("ContactMessageInput")),
          responses: {
            201: json(
              {
                type: "object",
                properties: { id: { type: "integer" }, message: { type: "string" } },
              },
              "Stored; the team replies within 24 hours.",
            ),
            400: COMMON[400],
            413: COMMON[413],
            415: COMMON[415],
            429: COMMON[429],
          },
        },
        get: {
          tags: ["Leads"],
          summary: "List contact messages (admin)",
          operationId: "listContactMessages",
          security: ADMIN,
          responses: {
            200: json({ type: "array", items: ref("ContactMessage") }, "Messages, newest first."),
            401: COMMON[401],
            403: COMMON[403],
          },
        },
      },
      "/healthz": {
        get: {
          tags: ["Operations"],
          summary: "Health check",
          operationId: "health",
          responses: {
            200: json(
              { type: "object", properties: { status: { const: "ok" } } },
              "The database answers.",
            ),
            503: json(
              { type: "object", properties: { status: { const: "unavailable" } } },
              "The database does not answer.",
            ),
          },
        },
      },
      "/api/openapi.json": {
        get: {
          tags: ["Operations"],
          summary: "This document",
          operationId: "openapi",
          responses: {
            200: { description: "OpenAPI 3.1 document.", content: { "application/json": {} } },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "__session",
          description: "Set by POST /api/auth/login. Admin calls need a user with role `admin`.",
        },
      },
      responses: {
        ValidationError: json(ref("ValidationError"), "Invalid input; nothing was stored."),
        Unauthorized: errorResponse("Not signed in."),
        Forbidden: errorResponse(
          "Signed in, but not allowed (admin only), or a cross-origin write.",
        ),
        NotFound: errorResponse("No such resource."),
        MethodNotAllowed: errorResponse(
          "Method not allowed; the Allow header lists the allowed ones.",
        ),
        PayloadTooLarge: errorResponse("Body over 64 KB."),
        UnsupportedMediaType: errorResponse("Body is not JSON (Content-Type: application/json)."),
        TooManyRequests: errorResponse("Rate limit reached; try again later."),
      },
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: { error: { type: "string" } },
        },
        ValidationError: {
          type: "object",
          required: ["error"],
          properties: {
            error: { type: "string", description: "The first message." },
            fields: {
              type: "object",
              additionalProperties: { type: "string" },
              description: "Field name → message.",
            },
          },
        },
        Bank: {
          type: "object",
          required: [
            "slug",
            "name",
            "logo",
            "purpose",
            "interestRate",
            "maxLoan",
            "tenure",
            "eligibility",
            "paymentCharges",
            "processingFee",
            "pros",
            "cons",
            "documentation",
            "calculatorRate",
            "asOf",
            "description",
            "brandColor",
          ],
          properties: {
            slug: { type: "string", enum: [...BANK_SLUGS] },
            ...bankEditableProperties(),
            brandColor: { type: "string", pattern: "^#[0-9a-fA-F]{6}$" },
          },
        },
        BankUpdate: {
          type: "object",
          required: [
            "name",
            "logo",
            "purpose",
            "interestRate",
            "maxLoan",
            "tenure",
            "eligibility",
            "paymentCharges",
            "processingFee",
            "pros",
            "cons",
            "documentation",
            "calculatorRate",
            "asOf",
            "description",
          ],
          properties: {
            ...bankEditableProperties(),
            brandColor: {
              type: "string",
              pattern: "^#[0-9a-fA-F]{6}$",
              description: "Optional; the current colour stays when left out.",
            },
          },
        },
        Project: {
          type: "object",
          required: ["image", "name", "builder", "location", "bhk", "priceRange"],
          properties: {
            image: { type: "string", examples: ["/images/projects/tower-1.svg"] },
            name: { type: "string" },
            builder: { type: "string" },
            location: { type: "string" },
            bhk: { type: "string", examples: ["2, 3 BHK"] },
            priceRange: { type: "string", examples: ["₹85 L – ₹1.6 Cr"] },
          },
        },
        SeoRecord: {
          type: "object",
          required: ["page", "meta_title", "meta_description", "schema_json"],
          properties: {
            page: { type: "string" },
            path: { type: "string", description: "The site path the record describes." },
            meta_title: { type: "string" },
            meta_description: { type: "string" },
            schema_json: { type: ["object", "array"], description: "JSON-LD." },
          },
        },
        SeoRecordUpdate: {
          type: "object",
          required: ["meta_title", "meta_description", "schema_json"],
          properties: {
            meta_title: { type: "string", minLength: 1, maxLength: 120 },
            meta_description: { type: "string", minLength: 1, maxLength: 320 },
            schema_json: {
              description:
                "JSON-LD as a JSON string (what the admin editor sends) or as an object or array.",
              oneOf: [{ type: "string" }, { type: ["object", "array"] }],
            },
          },
        },
        Registration: {
          type: "object",
          required: ["surname", "mobile", "email", "password"],
          properties: {
            name: nullable("string", { maxLength: 60 }),
            surname: { type: "string", minLength: 1, maxLength: 60 },
            dob: nullable("string", {
              format: "date",
              description: "YYYY-MM-DD; at least 18 years ago.",
            }),
            mobile: {
              type: "string",
              description: "10-digit Indian mobile number, optionally with +91.",
              examples: ["+91 98765 43210"],
            },
            email: { type: "string", format: "email" },
            password: { type: "string", minLength: 8, maxLength: 128 },
          },
        },
        User: {
          type: "object",
          required: ["id", "email", "role"],
          properties: {
            id: { type: "integer" },
            email: { type: "string", format: "email" },
            name: nullable("string"),
            surname: nullable("string"),
            mobile: nullable("string"),
            role: { type: "string", enum: ["customer", "admin"] },
            created_at: { type: "string", format: "date-time" },
          },
        },
        EligibilityApplicationInput: {
          type: "object",
          required: ["client_id", "consent"],
          description:
            "Snake_case fields of SPEC.md 3; empty values are null. Hidden answers are stored as null.",
          properties: {
            ...applicationFields,
            interest_rate: nullable("number", {
              minimum: 1,
              maximum: 25,
              description: "Annual rate in percent; null → 9.",
            }),
            consent: {
              const: true,
              description: "Consent to be contacted and to the privacy notice.",
            },
            client_id: {
              type: "string",
              pattern: "^[A-Za-z0-9-]{8,64}$",
              description:
                "A UUID made in the browser; a repeat answers 200 with the stored result.",
            },
          },
        },
        EligibilityResult: {
          type: "object",
          required: ["id", "is_eligible", "eligibility_message", "calculated_emi"],
          properties: {
            id: { type: "integer" },
            is_eligible: { enum: [0, 1] },
            eligibility_message: { type: "string" },
            calculated_emi: nullable("string", {
              pattern: "^\\d+\\.\\d{2}$",
              description: "Rupees, 2 decimals.",
            }),
          },
        },
        EligibilityApplication: {
          type: "object",
          required: [
            "id",
            "first_name",
            "last_name",
            "email",
            "phone_number",
            "is_eligible",
            "eligibility_message",
          ],
          properties: {
            id: { type: "integer" },
            client_id: { type: "string" },
            ...applicationFields,
            interest_rate: { type: "number" },
            is_eligible: { enum: [0, 1] },
            eligibility_message: { type: "string" },
            calculated_emi: nullable("string"),
            bank_slug: nullable("string"),
            status: { type: "string", enum: [...LEAD_STATUSES] },
            consent_at: { type: "string", format: "date-time" },
            consent_notice_version: { type: "string" },
            created_at: { type: "string", format: "date-time" },
          },
        },
        ContactMessageInput: {
          type: "object",
          required: ["email", "phone", "consent"],
          properties: {
            first_name: nullable("string", { maxLength: 100 }),
            last_name: nullable("string", { maxLength: 100 }),
            email: { type: "string", format: "email" },
            phone: {
              type: "string",
              description: "10 to 15 digits once other characters are removed.",
            },
            message: nullable("string", { maxLength: 2000 }),
            consent: { const: true },
          },
        },
        ContactMessage: {
          type: "object",
          required: ["id", "email", "phone", "created_at"],
          properties: {
            id: { type: "integer" },
            first_name: nullable("string"),
            last_name: nullable("string"),
            email: { type: "string" },
            phone: { type: "string" },
            message: nullable("string"),
            consent_at: { type: "string", format: "date-time" },
            consent_notice_version: { type: "string" },
            read_at: nullable("string", { format: "date-time" }),
            created_at: { type: "string", format: "date-time" },
          },
        },
      },
    },
  };
}

function bankEditableProperties(): Record<string, Schema> {
  const text = (max: number, extra: Schema = {}): Schema => ({
    type: "string",
    minLength: 1,
    maxLength: max,
    ...extra,
  });
  const list: Schema = {
    type: "array",
    maxItems: BANK_LIMITS.listItems,
    items: { type: "string", minLength: 1, maxLength: BANK_LIMITS.listItem },
  };
  return {
    name: text(BANK_LIMITS.name),
    logo: text(BANK_LIMITS.logo, { description: "A site path (/…) or an https:// URL." }),
    purpose: text(BANK_LIMITS.purpose),
    interestRate: text(BANK_LIMITS.interestRate, { examples: ["7.50% – 8.70% p.a."] }),
    maxLoan: text(BANK_LIMITS.maxLoan),
    tenure: text(BANK_LIMITS.tenure),
    eligibility: text(BANK_LIMITS.eligibility),
    paymentCharges: text(BANK_LIMITS.paymentCharges, { description: "Prepayment charges." }),
    processingFee: text(BANK_LIMITS.processingFee),
    pros: list,
    cons: list,
    documentation: list,
    calculatorRate: {
      type: "number",
      minimum: MIN_CALCULATOR_RATE,
      maximum: MAX_CALCULATOR_RATE,
      description:
        "Default rate (% p.a.) of the bank-page calculator and of the wizard opened with ?bank=.",
    },
    asOf: {
      type: "string",
      format: "date",
      description: "When the figures were checked (YYYY-MM-DD).",
    },
    description: { type: "string", maxLength: BANK_LIMITS.description },
  };
}
