import crypto from "node:crypto";
import Database from "better-sqlite3";
import fc from "fast-check";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { parseLogin, parseRegister } from "../../app/domain/auth/schemas.ts";
import { runCalculator } from "../../app/domain/calculators/index.ts";
import { parseCallbackRequest } from "../../app/domain/callbacks/schema.ts";
import { parseCall } from "../../app/domain/calls/limits.ts";
import { parseContactMessage } from "../../app/domain/contact/schema.ts";
import { parseEligibilityApplication } from "../../app/domain/eligibility/application-parser.ts";
import { ELIGIBILITY_FIELDS } from "../../app/domain/eligibility/fields.ts";
import { BANK_SLUGS } from "../../app/domain/enums.ts";
import { parseGrievance } from "../../app/domain/grievances/schema.ts";
import {
  canMove,
  isStaffTarget,
  parseMoveFields,
  readTargetStage,
} from "../../app/domain/loan-file/stages.ts";
import { parseOfferInputs } from "../../app/domain/offers/inputs.ts";
import { WORKED_INPUTS } from "../../app/domain/offers/test-fixtures.ts";
import { readBodySource } from "../../app/domain/speed-to-lead/touch.ts";
import { parseMeUpdate, parseUserWorkUpdate } from "../../app/domain/team/assignment.ts";
import { ApiClient } from "../support/api-client.ts";
import { countDb, queryDb } from "../support/db-query.ts";
import { baseUrl, databaseUrl, dialect } from "../support/injected.ts";
import { validLeadPayload } from "../support/lead-payload.ts";

// Hostile input on every public write endpoint: 10,000 generated malformed requests in total.
// Each must be refused with a client error (never a 5xx) and nothing may be written. "Malformed"
// is decided by the same domain parsers the server uses: a generated body they would accept is
// skipped (fc.pre), so every request sent is one the server must refuse.

const RUN = crypto.randomBytes(4).toString("hex");
/** In the last name, email and message of every generated body, so leftovers can be searched. */
const MARKER = `fz${RUN}`;
const EMAIL = `fuzz-${MARKER}@example.test`;
const PASSWORD = `fuzz-password-${RUN}`;
const CLIENT_ID_PREFIX = `fz-${RUN}-`;
const MAX_BODY = 64 * 1024;
const ALLOWED = new Set([400, 401, 409, 413, 415, 429]);
/**
 * Calls whose well-formed refusal is 404: no such enquiry, or no SMS provider
 * (docs/product/borrower-journey.md "Mobile verification").
 */
const NOT_FOUND_OK = new Set([
  "/api/track",
  "/api/consent/withdraw",
  "/api/otp",
  "/api/otp/verify",
  // The loan file: a decision without a live verification never reaches a lookup, but a
  // well-formed one for an application that is not the enquiry's is the tracking 404.
  "/api/track/bank-applications/1",
  // Fair offers: a choice without a live verification never reaches a lookup; a well-formed one
  // names a snapshot that does not exist.
  "/api/track/offers/AAAAAAAAAAAAAAAAAAAAAA/choose",
]);

const RUNS = {
  leads: 4500,
  contact: 2500,
  register: 1800,
  login: 1200,
  // docs/product/borrower-journey.md (issue 12)
  callbacks: 1000,
  track: 400,
  withdraw: 400,
  otp: 250,
  otpVerify: 250,
  // docs/product/borrower-view.md "Grievances"
  grievances: 500,
  // The loan file (docs/product/loan-file.md)
  decisions: 300,
  bankCreate: 300,
  bankMove: 400,
  // The borrower's own view (docs/product/borrower-view.md)
  withdrawals: 100,
  calls: 300,
  // Availability (docs/product/speed-to-lead.md)
  me: 300,
  userWork: 300,
  // Fair offers (docs/product/offers.md)
  offers: 600,
  offerChoices: 200,
  // My loan (docs/product/my-loan.md)
  myLoans: 300,
  // docs/product/calculators.md "pmay" and "cost-of-buying": GETs, each query a request
  calculators: 400,
};
/** Well-formed sign-ins with wrong credentials cost a password hash each: a few suffice. */
const WELL_FORMED_LOGINS = 20;
const TIMEOUT = 180_000;

// ---------------------------------------------------------------------------------------------
// Sending

// Every request comes from its own address (the server trusts X-Forwarded-For from loopback), so
// the per-IP limits of RATE_LIMIT_FACTOR=1 never kick in. 100.64.0.0/10 keeps clear of the
// 10.x addresses other test files use.
let ipCounter = crypto.randomInt(0, 1 << 20);
function freshIp(): string {
  const n = ipCounter++ % (1 << 22);
  return `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
}

let sequence = 0;
const CID = "@@CLIENT_ID@@";

interface Sent {
  status: number;
  bytes: number;
  contentType: string | null;
  text: string;
}

/** The team's calls are sent with a session: `method` and `cookie` for those. */
interface SendOptions {
  method?: "POST" | "PATCH";
  cookie?: string;
}

async function send(
  path: string,
  contentType: string | null,
  text: string,
  { method = "POST", cookie }: SendOptions = {},
): Promise<Sent> {
  // Placeholders become fresh ids here, so every body that could be stored is unique and traceable.
  const body = text.replaceAll(CID, `${CLIENT_ID_PREFIX}${sequence++}`);
  const bytes = Buffer.byteLength(body);
  const headers: Record<string, string> = { "x-forwarded-for": freshIp() };
  if (contentType !== null) headers["content-type"] = contentType;
  if (cookie) headers.cookie = cookie;
  // A Uint8Array body lets fetch send no Content-Type at all.
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: contentType === null ? new TextEncoder().encode(body) : body,
  });
  return {
    status: res.status,
    bytes,
    contentType: res.headers.get("content-type"),
    text: await res.text(),
  };
}

function assertRefused(path: string, sent: Sent, request: string) {
  const where = `${path} answered ${sent.status} to ${request.slice(0, 300)}${request.length > 300 ? "…" : ""}`;
  const allowed = ALLOWED.has(sent.status) || (sent.status === 404 && NOT_FOUND_OK.has(path));
  if (!allowed) throw new Error(`${where}\n${sent.text.slice(0, 300)}`);
  if (sent.bytes > MAX_BODY && sent.status !== 413)
    throw new Error(`${where} (${sent.bytes} bytes, expected 413)`);
  if (sent.bytes <= MAX_BODY && sent.status === 413)
    throw new Error(`${where} (${sent.bytes} bytes only)`);
  // Every refusal says why, as JSON (docs/product/forms.md and docs/product/http-api.md).
  let error: unknown;
  try {
    error = (JSON.parse(sent.text) as { error?: unknown }).error;
  } catch {
    error = undefined;
  }
  if (typeof error !== "string" || error === "") {
    throw new Error(`${where}: no JSON {error} in ${sent.contentType}: ${sent.text.slice(0, 200)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Generators

/** A JSON token written as is: numbers JSON can carry but JavaScript rounds, or deep nesting. */
class Raw {
  constructor(readonly text: string) {}
}

function serialise(value: unknown): string {
  if (value instanceof Raw) return value.text;
  const text = JSON.stringify(value);
  return text === undefined ? "null" : text;
}

/** Builds object text from entries, so keys like __proto__ stay plain keys and may repeat. */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${serialise(v)}`).join(",")}}`;
}

const RAW_NUMBERS = [
  "-0",
  "-0.0",
  "0",
  "-1",
  "-1e-400",
  "1e400",
  "-1e400",
  "1E+999",
  "1e308",
  "-1e308",
  "5e-324",
  "-5e-324",
  "1e13",
  "123456789012345678901234567890",
  "9007199254740993",
  "0.1",
  "1.5",
  "51",
  "7",
];

/** A whole number, mostly in `usual` and now and then (one time in `1 + odds`) in `rare`. */
const mostlyThenRarely = (usual: [number, number], rare: [number, number], odds: number) =>
  fc.oneof(
    { weight: odds, arbitrary: fc.integer({ min: usual[0], max: usual[1] }) },
    { weight: 1, arbitrary: fc.integer({ min: rare[0], max: rare[1] }) },
  );

// Mostly moderate depths; now and then deep enough to break recursive code (and near 64 KB).
const deepNesting = fc
  .tuple(mostlyThenRarely([20, 2000], [2000, 14_000], 3), fc.boolean())
  .map(([depth, array]) =>
    array
      ? new Raw(`${"[".repeat(depth)}${"]".repeat(depth)}`)
      : new Raw(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  );

const hostileStrings = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "<script>alert(1)</script>",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "%00",
  "\u202egnp.exe",
  "\ud800",
  "\udfff",
  "𝕏".repeat(40),
  "🏠".repeat(300),
  "a\u0301".repeat(600),
  "\r\n\r\n",
  `$${"{"}7*7}`,
  "{{7*7}}",
  "../../etc/passwd",
  "yes ",
  "YES",
  "No",
  "justme",
  "i'm buying\u0000",
  "1e400",
  "-0",
);

// Past every field's limit (1,000 characters at most); now and then past the 64 KB body cap.
const longString = fc
  .tuple(mostlyThenRarely([1001, 4000], [60_000, 90_000], 4), fc.constantFrom("x", "é", "😀", "<"))
  .map(([n, c]) => c.repeat(Math.ceil(n / c.length)));

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: hostileStrings },
  { weight: 1, arbitrary: longString },
);

/** Values of every JSON type, including the numbers and shapes that break naive code. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((t) => new Raw(t)) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
  },
  // Objects whose String() conversion throws: a trap for code that stringifies unknown input.
  {
    weight: 1,
    arbitrary: fc.constantFrom({ toString: null }, { toString: 1, valueOf: 1 }, { valueOf: {} }),
  },
  { weight: 1, arbitrary: deepNesting },
);

type Mutation =
  | { kind: "set"; key: string; value: unknown }
  | { kind: "delete"; key: string }
  | { kind: "extra"; key: string; value: unknown };

const TRAP_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "website",
  "role",
  "is_admin",
  "id",
  "user_id",
  "status",
  "is_eligible",
  "calculated_emi",
];

function mutations(keys: readonly string[]): fc.Arbitrary<Mutation[]> {
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant("set" as const),
        key: fc.constantFrom(...keys, ...TRAP_KEYS),
        value: anyValue,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant("delete" as const), key: fc.constantFrom(...keys) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("extra" as const),
        key: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...TRAP_KEYS)),
        value: anyValue,
      }),
    },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 4 });
}

function applyMutations(base: Record<string, unknown>, muts: Mutation[]): string {
  const entries = new Map<string, unknown>(Object.entries(base));
  const extras: [string, unknown][] = [];
  for (const m of muts) {
    if (m.kind === "set") entries.set(m.key, m.value);
    else if (m.kind === "delete") entries.delete(m.key);
    else extras.push([m.key, m.value]);
  }
  return objectText([...entries.entries(), ...extras]);
}

interface Case {
  contentType: string | null;
  text: string;
  /** Body-level cases are malformed whatever the body says; field cases go through the oracle. */
  checkOracle: boolean;
}

const NOT_JSON_TYPES = [
  null,
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----fuzz",
  "application/xml",
  "text/html",
  "application/octet-stream",
  "application/jsonp",
  "text/json",
  "json",
  "",
];

const BROKEN_JSON = [
  "",
  "{",
  "}",
  '{"a":}',
  "{'a':1}",
  "NaN",
  "Infinity",
  "-",
  '{"a":1,}',
  "undefined",
  "\uFEFF{}",
  "[",
  '{"email":"a"',
  "nul",
  "tru",
  "{}{}",
  '{"a":"\\u12"}',
  '{"a":"\u0001"}',
  "\u0000",
];

/**
 * Malformed bodies around `validBody`; the mutations set and delete `keys` (by default all of its
 * own).
 */
function cases(
  validBody: Record<string, unknown>,
  keys: readonly string[] = Object.keys(validBody),
): fc.Arbitrary<Case> {
  const validText = objectText(Object.entries(validBody));
  const json = "application/json";
  return fc.oneof(
    // Field-level damage to an otherwise valid body: the bulk of the runs.
    {
      weight: 14,
      arbitrary: mutations(keys).map((m) => ({
        contentType: json,
        text: applyMutations(validBody, m),
        checkOracle: true,
      })),
    },
    // Not JSON at all, or cut short.
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom(...BROKEN_JSON), fc.string({ unit: "binary", maxLength: 60 }))
        .filter((t) => !parses(t))
        .map((text) => ({ contentType: json, text, checkOracle: false })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: validText.length - 1 }).map((n) => ({
        contentType: json,
        text: validText.slice(0, n),
        checkOracle: false,
      })),
    },
    // Valid JSON of the wrong shape: arrays, strings, numbers, null; the valid body in an array.
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc
            .jsonValue({ maxDepth: 3 })
            .filter((v) => typeof v !== "object" || v === null || Array.isArray(v))
            .map(serialise),
          fc.constantFrom(
            `[${validText}]`,
            `"${validText.replaceAll('"', '\\"')}"`,
            "[]",
            "null",
            "0",
            '""',
          ),
          deepNesting.map((r) => r.text),
        )
        .map((text) => ({ contentType: json, text, checkOracle: false })),
    },
    // A valid body under a media type that is not JSON: 415, nothing stored.
    {
      weight: 2,
      arbitrary: fc.constantFrom(...NOT_JSON_TYPES).map((contentType) => ({
        contentType,
        text: validText,
        checkOracle: false,
      })),
    },
    // Over 64 KB: 413 however valid the rest is.
    {
      weight: 1,
      arbitrary: fc.integer({ min: MAX_BODY + 1, max: MAX_BODY + 8192 }).map((size) => ({
        contentType: json,
        text: objectText([...Object.entries(validBody), ["padding", "p".repeat(size)]]),
        checkOracle: false,
      })),
    },
  );
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Oracles: would the server's own rules accept this body? (Mirrors the modules' order: honeypot,
// then the shared parser.) String() of hostile values may throw; such a body counts as malformed.

function honeypotFilled(input: Record<string, unknown>): boolean {
  try {
    const value = input.website;
    return value !== undefined && value !== null && String(value).trim() !== "";
  } catch {
    return true;
  }
}

function asObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.replaceAll(CID, `${CLIENT_ID_PREFIX}oracle`));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function bankSlugOk(input: Record<string, unknown>): boolean {
  const raw = input.bank_slug;
  if (raw === undefined || raw === null || raw === "") return true;
  return (
    typeof raw === "string" && (BANK_SLUGS as readonly string[]).includes(raw.trim().toLowerCase())
  );
}

// `source` (docs/product/speed-to-lead.md "Where leads come from") is checked beside each form's
// own schema: a body the rules accept has a readable one or none.
const acceptsLead = (o: Record<string, unknown>) =>
  !honeypotFilled(o) && bankSlugOk(o) && parseEligibilityApplication(o).ok && readBodySource(o).ok;
const acceptsContact = (o: Record<string, unknown>) =>
  !honeypotFilled(o) && parseContactMessage(o).ok && readBodySource(o).ok;
const acceptsRegistration = (o: Record<string, unknown>) =>
  !honeypotFilled(o) && parseRegister(o, new Date()).ok;
/** Well-formed sign-ins (any non-empty email and password) are tested apart: see above. */
const wellFormedLogin = (o: Record<string, unknown>) => parseLogin(o).ok;

async function fuzz(
  path: string,
  arbitrary: fc.Arbitrary<Case>,
  numRuns: number,
  accepts: ((o: Record<string, unknown>) => boolean) | null,
  options: SendOptions = {},
) {
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (c) => {
      if (c.checkOracle && accepts && c.contentType === "application/json") {
        const object = asObject(c.text);
        // A body the server's rules accept is not malformed; skip it.
        fc.pre(object === null || !accepts(object));
      }
      const result = await send(path, c.contentType, c.text, options);
      sent++;
      assertRefused(
        NOT_FOUND_OK.has(path) ? path : path.replace(/\/\d+(?=\/|$)/g, "/1"),
        result,
        `${c.contentType ?? "(no content type)"} ${c.text}`,
      );
    }),
    { numRuns, maxSkipsPerRun: 1000 },
  );
  return sent;
}

/** A public form's row: its path, the runs, a valid body, the keys to damage, the form's rules. */
type FormRow = [
  path: string,
  runs: number,
  validBody: Record<string, unknown>,
  keys: readonly string[],
  accepts: (o: Record<string, unknown>) => boolean,
];

const fuzzForm = async (...[path, runs, validBody, keys, accepts]: FormRow) => {
  await fuzz(path, cases(validBody, keys), runs, accepts);
};

// ---------------------------------------------------------------------------------------------
// Valid bodies the damage starts from (each carries the run's marker)

const validLead = validLeadPayload({
  first_name: "Fuzz",
  last_name: MARKER,
  email: EMAIL,
  client_id: CID,
});
const LEAD_KEYS = [
  ...ELIGIBILITY_FIELDS,
  "consent",
  "client_id",
  "interest_rate",
  "bank_slug",
  "source",
];

const validContact = {
  first_name: "Fuzz",
  last_name: MARKER,
  email: EMAIL,
  phone: "9876543210",
  message: `Fuzz message ${MARKER}`,
  consent: true,
};
const CONTACT_KEYS = [...Object.keys(validContact), "source"];

const validRegistration = {
  name: "Fuzz",
  surname: MARKER,
  dob: "1990-01-15",
  mobile: "9876543210",
  email: EMAIL,
  password: PASSWORD,
};
const REGISTER_KEYS = Object.keys(validRegistration);

const validLogin = { email: EMAIL, password: PASSWORD };
const LOGIN_KEYS = Object.keys(validLogin);

const validCallback = {
  name: `Fuzz ${MARKER}`,
  phone: "+91 98765 43210",
  city: `City ${MARKER}`,
  preferred_slot: "08:00-11:00",
  consent: true,
  bank: "sbi",
};
const CALLBACK_KEYS = [...Object.keys(validCallback), "otp_verification", "source"];
const acceptsCallback = (o: Record<string, unknown>) =>
  !honeypotFilled(o) && parseCallbackRequest(o).ok && readBodySource(o).ok;
const validGrievance = {
  reference: "GS-00000000",
  phone: "+91 98765 43210",
  email: EMAIL,
  text: `Fuzz grievance ${MARKER}`,
  consent: true,
  language: "en",
  client_id: CID,
};
const GRIEVANCE_KEYS = Object.keys(validGrievance);
const acceptsGrievance = (o: Record<string, unknown>) => !honeypotFilled(o) && parseGrievance(o).ok;
// Look-ups of enquiries that do not exist: every one, well-formed or not, must be refused.
const validLookup = { reference: "GS-00000000", phone: "9876543210" };
const LOOKUP_KEYS = [...Object.keys(validLookup), "otp_verification"];
const validOtp = { phone: "9876543210", code: "123456" };
const OTP_KEYS = Object.keys(validOtp);
// The loan file: a decision with a forged verification; the team's proposal of a bank the lead
// already has (every bank is proposed in beforeAll, so no proposal can be stored); a move of a
// proposed application, skipped when the rules would accept it (rejected with a reason, withdrawn).
const validDecision = {
  reference: "GS-00000000",
  phone: "9876543210",
  otp_verification: `v1.9876543210.9999999999999.${"0".repeat(64)}`,
  decision: "approve",
};
const DECISION_KEYS = Object.keys(validDecision);
// Fair offers (docs/product/offers.md): the inputs are damaged field by field, then sent wrapped
// as POST /api/offers takes them; a body whose inputs the rules accept is skipped.
const validOfferInputs: Record<string, unknown> = { ...WORKED_INPUTS };
const offerCases = cases(validOfferInputs).map((c) => {
  const object = c.contentType === "application/json" ? asObject(c.text) : null;
  // Wrapped as text: the damaged body may nest deeper than JSON.stringify can walk.
  return object ? { ...c, text: `{"inputs":${c.text}}` } : c;
});
const acceptsOffer = (o: Record<string, unknown>) => parseOfferInputs(o.inputs).ok;
const { decision: _decision, ...validLookupWithToken } = validDecision;
const validChoice = { ...validLookupWithToken, bank: "boi" };
const validCreate = { bank: "sbi" };
// docs/product/my-loan.md "Saving a loan": a loan with a forged verification is never saved.
const validSavedLoan = {
  phone: "9876543210",
  otp_verification: "forged.token",
  bank: "sbi",
  rate_type: "repo",
  current_rate: 8.15,
  last_reset_on: "2026-11-01",
  reset_every_months: 3,
  outstanding: 3_000_000,
  remaining_months: 216,
  language: "en",
  consent: true,
};
// docs/product/borrower-view.md: stopping a bank with a forged verification; a call whose body
// the rules would accept is skipped (it would be stored, or refused by the hour: not malformed).
const validWithdrawal = { ...validDecision, decision: "withdraw" };
const validCall = { outcome: "busy", note: `Fuzz ${MARKER}` };
const validMove = { stage: "logged_in", bank_reference: "HD/1", reason: "x" };
const MOVE_KEYS = [
  "stage",
  "bank_reference",
  "sanctioned_amount",
  "sanctioned_rate",
  "processing_fee",
  "sanction_valid_until",
  "disbursed_amount",
  "disbursed_on",
  "reason",
];
/** Would the team's move of a proposed application be made? Those are not malformed: skipped. */
const acceptsMove = (o: Record<string, unknown>) => {
  const target = readTargetStage(o);
  if (!target.ok) return false;
  const to = target.data;
  return canMove("proposed", to, "staff") && isStaffTarget(to) && parseMoveFields(to, o).ok;
};

// ---------------------------------------------------------------------------------------------
// What is stored, read straight from the database (other test files share the server and write
// rows of their own at the same time, so only this run's traces are counted).

async function countTraces(): Promise<{
  leads: number;
  contacts: number;
  users: number;
  callbacks: number;
  grievances: number;
}> {
  const like = `%${MARKER}%`;
  // Written with ? placeholders; PostgreSQL gets $1, $2, … in their place.
  const queries: Record<
    "leads" | "contacts" | "users" | "callbacks" | "grievances",
    [string, string[]]
  > = {
    leads: [
      "SELECT COUNT(*) AS n FROM eligibility_applications WHERE client_id LIKE ? OR last_name LIKE ? OR email LIKE ?",
      [`${CLIENT_ID_PREFIX}%`, like, like],
    ],
    contacts: [
      "SELECT COUNT(*) AS n FROM contact_messages WHERE last_name LIKE ? OR email LIKE ? OR message LIKE ?",
      [like, like, like],
    ],
    users: ["SELECT COUNT(*) AS n FROM users WHERE email LIKE ? OR surname LIKE ?", [like, like]],
    callbacks: [
      "SELECT COUNT(*) AS n FROM callback_requests WHERE name LIKE ? OR city LIKE ?",
      [like, like],
    ],
    grievances: [
      "SELECT COUNT(*) AS n FROM grievances WHERE client_id LIKE ? OR email LIKE ? OR text LIKE ?",
      [`${CLIENT_ID_PREFIX}%`, like, like],
    ],
  };
  const out = { leads: 0, contacts: 0, users: 0, callbacks: 0, grievances: 0 };
  if (dialect === "postgres") {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const [key, [sql, params]] of Object.entries(queries)) {
        let i = 0;
        const res = await client.query(
          sql.replaceAll("?", () => `$${++i}`),
          params,
        );
        out[key as keyof typeof out] = Number(res.rows[0].n);
      }
    } finally {
      await client.end();
    }
    return out;
  }
  const db = new Database(databaseUrl, { readonly: true, fileMustExist: true });
  try {
    for (const [key, [sql, params]] of Object.entries(queries)) {
      const row = db.prepare(sql).get(...params) as { n: number };
      out[key as keyof typeof out] = Number(row.n);
    }
  } finally {
    db.close();
  }
  return out;
}

async function adminTotals(admin: ApiClient) {
  const leads = await admin.get(`/api/eligibility-applications?q=${MARKER}&pageSize=1`);
  expect(leads.status).toBe(200);
  const contacts = await admin.get("/api/contact-messages");
  expect(contacts.status).toBe(200);
  const mine = (contacts.json as Record<string, unknown>[]).filter((m) =>
    [m.last_name, m.email, m.message].some((v) => typeof v === "string" && v.includes(MARKER)),
  );
  return { leads: Number(leads.headers.get("x-total-count")), contacts: mine.length };
}

// ---------------------------------------------------------------------------------------------

describe("hostile input on the public write endpoints", () => {
  const admin = new ApiClient(baseUrl);
  let before: { leads: number; contacts: number };

  beforeAll(async () => {
    await admin.login();
    before = await adminTotals(admin);
    expect(before).toEqual({ leads: 0, contacts: 0 });
  });

  describe.concurrent("10,000 generated malformed requests get a 4xx, never a 5xx", () => {
    it.each<FormRow>([
      ["/api/eligibility-applications", RUNS.leads, validLead, LEAD_KEYS, acceptsLead],
      ["/api/contact-messages", RUNS.contact, validContact, CONTACT_KEYS, acceptsContact],
      ["/api/register", RUNS.register, validRegistration, REGISTER_KEYS, acceptsRegistration],
    ])("POST %s (%i runs)", fuzzForm, TIMEOUT);
    it(
      `POST /api/auth/login (${RUNS.login} runs)`,
      async () => {
        await fuzz("/api/auth/login", cases(validLogin, LOGIN_KEYS), RUNS.login, wellFormedLogin);
        // Well-formed but unknown credentials, hostile characters included: 401, no session.
        await fc.assert(
          fc.asyncProperty(anyString, anyString, async (email, password) => {
            const body = { email, password };
            // NUL characters are refused as bad input (400) before any lookup: not this case.
            fc.pre(parseLogin(body).ok && !`${email}${password}`.includes("\u0000"));
            const sent = await send("/api/auth/login", "application/json", JSON.stringify(body));
            assertRefused("/api/auth/login", sent, JSON.stringify(body));
            expect(sent.status).toBe(401);
          }),
          { numRuns: WELL_FORMED_LOGINS, maxSkipsPerRun: 1000 },
        );
      },
      TIMEOUT,
    );
  });

  // Issue 12's calls, after the others: run alongside them they made every test slower on a
  // shared machine. The same rules: a 4xx (404 for a look-up that matches nothing), nothing stored.
  describe.concurrent("the borrower's journey calls (docs/product/borrower-journey.md) refuse malformed input too", () => {
    it.each<FormRow>([
      ["/api/callback-requests", RUNS.callbacks, validCallback, CALLBACK_KEYS, acceptsCallback],
      ["/api/grievances", RUNS.grievances, validGrievance, GRIEVANCE_KEYS, acceptsGrievance],
    ])("POST %s (%i runs)", fuzzForm, TIMEOUT);
    // No enquiry matches a look-up, and this server has no SMS provider: nothing is accepted.
    const NO_MATCH = "no enquiry matches, whatever is sent";
    const NO_PROVIDER = "refused (and no provider on this server)";
    it.each([
      ["/api/track", RUNS.track, NO_MATCH, validLookup, LOOKUP_KEYS],
      ["/api/consent/withdraw", RUNS.withdraw, NO_MATCH, validLookup, LOOKUP_KEYS],
      ["/api/otp", RUNS.otp, NO_PROVIDER, validOtp, OTP_KEYS],
      ["/api/otp/verify", RUNS.otpVerify, NO_PROVIDER, validOtp, OTP_KEYS],
    ])(
      "POST %s (%i runs): %s",
      async (path, runs, _what, validBody, keys) => {
        await fuzz(path, cases(validBody, keys), runs, null);
      },
      TIMEOUT,
    );
  });

  // The loan file's calls (docs/product/loan-file.md): the borrower's decision is public; the
  // team's are sent with the admin's session. Nothing may be moved or proposed.
  describe("the loan file's calls refuse malformed input too", () => {
    let leadId = 0;
    let bankApplicationId = 0;

    beforeAll(async () => {
      const lead = await admin.post(
        "/api/eligibility-applications",
        validLeadPayload({ first_name: "Fuzz", last_name: "Loanfile" }),
      );
      leadId = Number(lead.json.id);
      for (const bank of BANK_SLUGS) {
        const created = await admin.post(
          `/api/eligibility-applications/${leadId}/bank-applications`,
          {
            bank,
          },
        );
        expect(created.status).toBe(201);
        if (bank === "hdfc") bankApplicationId = Number(created.json.id);
      }
    });

    it.each([
      ["", RUNS.decisions, "decides", validDecision],
      [" withdraw", RUNS.withdrawals, "stops a bank", validWithdrawal],
    ])(
      "POST /api/track/bank-applications/{id}%s (%i runs): no forged token %s",
      async (_action, runs, _outcome, valid) => {
        await fuzz(
          `/api/track/bank-applications/${bankApplicationId}`,
          cases(valid, DECISION_KEYS),
          runs,
          null,
        );
      },
      TIMEOUT,
    );
    it(
      `POST /api/eligibility-applications/{id}/calls (${RUNS.calls} runs): nothing logged`,
      async () => {
        await fuzz(
          `/api/eligibility-applications/${leadId}/calls`,
          cases(validCall, ["outcome", "note"]),
          RUNS.calls,
          (o) => parseCall(o).ok,
          { cookie: admin.cookie },
        );
        const calls = await countDb(
          dialect,
          databaseUrl,
          "SELECT COUNT(*) AS n FROM lead_calls WHERE application_id = ?",
          [leadId],
        );
        expect(calls).toBe(0);
      },
      TIMEOUT,
    );
    it(
      `POST /api/eligibility-applications/{id}/bank-applications (${RUNS.bankCreate} runs)`,
      async () => {
        await fuzz(
          `/api/eligibility-applications/${leadId}/bank-applications`,
          cases(validCreate, ["bank"]),
          RUNS.bankCreate,
          null,
          { cookie: admin.cookie },
        );
      },
      TIMEOUT,
    );
    it(
      `PATCH /api/bank-applications/{id} (${RUNS.bankMove} runs)`,
      async () => {
        await fuzz(
          `/api/bank-applications/${bankApplicationId}`,
          cases(validMove, MOVE_KEYS),
          RUNS.bankMove,
          acceptsMove,
          { method: "PATCH", cookie: admin.cookie },
        );
      },
      TIMEOUT,
    );

    it("moved and proposed nothing", async () => {
      const detail = await admin.get(`/api/eligibility-applications/${leadId}`);
      const apps = detail.json.bank_applications as { stage: string; history: unknown[] }[];
      expect(apps).toHaveLength(BANK_SLUGS.length);
      for (const app of apps) {
        expect(app.stage).toBe("proposed");
        expect(app.history).toHaveLength(1);
      }
    });
  });

  // The escalated-only lists (docs/product/speed-to-lead.md): any value of ?escalated= is
  // answered, 200 for true, false or empty and 400 for anything else, never a 5xx.
  it("GET ?escalated= of the lead and callback lists: 200 or 400, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/eligibility-applications", "/api/callback-requests"),
        fc.oneof(
          fc.constantFrom("true", "false", "", "TRUE", "1", "yes"),
          fc.string({ maxLength: 30 }),
        ),
        async (path, value) => {
          const res = await admin.get(`${path}?escalated=${encodeURIComponent(value)}&pageSize=1`);
          const ok = ["true", "false", ""].includes(
            path.includes("callback") ? value : value.trim(),
          );
          expect(res.status, `${path} ${JSON.stringify(value)}`).toBe(ok ? 200 : 400);
        },
      ),
      { numRuns: 120 },
    );
  });

  // The PMAY and cost-of-buying calculators (docs/product/calculators.md): any query string is
  // answered 200 when the domain's own parser (the page's and the API's) accepts it and 400
  // `{error, fields}` when it does not, never a 5xx. A loan above the caps adds `max_loan`.
  it(
    `GET /api/calculators/{pmay,cost-of-buying} (${RUNS.calculators} runs): 200 or 400, never a 5xx`,
    async () => {
      const valid = {
        pmay: {
          household_income: "720000",
          property_value: "3200000",
          loan_amount: "2400000",
          carpet_area_sqm: "95",
          urban: "yes",
          owns_pucca_house: "no",
          prior_housing_benefit: "no",
          sanctioned_on: "2026-03-10",
        },
        "cost-of-buying": {
          price: "5000000",
          status: "under_construction",
          carpet_area_sqm: "85",
          metro: "no",
          stamp_duty_percent: "6",
          registration_percent: "1",
          registration_cap: "30000",
          loan_amount: "4000000",
          processing_fee: "10000",
        },
      } as const;
      const queryValue = fc.oneof(
        { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
        { weight: 2, arbitrary: hostileStrings },
        { weight: 3, arbitrary: fc.constantFrom(...RAW_NUMBERS) },
        { weight: 2, arbitrary: fc.integer({ min: -1_000, max: 100_000_000 }).map(String) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            "25,00,000",
            "₹ 40,00,000",
            "6 %",
            "2024-08-31",
            "2024-02-29",
            "2023-02-29",
            "1999-12-31",
            "2100-01-01",
            "ready",
            "yes",
            "no",
            "4000001",
          ),
        },
        { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("pmay", "cost-of-buying"),
          fc.array(
            fc.tuple(
              fc.constantFrom(
                ...Object.keys(valid.pmay),
                ...Object.keys(valid["cost-of-buying"]),
                "months",
                "__proto__",
              ),
              fc.option(queryValue, { nil: undefined }),
            ),
            { minLength: 1, maxLength: 4 },
          ),
          async (name, changes) => {
            const query = new URLSearchParams(valid[name as keyof typeof valid]);
            for (const [key, value] of changes) {
              if (value === undefined) query.delete(key);
              else query.set(key, value);
            }
            const text = query.toString();
            // What the server reads: the text as sent (a lone surrogate travels as U+FFFD).
            const expected = runCalculator(
              name as "pmay" | "cost-of-buying",
              new URLSearchParams(text),
            );
            const res = await fetch(`${baseUrl}/api/calculators/${name}?${text}`, {
              headers: { "x-forwarded-for": freshIp() },
            });
            const body = (await res.json()) as { error?: unknown; fields?: unknown };
            // A NUL anywhere in the address is refused before any route (http-api.md).
            if (text.includes("%00")) {
              expect(res.status, `${name}?${text}`).toBe(400);
              expect(body.error).toBe("The address contains an invalid character.");
              return;
            }
            expect(res.status, `${name}?${text}`).toBe(expected.ok ? 200 : 400);
            if (!expected.ok) {
              const { ok: _ok, ...refusal } = expected;
              expect(body).toEqual(refusal);
            }
          },
        ),
        { numRuns: RUNS.calculators },
      );
    },
    TIMEOUT,
  );

  // The admin's own availability and languages: a body the server accepts would change them
  // (and put the shared server's admin in the rotation), so the oracle skips those.
  // Fair offers (docs/product/offers.md): nothing stored, nothing chosen.
  describe("the offers' calls refuse malformed input too", () => {
    const snapshots = () =>
      countDb(dialect, databaseUrl, "SELECT COUNT(*) AS n FROM offer_snapshots");
    let before = 0;
    beforeAll(async () => {
      before = await snapshots();
    });

    it(
      `POST /api/offers (${RUNS.offers} runs)`,
      async () => {
        await fuzz("/api/offers", offerCases, RUNS.offers, acceptsOffer);
      },
      TIMEOUT,
    );
    it(
      `POST /api/track/offers/{id}/choose (${RUNS.offerChoices} runs): no forged token chooses`,
      async () => {
        await fuzz(
          "/api/track/offers/AAAAAAAAAAAAAAAAAAAAAA/choose",
          cases(validChoice),
          RUNS.offerChoices,
          null,
        );
      },
      TIMEOUT,
    );
    it("stored no snapshot and made no bank application", async () => {
      expect(await snapshots()).toBe(before);
      const chosen = await queryDb(
        dialect,
        databaseUrl,
        "SELECT id FROM bank_applications WHERE offer_id IS NOT NULL",
      );
      expect(chosen).toEqual([]);
    });
  });

  // My loan (docs/product/my-loan.md): no forged token saves a loan.
  describe("the my-loan calls refuse malformed input too", () => {
    it(
      `POST /api/my-loans (${RUNS.myLoans} runs): no forged token saves a loan`,
      async () => {
        await fuzz("/api/my-loans", cases(validSavedLoan), RUNS.myLoans, null);
        expect(await queryDb(dialect, databaseUrl, "SELECT id FROM saved_loans")).toEqual([]);
      },
      TIMEOUT,
    );
  });

  describe("the availability calls refuse malformed input too", () => {
    let adminId = 0;
    beforeAll(async () => {
      adminId = Number((await admin.get("/api/me")).json.user.id);
    });
    it(
      `PATCH /api/me (${RUNS.me} runs)`,
      async () => {
        await fuzz(
          "/api/me",
          cases({ available: false }, ["available"]),
          RUNS.me,
          (o) => parseMeUpdate(o).ok,
          { method: "PATCH", cookie: admin.cookie },
        );
      },
      TIMEOUT,
    );
    it(
      `PATCH /api/users/{id} (${RUNS.userWork} runs)`,
      async () => {
        await fuzz(
          `/api/users/${adminId}`,
          cases({ available: false, languages: ["en"] }, ["available", "languages"]),
          RUNS.userWork,
          (o) => parseUserWorkUpdate(o).ok,
          { method: "PATCH", cookie: admin.cookie },
        );
      },
      TIMEOUT,
    );
    it("changed nothing: the admin is still away, in English", async () => {
      expect((await admin.get("/api/me")).json.user).toMatchObject({
        available: false,
        languages: ["en"],
      });
    });
  });

  describe("afterwards", () => {
    it.each([
      "/api/eligibility-applications",
      "/api/contact-messages",
      "/api/register",
      "/api/auth/login",
      "/api/callback-requests",
      "/api/grievances",
      "/api/track",
      "/api/consent/withdraw",
      "/api/otp",
      "/api/offers",
    ])(
      "refuses a body over 64 KB sent without Content-Length (chunked) with 413: %s",
      async (path) => {
        const chunk = new TextEncoder().encode(`{"padding":"${"p".repeat(70 * 1024)}"}`);
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < chunk.length; i += 8192)
              controller.enqueue(chunk.slice(i, i + 8192));
            controller.close();
          },
        });
        const res = await fetch(`${baseUrl}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
          body: stream,
          duplex: "half",
        } as RequestInit);
        expect(res.status, path).toBe(413);
      },
    );

    it("stored nothing: no lead, message or account carries the run's marker", async () => {
      const after = await adminTotals(admin);
      expect(after).toEqual(before);
      expect(await countTraces()).toEqual({
        leads: 0,
        contacts: 0,
        users: 0,
        callbacks: 0,
        grievances: 0,
      });
      // The base registration was never created: its credentials do not sign in.
      const login = await new ApiClient(baseUrl, freshIp()).post("/api/auth/login", validLogin);
      expect(login.status).toBe(401);
    });
  });

  // No logout: the admin's session is the one the run's files share.
});
