import crypto from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parseReview } from "../../app/domain/loan-file/document-files.ts";
import { ApiClient } from "../support/api-client.ts";
import { countDb } from "../support/db-query.ts";
import { baseUrl, databaseUrl, dialect } from "../support/injected.ts";
import { validLeadPayload } from "../support/lead-payload.ts";

// Hostile input on the loan file's document calls (docs/product/loan-file.md "Documents"), as
// fuzz.test.ts does for the JSON calls: generated malformed multipart bodies, files that lie
// about their type, bodies over the 10 MiB limit (declared and chunked), broken reviews and
// download ids. Every one is a 4xx with a JSON {error}, never a 5xx, and no file is stored.

const RUN = crypto.randomBytes(4).toString("hex");
const MARKER = `fzdoc${RUN}`;
const LIMIT = 10_485_760;
const ALLOWED = new Set([400, 401, 404, 409, 413, 415, 429]);
const RUNS = { staff: 200, track: 200, review: 300, download: 100 };
const TIMEOUT = 180_000;

let ip = crypto.randomInt(0, 1 << 16);
const freshIp = () => `100.${100 + ((ip >> 16) & 15)}.${(ip >> 8) & 255}.${ip++ & 255}`;

async function send(
  path: string,
  body: Uint8Array | string | ReadableStream<Uint8Array>,
  headers: Record<string, string>,
  method = "POST",
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "x-forwarded-for": freshIp(), ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, text };
}

function assertRefused(path: string, sent: { status: number; text: string }, what: string) {
  const where = `${path} answered ${sent.status} to ${what.slice(0, 200)}`;
  if (!ALLOWED.has(sent.status)) throw new Error(`${where}\n${sent.text.slice(0, 300)}`);
  let error: unknown;
  try {
    error = (JSON.parse(sent.text) as { error?: unknown }).error;
  } catch {
    error = undefined;
  }
  if (typeof error !== "string" || error === "") throw new Error(`${where}: no JSON {error}`);
}

// ---------------------------------------------------------------------------------------------
// Generated multipart bodies, every one refusable: the file part (when there is one) never starts
// with a PDF, JPEG or PNG signature, or the framing is broken, or the part is not named `file`.

const SIGNATURES = ["%PDF-", "\xff\xd8\xff", "\x89PNG\r\n\x1a\n"];
const notADocument = fc
  .uint8Array({ maxLength: 600 })
  .filter((b) => !SIGNATURES.some((s) => Buffer.from(b).toString("latin1").startsWith(s)));
const hostileText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    "",
    "\u0000",
    "../../etc/passwd",
    "a\r\nContent-Type: text/html",
    "%PDF-",
    "\u202e",
  ),
);
const declaredType = fc.constantFrom(
  "application/pdf",
  "image/jpeg",
  "image/png",
  "application/x-msdownload",
  "text/html",
  "",
);

interface Case {
  contentType: string;
  body: Uint8Array;
  what: string;
}

const boundary = `----fz${RUN}`;
const part = (name: string, filename: string | null, type: string, content: Uint8Array) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
        filename === null ? "" : `; filename="${MARKER}-${filename.replace(/["\r\n]/g, "")}"`
      }\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n`,
      "latin1",
    ),
    Buffer.from(content),
    Buffer.from("\r\n"),
  ]);

function multipartCases(fields: Record<string, string>): fc.Arbitrary<Case> {
  const fieldParts = Buffer.concat(
    Object.entries(fields).map(([k, v]) => part(k, null, "", Buffer.from(v))),
  );
  const end = Buffer.from(`--${boundary}--\r\n`);
  const type = `multipart/form-data; boundary=${boundary}`;
  return fc.oneof(
    // A file whose content is none of the three, whatever its name and declared type.
    fc.tuple(notADocument, hostileText, declaredType).map(([content, name, declared]) => ({
      contentType: type,
      body: Buffer.concat([fieldParts, part("file", `${name}.pdf`, declared, content), end]),
      what: `a ${content.length}-byte non-document as ${declared}`,
    })),
    // Broken framing: cut anywhere, or no closing boundary.
    fc.tuple(notADocument, fc.nat({ max: 400 })).map(([content, cut]) => {
      const whole = Buffer.concat([
        fieldParts,
        part("file", "a.pdf", "application/pdf", content),
        end,
      ]);
      return {
        contentType: type,
        body: whole.subarray(0, Math.min(cut, whole.length - 1)),
        what: `cut at ${cut}`,
      };
    }),
    // The right bytes under the wrong part name, or text fields only.
    fc.tuple(hostileText).map(([name]) => ({
      contentType: type,
      body: Buffer.concat([
        fieldParts,
        part(
          name === "file" ? "files" : name || "x",
          "a.pdf",
          "application/pdf",
          Buffer.from("%PDF-1.4\n"),
        ),
        end,
      ]),
      what: `a PDF under the part ${JSON.stringify(name)}`,
    })),
    // Not multipart at all, or multipart without a boundary.
    fc
      .tuple(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom(
          "application/json",
          "text/plain",
          "multipart/form-data",
          "application/x-www-form-urlencoded",
          `multipart/mixed; boundary=${boundary}`,
        ),
      )
      .map(([content, ct]) => ({ contentType: ct, body: content, what: `${ct} body` })),
  );
}

async function fuzz(path: string, arbitrary: fc.Arbitrary<Case>, runs: number, cookie?: string) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (c) => {
      const sent = await send(path, c.body, {
        "content-type": c.contentType,
        ...(cookie ? { cookie } : {}),
      });
      assertRefused(path, sent, c.what);
    }),
    { numRuns: runs },
  );
}

const storedByRun = () =>
  countDb(
    dialect,
    databaseUrl,
    "SELECT COUNT(*) AS n FROM lead_document_files WHERE original_name LIKE ? OR application_id = ?",
    [`%${MARKER}%`, leadId],
  );

const admin = new ApiClient(baseUrl);
let leadId = 0;
let lead: { reference: string; phone: string } = { reference: "", phone: "" };

beforeAll(async () => {
  await admin.login();
  const phone = `98${crypto.randomInt(10_000_000, 99_999_999)}`;
  const res = await admin.post(
    "/api/eligibility-applications",
    validLeadPayload({ first_name: "Fuzz", last_name: "Documents", phone_number: phone }),
  );
  expect(res.status).toBe(201);
  leadId = Number(res.json.id);
  lead = { reference: res.json.reference, phone };
});

describe("hostile input on the document calls", () => {
  it(
    `POST /api/eligibility-applications/{id}/documents/{code}/files (${RUNS.staff} runs)`,
    async () => {
      await fuzz(
        `/api/eligibility-applications/${leadId}/documents/identity/files`,
        multipartCases({}),
        RUNS.staff,
        admin.cookie,
      );
    },
    TIMEOUT,
  );

  it(
    `POST /api/track/documents/{code}/files (${RUNS.track} runs), with and without a forged token`,
    async () => {
      await fuzz(
        "/api/track/documents/identity/files",
        fc.oneof(
          multipartCases({ reference: lead.reference, phone: lead.phone }),
          multipartCases({
            reference: lead.reference,
            phone: lead.phone,
            otp_verification: `v1.${lead.phone}.9999999999999.forged`,
          }),
        ),
        RUNS.track,
      );
    },
    TIMEOUT,
  );

  it(
    `PATCH /api/eligibility-applications/{id}/documents/{code} (${RUNS.review} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.anything(),
          fc.constantFrom("identity", "horoscope", "existing_loan", "%00", "IDENTITY"),
          async (value, code) => {
            fc.pre(!parseReview(value).ok || code !== "identity");
            const text = JSON.stringify(value) ?? "null";
            const path = `/api/eligibility-applications/${leadId}/documents/${code}`;
            const sent = await send(
              path,
              text,
              { "content-type": "application/json", cookie: admin.cookie },
              "PATCH",
            );
            assertRefused(path, sent, text);
          },
        ),
        { numRuns: RUNS.review },
      );
    },
    TIMEOUT,
  );

  it(
    `GET /api/documents/{fileId} (${RUNS.download} runs): unknown ids are 404`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ maxLength: 30 }),
            fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
          ),
          async (id) => {
            const path = `/api/documents/${encodeURIComponent(id)}`;
            const res = await fetch(`${baseUrl}${path}`, {
              headers: { cookie: admin.cookie, "x-forwarded-for": freshIp() },
            });
            const text = await res.text();
            if (res.status >= 500)
              throw new Error(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
            expect(res.status === 200).toBe(false);
          },
        ),
        { numRuns: RUNS.download },
      );
    },
    TIMEOUT,
  );

  it("refuses a program that says it is a PDF (name, declared type), at both upload calls", async () => {
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(100),
    ]);
    const body = Buffer.concat([
      part("file", "salary.pdf", "application/pdf", elf),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const headers = {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      cookie: admin.cookie,
    };
    const staff = await send(
      `/api/eligibility-applications/${leadId}/documents/identity/files`,
      body,
      headers,
    );
    expect(staff.status).toBe(400);
    expect(JSON.parse(staff.text).error).toBe("Upload a PDF, JPEG or PNG file.");
  });

  it(
    "refuses a body over the limit with 413: declared, and chunked without a length",
    async () => {
      const headers = {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        cookie: admin.cookie,
      };
      const path = `/api/eligibility-applications/${leadId}/documents/identity/files`;
      const big = Buffer.concat([
        part(
          "file",
          "big.pdf",
          "application/pdf",
          Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(LIMIT, 0x20)]),
        ),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const declared = await send(path, big, headers);
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.text).error).toBe("The file is larger than 10 MB.");
      // Far past the limit, in chunks: refused once the cap is passed, with the same message.
      const chunk = new Uint8Array(256 * 1024).fill(0x20);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0)
            controller.enqueue(
              part("file", "big.pdf", "application/pdf", Buffer.from("%PDF-1.4\n")).subarray(0, -2),
            );
          if (sent > 3 * LIMIT) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const chunked = await send(path, stream, headers);
      expect(chunked.status).toBe(413);
    },
    TIMEOUT,
  );

  it("stored nothing", async () => {
    expect(await storedByRun()).toBe(0);
    const list = await admin.get(`/api/eligibility-applications/${leadId}/documents`);
    expect(
      list.json.every(
        (i: { status: string; files: unknown[] }) => i.status === "pending" && i.files.length === 0,
      ),
    ).toBe(true);
  });
});
