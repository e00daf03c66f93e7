import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  CHECKLIST_ONE_BUYER,
  CHECKLIST_REFINANCING,
  CHECKLIST_TWO_APPLICANTS,
} from "../../app/domain/loan-file/test-fixtures.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { queryDb, randomMobile } from "../support/db-query.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { createThrowawayDatabase } from "../support/pg.ts";
import { startS3, type TestS3 } from "../support/s3.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type SmsInbox, startSmsInbox } from "../support/sms-inbox.ts";
import { waitFor } from "../support/smtp.ts";

// The loan file's documents over HTTP (docs/product/loan-file.md "Documents"), on the engine of
// the project: the checklist, uploads by the team and by the borrower (through a real OTP: a
// signed SMS webhook to a receiver here), the review, the download, encryption at rest on disk
// and in a bucket (a second server on a real s3rver), and erasure on withdrawal and retention.

const dialect = inject("dialect");
const SESSION_SECRET = "test-secret-test-secret-test-secret";
const NOT_FOUND = "No enquiry matches that reference and mobile number.";
const TYPE = "Upload a PDF, JPEG or PNG file.";
const SIZE = "The file is larger than 10 MB.";
const MARKER = `MARKER-${crypto.randomBytes(6).toString("hex")}`;
const LIMIT = 10_485_760;

let inbox: SmsInbox;
let server: RunningServer;
let s3Server: RunningServer;
let s3: TestS3;
let databaseUrl = "";
let s3DatabaseUrl = "";
const drops: (() => Promise<void>)[] = [];
let admin: ApiClient;
let dataDir = "";

/** A one-page PDF with the marker in its text. */
const pdf = () =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${MARKER}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

/** A 1×1 PNG, with the marker in a text chunk. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("tEXt", Buffer.from(`Comment\0${MARKER}`)),
    chunk("IDAT", zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A minimal JFIF header, a comment with the marker, and the end marker. */
function jpeg(): Buffer {
  const comment = Buffer.from(MARKER);
  const len = Buffer.alloc(2);
  len.writeUInt16BE(comment.length + 2);
  return Buffer.concat([
    Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
    ]),
    Buffer.from([0xff, 0xfe]),
    len,
    comment,
    Buffer.from([0xff, 0xd9]),
  ]);
}

const elf = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 1)]);
const mz = () =>
  Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(200, 2)]);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** POSTs multipart/form-data with the parts in this order, as a browser's form would. */
async function upload(base: string, url: string, parts: Part[], cookie = "") {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename === undefined) form.append(p.name, String(p.value));
    else {
      const bytes = typeof p.value === "string" ? p.value : new Uint8Array(p.value);
      form.append(p.name, new Blob([bytes], { type: p.type ?? "application/pdf" }), p.filename);
    }
  }
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    body: form,
    headers: {
      "x-forwarded-for": `10.9.${crypto.randomInt(1, 254)}.${crypto.randomInt(1, 254)}`,
      ...(cookie ? { cookie } : {}),
    },
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith("{") ? JSON.parse(text) : undefined };
}

const file = (value: Buffer, filename = "doc.pdf", type = "application/pdf"): Part => ({
  name: "file",
  value,
  filename,
  type,
});

async function database(dir: string): Promise<string> {
  if (dialect !== "postgres") return path.join(dir, "gharsetu.db");
  const db = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string);
  drops.push(db.drop);
  return db.url;
}

function env(dir: string, url: string, extra: Record<string, string> = {}) {
  return {
    DATABASE_URL: dialect === "postgres" ? url : "",
    DATA_DIR: dir,
    SESSION_SECRET,
    ...inbox.env,
    RETENTION_EVERY_MS: "500",
    LEAD_RETENTION_DAYS: "730",
    ...extra,
  };
}

beforeAll(async () => {
  inbox = await startSmsInbox();
  dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "gharsetu-docs-"));
  databaseUrl = await database(dataDir);
  server = await startServer(env(dataDir, databaseUrl));
  admin = new ApiClient(server.baseUrl);
  await admin.login();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await s3Server?.stop();
  await s3?.stop();
  inbox?.close();
  for (const drop of drops) await drop();
});

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = [], url = databaseUrl) =>
  queryDb<T>(dialect, url, sql, params);

interface Lead {
  id: number;
  reference: string;
  phone: string;
}

async function postLead(base: string, overrides: Record<string, unknown> = {}): Promise<Lead> {
  const phone = randomMobile();
  const res = await new ApiClient(base).post(
    "/api/eligibility-applications",
    validLeadPayload({ phone_number: phone, email: uniqueEmail("docs"), ...overrides }),
  );
  expect(res.status, res.text).toBe(201);
  return { id: Number(res.json.id), reference: res.json.reference, phone };
}

const verify = (base: string, phone: string) => inbox.verify(base, phone);

const staffUpload = (
  lead: Lead,
  code: string,
  part: Part,
  base = server.baseUrl,
  cookie = admin.cookie,
) =>
  upload(base, `/api/eligibility-applications/${lead.id}/documents/${code}/files`, [part], cookie);

function storedFiles(dir: string): Buffer[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name)));
}

const filesDir = () => path.join(dataDir, "files");

/** A lead's stored files (a deleted one keeps its row). */
const filesOfLead = (leadId: number) =>
  q("SELECT id FROM lead_document_files WHERE application_id = ?", [leadId]);

/** Where the file is kept on disk. */
async function diskPathOf(fileId: number): Promise<string> {
  const [{ storage_key: key }] = await q<{ storage_key: string }>(
    "SELECT storage_key FROM lead_document_files WHERE id = ?",
    [fileId],
  );
  return path.join(filesDir(), key.slice(0, 2), key);
}

/** When the file was erased; null while it is kept. */
async function deletedAt(fileId: number): Promise<string | null> {
  const [row] = await q<{ deleted_at: string | null }>(
    "SELECT deleted_at FROM lead_document_files WHERE id = ?",
    [fileId],
  );
  return row.deleted_at;
}

describe("the checklist", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["one applicant buying", {}, CHECKLIST_ONE_BUYER],
    [
      "two applicants",
      { applicant_type: "mePlusOne", second_borrower_relation_status: "in a relationship" },
      CHECKLIST_TWO_APPLICANTS,
    ],
    ["refinancing", { loan_purpose: "i'm refinancing" }, CHECKLIST_REFINANCING],
  ])("for %s", async (_name, overrides, codes) => {
    const lead = await postLead(server.baseUrl, overrides);
    const res = await admin.get(`/api/eligibility-applications/${lead.id}/documents`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json.map((i: { code: string }) => i.code)).toEqual(codes);
    for (const item of res.json) {
      expect(item).toMatchObject({
        status: "pending",
        reason: null,
        files: [],
        label: expect.any(String),
      });
    }
  });

  it("is the team's: anonymous 401, a customer 403, an unknown lead 404", async () => {
    const lead = await postLead(server.baseUrl);
    const url = `/api/eligibility-applications/${lead.id}/documents`;
    expect((await new ApiClient(server.baseUrl).get(url)).status).toBe(401);
    const customer = new ApiClient(server.baseUrl);
    await customer.registerCustomer("docs-customer");
    expect((await customer.get(url)).status).toBe(403);
    expect((await admin.get("/api/eligibility-applications/99999999/documents")).status).toBe(404);
  });
});

describe("the team's uploads", () => {
  it.each<[string, () => Buffer, string, string]>([
    ["a PDF", pdf, "payslip.pdf", "application/pdf"],
    ["a JPEG", jpeg, "pan.jpg", "image/jpeg"],
    ["a PNG", png, "aadhaar.png", "image/png"],
  ])(
    "takes %s: 201 {id}, the item is received, the download gives the exact bytes",
    async (_n, make, name, type) => {
      const lead = await postLead(server.baseUrl);
      const bytes = make();
      // The declared type is ignored: the content decides.
      const res = await staffUpload(
        lead,
        "identity",
        file(bytes, name, "application/octet-stream"),
      );
      expect(res.status, res.text).toBe(201);
      expect(res.json).toEqual({ id: expect.any(Number) });
      const list = await admin.get(`/api/eligibility-applications/${lead.id}/documents`);
      expect(list.json[0]).toMatchObject({
        code: "identity",
        status: "received",
        files: [
          { id: res.json.id, name, size: bytes.length, content_type: type, uploaded_by: "staff" },
        ],
      });
      const download = await fetch(`${server.baseUrl}/api/documents/${res.json.id}`, {
        headers: { cookie: admin.cookie },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
      expect(download.headers.get("content-disposition")).toContain(name);
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(download.headers.get("cache-control")).toBe("no-store");
      expect(download.headers.get("content-type")).toBe(type);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      const logged = await q(
        "SELECT actor_email, action FROM access_log WHERE subject_type = 'document' AND subject_id = ?",
        [res.json.id],
      );
      expect(logged).toEqual([{ actor_email: "admin@example.test", action: "view" }]);
    },
  );

  it("stores them encrypted: no stored file holds the plaintext", async () => {
    const lead = await postLead(server.baseUrl);
    expect((await staffUpload(lead, "income", file(pdf()))).status).toBe(201);
    const stored = storedFiles(filesDir());
    expect(stored.length).toBeGreaterThan(0);
    for (const bytes of stored) {
      expect(bytes.includes(Buffer.from(MARKER))).toBe(false);
      expect(bytes.subarray(0, 5).toString("latin1")).not.toBe("%PDF-");
    }
  });

  it.each<[string, Part, number, string]>([
    ["an ELF program named .pdf", file(elf(), "salary.pdf"), 400, TYPE],
    ["a Windows program named .pdf", file(mz(), "salary.pdf"), 400, TYPE],
    ["an empty file", file(Buffer.alloc(0)), 400, TYPE],
    [
      "10,485,761 bytes",
      file(Buffer.concat([pdf(), Buffer.alloc(LIMIT + 1 - pdf().length, 0x20)])),
      413,
      SIZE,
    ],
  ])("refuses %s and stores nothing", async (_n, part, status, error) => {
    const lead = await postLead(server.baseUrl);
    const before = storedFiles(filesDir()).length;
    const res = await staffUpload(lead, "identity", part);
    expect(res.status).toBe(status);
    expect(res.json.error).toBe(error);
    expect(storedFiles(filesDir()).length).toBe(before);
    expect(await filesOfLead(lead.id)).toEqual([]);
  });

  it("takes exactly 10,485,760 bytes", async () => {
    const lead = await postLead(server.baseUrl);
    const bytes = Buffer.concat([pdf(), Buffer.alloc(LIMIT - pdf().length, 0x20)]);
    const res = await staffUpload(lead, "bank_statement", file(bytes));
    expect(res.status, res.text).toBe(201);
  });

  it("refuses a malformed body, a missing file part, an unknown code and a code not in the checklist", async () => {
    const lead = await postLead(server.baseUrl);
    const base = `/api/eligibility-applications/${lead.id}/documents`;
    const broken = await fetch(`${server.baseUrl}${base}/identity/files`, {
      method: "POST",
      headers: { cookie: admin.cookie, "content-type": "multipart/form-data; boundary=zz" },
      body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    });
    expect(broken.status).toBe(400);
    const json = await fetch(`${server.baseUrl}${base}/identity/files`, {
      method: "POST",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(400);
    const none = await upload(
      server.baseUrl,
      `${base}/identity/files`,
      [{ name: "note", value: "x" }],
      admin.cookie,
    );
    expect(none.status).toBe(400);
    expect(none.json.error).toMatch(/file/);
    const unknown = await staffUpload(lead, "horoscope", file(pdf()));
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe("There is no such document in the checklist.");
    const notHere = await staffUpload(lead, "existing_loan", file(pdf()));
    expect(notHere.status).toBe(400);
    expect(notHere.json.error).toBe("This document is not in this enquiry's checklist.");
    expect(await filesOfLead(lead.id)).toEqual([]);
  });
});

describe("the review", () => {
  it("verifies, rejects with a reason, and refuses a reject without one (400)", async () => {
    const lead = await postLead(server.baseUrl);
    const url = `/api/eligibility-applications/${lead.id}/documents/address`;
    expect((await admin.patch(url, { status: "verified" })).status).toBe(409);
    expect((await staffUpload(lead, "address", file(png(), "bill.png"))).status).toBe(201);
    const noReason = await admin.patch(url, { status: "rejected" });
    expect(noReason.status).toBe(400);
    expect(noReason.json.fields.reason).toEqual(expect.any(String));
    const rejected = await admin.patch(url, {
      status: "rejected",
      reason: "The bill is older than 3 months.",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({
      code: "address",
      status: "rejected",
      reason: "The bill is older than 3 months.",
    });
    const verified = await admin.patch(url, { status: "verified" });
    expect(verified.json).toMatchObject({ status: "verified", reason: null });
    expect((await admin.patch(url, { status: "received" })).status).toBe(400);
    const row = await q<{ reviewed_by: number | null }>(
      "SELECT reviewed_by FROM lead_documents WHERE application_id = ? AND code = 'address'",
      [lead.id],
    );
    expect(Number(row[0].reviewed_by)).toBeGreaterThan(0);
  });
});

describe("the download", () => {
  it("is refused to anonymous (401) and to a customer (403); an unknown id is 404", async () => {
    const lead = await postLead(server.baseUrl);
    const { json } = await staffUpload(lead, "property", file(pdf()));
    expect((await new ApiClient(server.baseUrl).get(`/api/documents/${json.id}`)).status).toBe(401);
    const customer = new ApiClient(server.baseUrl);
    await customer.registerCustomer("docs-download");
    expect((await customer.get(`/api/documents/${json.id}`)).status).toBe(403);
    expect((await admin.get("/api/documents/99999999")).status).toBe(404);
    expect((await admin.get("/api/documents/abc")).status).toBe(404);
  });
});

describe("the borrower's uploads", () => {
  const track = (code: string, parts: Part[]) =>
    upload(server.baseUrl, `/api/track/documents/${code}/files`, parts);
  const fields = (lead: Lead, token?: string): Part[] => [
    { name: "reference", value: lead.reference },
    { name: "phone", value: lead.phone },
    ...(token ? [{ name: "otp_verification", value: token }] : []),
  ];

  it("are refused without the OTP (400 naming otp_verification) and for someone else's reference (404)", async () => {
    const lead = await postLead(server.baseUrl);
    const other = await postLead(server.baseUrl);
    const before = storedFiles(filesDir()).length;
    const bare = await track("identity", [...fields(lead), file(pdf())]);
    expect(bare.status).toBe(400);
    expect(bare.json.fields.otp_verification).toEqual(expect.any(String));
    const token = await verify(server.baseUrl, lead.phone);
    const theirs = await track("identity", [
      { name: "reference", value: other.reference },
      { name: "phone", value: lead.phone },
      { name: "otp_verification", value: token },
      file(pdf()),
    ]);
    expect(theirs.status).toBe(404);
    expect(theirs.json.error).toBe(NOT_FOUND);
    expect(storedFiles(filesDir()).length).toBe(before);
    expect(
      await q("SELECT id FROM lead_document_files WHERE application_id IN (?, ?)", [
        lead.id,
        other.id,
      ]),
    ).toEqual([]);
  });

  it("with the OTP: 201, the item is received, and /api/track shows names only when verified", async () => {
    const lead = await postLead(server.baseUrl);
    const token = await verify(server.baseUrl, lead.phone);
    const res = await track("income", [
      ...fields(lead, token),
      file(jpeg(), "slip.jpg", "image/jpeg"),
    ]);
    expect(res.status, res.text).toBe(201);
    const lied = await track("income", [...fields(lead, token), file(elf(), "slip.pdf")]);
    expect(lied.status).toBe(400);
    expect(lied.json.error).toBe(TYPE);
    const plain = await new ApiClient(server.baseUrl).post("/api/track", {
      reference: lead.reference,
      phone: lead.phone,
    });
    expect(plain.json.documents).toContainEqual({ code: "income", status: "received" });
    expect(plain.text).not.toContain("slip.jpg");
    const verified = await new ApiClient(server.baseUrl).post("/api/track", {
      reference: lead.reference,
      phone: lead.phone,
      otp_verification: token,
    });
    expect(verified.json.documents).toContainEqual(
      expect.objectContaining({
        code: "income",
        status: "received",
        files: [expect.objectContaining({ name: "slip.jpg" })],
      }),
    );
    const list = await admin.get(`/api/eligibility-applications/${lead.id}/documents`);
    expect(list.json.find((i: { code: string }) => i.code === "income").files[0].uploaded_by).toBe(
      "borrower",
    );
  });
});

describe("the pages' plain forms (no script)", () => {
  it("/track/documents/{code} takes the borrower's file and shows the page again; /hi says a refusal in Hindi", async () => {
    const lead = await postLead(server.baseUrl);
    const token = await verify(server.baseUrl, lead.phone);
    const fields: Part[] = [
      { name: "reference", value: lead.reference },
      { name: "phone", value: lead.phone },
      { name: "otp_verification", value: token },
    ];
    // A form's empty second input (the camera) still sends a part with no file name.
    const page = await upload(server.baseUrl, "/track/documents/address", [
      ...fields,
      file(pdf(), "bill.pdf"),
      { name: "photo", value: Buffer.alloc(0), filename: "", type: "application/octet-stream" },
    ]);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Thank you: we received your file.");
    expect(page.text).toContain("bill.pdf");
    const hindi = await upload(server.baseUrl, "/hi/track/documents/address", [
      ...fields,
      file(elf(), "x.pdf"),
    ]);
    expect(hindi.status).toBe(400);
    expect(hindi.text).toContain("PDF, JPEG या PNG फ़ाइल अपलोड करें।");
    const rows = await q("SELECT original_name FROM lead_document_files WHERE application_id = ?", [
      lead.id,
    ]);
    expect(rows).toEqual([{ original_name: "bill.pdf" }]);
  });

  it("the admin's upload and review forms redirect back to the lead, which lists the file", async () => {
    const lead = await postLead(server.baseUrl);
    const res = await fetch(`${server.baseUrl}/admin/eligibility/${lead.id}/documents/income`, {
      method: "POST",
      headers: { cookie: admin.cookie },
      body: (() => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(png())], { type: "image/png" }), "slip.png");
        return form;
      })(),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^/admin/eligibility/${lead.id}\\?doc=income&doc_ok=1`));
    const detail = await admin.get(location.replace(/#.*$/, ""));
    expect(detail.text).toContain("slip.png");
    expect(detail.text).toContain("File uploaded.");
    const reject = await fetch(
      `${server.baseUrl}/admin/eligibility/${lead.id}/documents/income/review`,
      {
        method: "POST",
        headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: "status=rejected&reason=Blurred",
        redirect: "manual",
      },
    );
    expect(reject.status).toBe(303);
    const item = (await admin.get(`/api/eligibility-applications/${lead.id}/documents`)).json.find(
      (i: { code: string }) => i.code === "income",
    );
    expect(item).toMatchObject({ status: "rejected", reason: "Blurred" });
    const anonymous = await fetch(
      `${server.baseUrl}/admin/eligibility/${lead.id}/documents/income/review`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "status=verified",
        redirect: "manual",
      },
    );
    expect(anonymous.status).not.toBe(303);
  });
});

describe("/account", () => {
  it("the signed-in owner uploads for their own enquiry, not for someone else's", async () => {
    const customer = new ApiClient(server.baseUrl);
    await customer.registerCustomer("docs-owner");
    const own = await customer.post(
      "/api/eligibility-applications",
      validLeadPayload({ phone_number: randomMobile(), email: uniqueEmail("owner") }),
    );
    expect(own.status).toBe(201);
    const other = await postLead(server.baseUrl);
    const send = (leadId: number) =>
      fetch(`${server.baseUrl}/account/documents/${leadId}/identity`, {
        method: "POST",
        headers: { cookie: customer.cookie },
        body: (() => {
          const form = new FormData();
          form.append(
            "file",
            new Blob([new Uint8Array(pdf())], { type: "application/pdf" }),
            "pan.pdf",
          );
          return form;
        })(),
        redirect: "manual",
      });
    const mine = await send(Number(own.json.id));
    expect(mine.status).toBe(303);
    const location = mine.headers.get("location") ?? "";
    expect(location).toContain("doc_ok=1");
    const page = await customer.get(location.replace(/#.*$/, ""));
    expect(page.text).toContain("pan.pdf");
    expect(page.text).toContain("Thank you: we received your file.");
    const theirs = await send(other.id);
    expect(theirs.headers.get("location") ?? "").toContain("doc_ok=0");
    expect(await filesOfLead(other.id)).toEqual([]);
  });
});

describe("erasure", () => {
  it("withdrawal of consent deletes the lead's files and logs it", async () => {
    const lead = await postLead(server.baseUrl);
    const { json } = await staffUpload(lead, "identity", file(pdf()));
    const where = await diskPathOf(json.id);
    expect(fs.existsSync(where)).toBe(true);
    const token = await verify(server.baseUrl, lead.phone);
    const withdrawn = await new ApiClient(server.baseUrl).post("/api/consent/withdraw", {
      reference: lead.reference,
      phone: lead.phone,
      otp_verification: token,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(fs.existsSync(where)).toBe(false);
    expect(await deletedAt(json.id)).not.toBeNull();
    const log = await q(
      "SELECT action, detail FROM access_log WHERE subject_type = 'documents' AND subject_id = ?",
      [lead.id],
    );
    expect(log).toEqual([{ action: "erase", detail: "1 file deleted (consent withdrawn)" }]);
    expect((await admin.get(`/api/documents/${json.id}`)).status).toBe(404);
  });

  it("retention deletes the files of leads past LEAD_RETENTION_DAYS and logs it", async () => {
    const lead = await postLead(server.baseUrl);
    const { json } = await staffUpload(lead, "income", file(png(), "old.png"));
    const where = await diskPathOf(json.id);
    expect(fs.existsSync(where)).toBe(true);
    await q("UPDATE eligibility_applications SET created_at = ? WHERE id = ?", [
      new Date(Date.now() - 800 * 86_400_000).toISOString(),
      lead.id,
    ]);
    await waitFor(async () => (await deletedAt(json.id)) ?? undefined, {
      what: "retention of the file",
    });
    expect(fs.existsSync(where)).toBe(false);
    const log = await q(
      "SELECT action, actor_email FROM access_log WHERE subject_type = 'documents' AND subject_id = ?",
      [lead.id],
    );
    expect(log).toEqual([{ action: "retention", actor_email: "retention job" }]);
  });
});

describe("in an S3 bucket", () => {
  let s3Dir = "";
  let s3Admin: ApiClient;

  beforeAll(async () => {
    s3 = await startS3();
    s3Dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "gharsetu-docs-s3-"));
    s3DatabaseUrl = await database(s3Dir);
    s3Server = await startServer(
      env(s3Dir, s3DatabaseUrl, {
        FILES_S3_BUCKET: s3.bucket,
        FILES_S3_ENDPOINT: s3.endpoint,
        FILES_S3_REGION: "ap-south-1",
        AWS_ACCESS_KEY_ID: "S3RVER",
        AWS_SECRET_ACCESS_KEY: "S3RVER",
        FILES_KEY: crypto.randomBytes(32).toString("hex"),
      }),
    );
    s3Admin = new ApiClient(s3Server.baseUrl);
    await s3Admin.login();
  }, 120_000);

  it("stores the object encrypted, round-trips it, refuses a liar and an oversize file leaving nothing, and erases on withdrawal", async () => {
    const lead = await postLead(s3Server.baseUrl);
    const bytes = pdf();
    const res = await staffUpload(lead, "identity", file(bytes), s3Server.baseUrl, s3Admin.cookie);
    expect(res.status, res.text).toBe(201);
    const objects = s3.objects();
    expect(objects.size).toBe(1);
    const [stored] = [...objects.values()];
    expect(stored.includes(Buffer.from(MARKER))).toBe(false);
    expect(stored.length).toBe(12 + bytes.length + 16);
    expect(fs.existsSync(path.join(s3Dir, "files"))).toBe(false);
    const download = await fetch(`${s3Server.baseUrl}/api/documents/${res.json.id}`, {
      headers: { cookie: s3Admin.cookie },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const liar = await staffUpload(
      lead,
      "address",
      file(mz(), "bill.pdf"),
      s3Server.baseUrl,
      s3Admin.cookie,
    );
    expect(liar.status).toBe(400);
    const big = await staffUpload(
      lead,
      "address",
      file(Buffer.concat([bytes, Buffer.alloc(LIMIT + 1 - bytes.length, 0x20)])),
      s3Server.baseUrl,
      s3Admin.cookie,
    );
    expect(big.status).toBe(413);
    expect(s3.objects().size).toBe(1);

    const token = await verify(s3Server.baseUrl, lead.phone);
    const withdrawn = await new ApiClient(s3Server.baseUrl).post("/api/consent/withdraw", {
      reference: lead.reference,
      phone: lead.phone,
      otp_verification: token,
    });
    expect(withdrawn.status).toBe(200);
    expect(s3.objects().size).toBe(0);
  });
});
