import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import { queryDb, randomMobile } from "../support/db-query.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// Mobile verification (docs/product/borrower-journey.md "Mobile verification") through the real
// providers' wire formats: a server with SMS_PROVIDER=webhook posting to a local receiver that
// checks the HMAC signature, and one with SMS_PROVIDER=msg91 talking to a local fake of MSG91's
// flow API. On PostgreSQL the extra servers share the run's database; on SQLite each has its own
// file.

const dialect = inject("dialect");
const sharedDatabaseUrl = inject("databaseUrl");
const WEBHOOK_SECRET = `whsec-${crypto.randomBytes(8).toString("hex")}`;
const SESSION_SECRET = "test-secret-test-secret-test-secret";
const WRONG = "That code is wrong or has expired.";

interface Received {
  to: string;
  message: string;
  signatureOk: boolean;
}

function listen(handler: http.RequestListener): Promise<http.Server> {
  return new Promise((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => resolve(body));
  });
}

const inbox: Received[] = [];
let receiver: http.Server;
let app: RunningServer;
let databaseUrl: string;

/** The newest code the receiver got for this number. */
function lastCode(phone: string): string {
  const sms = inbox.filter((m) => m.to === `+91${phone}`).at(-1);
  if (!sms) throw new Error(`no SMS for ${phone}`);
  const match = /\b(\d{6})\b/.exec(sms.message);
  if (!match) throw new Error(`no code in "${sms.message}"`);
  return match[1];
}

beforeAll(async () => {
  receiver = await listen(async (req, res) => {
    const raw = await readBody(req);
    const expected = crypto.createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex");
    const signatureOk = req.headers["x-signature"] === expected;
    const body = JSON.parse(raw) as { to: string; message: string };
    inbox.push({ ...body, signatureOk });
    res.writeHead(signatureOk ? 200 : 401).end();
  });
  const env: Record<string, string> = {
    SMS_PROVIDER: "webhook",
    SMS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/sms`,
    SMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SESSION_SECRET,
  };
  if (dialect === "postgres") env.DATABASE_URL = sharedDatabaseUrl;
  app = await startServer(env);
  databaseUrl = dialect === "postgres" ? sharedDatabaseUrl : `${app.dataDir}/gharsetu.db`;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  receiver?.close();
});

describe("OTP through the webhook provider", () => {
  it("sends a signed {to, message} with the code; the right code verifies the lead's phone", async () => {
    const client = new ApiClient(app.baseUrl);
    const phone = randomMobile();
    const sent = await client.post("/api/otp", { phone: `+91 ${phone}` });
    expect(sent.status).toBe(202);
    const sms = inbox.at(-1);
    expect(sms).toMatchObject({ to: `+91${phone}`, signatureOk: true });
    expect(sms?.message).toMatch(/^\d{6} is your GharSetu verification code/);

    const code = lastCode(phone);
    // Only a hash is stored, never the code.
    const stored = await queryDb<{ code_hash: string }>(
      dialect,
      databaseUrl,
      "SELECT code_hash FROM otp_codes WHERE phone = ?",
      [phone],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].code_hash).not.toContain(code);

    const verified = await client.post("/api/otp/verify", { phone, code });
    expect(verified.status).toBe(200);
    const token = verified.json.verification as string;
    expect(token).toBeTruthy();
    // A code works once.
    expect((await client.post("/api/otp/verify", { phone, code })).status).toBe(400);

    const lead = await client.post(
      "/api/eligibility-applications",
      validLeadPayload({ phone_number: phone, otp_verification: token }),
    );
    expect(lead.status).toBe(201);
    // The token vouches for its own number only.
    const other = await client.post(
      "/api/eligibility-applications",
      validLeadPayload({ phone_number: randomMobile(), otp_verification: token }),
    );
    expect(other.status).toBe(201);
    const callback = await client.post("/api/callback-requests", {
      name: "Ravi",
      phone,
      city: "Pune",
      preferred_slot: "08:00-11:00",
      consent: true,
      otp_verification: token,
    });
    expect(callback.json.phone_verified).toBe(true);

    const admin = new ApiClient(app.baseUrl);
    await admin.login();
    const mine = await admin.get(
      `/api/eligibility-applications?verified=true&q=${lead.json.reference}`,
    );
    expect(mine.json).toHaveLength(1);
    expect(mine.json[0].phone_verified).toBe(1);
    const notMine = await admin.get(`/api/eligibility-applications?q=${other.json.reference}`);
    expect(notMine.json[0].phone_verified).toBe(0);
  });

  it("writes the SMS in the page's language and refuses an unknown language without sending", async () => {
    const client = new ApiClient(app.baseUrl);
    const phone = randomMobile();
    const before = inbox.length;
    const refused = await client.post("/api/otp", { phone, language: "fr" });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ language: "language must be en or hi." });
    expect(inbox.length).toBe(before);

    expect((await client.post("/api/otp", { phone, language: "hi" })).status).toBe(202);
    const sms = inbox.at(-1);
    expect(sms).toMatchObject({ to: `+91${phone}`, signatureOk: true });
    expect(sms?.message).toMatch(/^\d{6} आपका GharSetu कोड है, 10 मिनट तक मान्य।/);
    // The Hindi code verifies like any other.
    const verified = await client.post("/api/otp/verify", { phone, code: lastCode(phone) });
    expect(verified.status).toBe(200);
  });

  it("refuses a wrong code, and after three wrong codes refuses even the right one", async () => {
    const client = new ApiClient(app.baseUrl);
    const phone = randomMobile();
    expect((await client.post("/api/otp", { phone })).status).toBe(202);
    const code = lastCode(phone);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) {
      const res = await client.post("/api/otp/verify", { phone, code: wrongCode });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(WRONG);
    }
    const fourth = await client.post("/api/otp/verify", { phone, code });
    expect(fourth.status).toBe(400);
    expect(fourth.json.error).toBe(WRONG);
    expect((await client.post("/api/otp/verify", { phone, code: "12" })).status).toBe(400);
  });

  it("refuses a resend within 30 seconds with 429 and Retry-After", async () => {
    const client = new ApiClient(app.baseUrl);
    const phone = randomMobile();
    expect((await client.post("/api/otp", { phone })).status).toBe(202);
    const again = await client.post("/api/otp", { phone });
    expect(again.status).toBe(429);
    expect(again.json.error).toMatch(/30 seconds/);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a sixth code in an hour", async () => {
    const client = new ApiClient(app.baseUrl);
    const phone = randomMobile();
    // Five codes sent over the last 50 minutes (written directly: the test cannot wait an hour).
    for (let i = 1; i <= 5; i++) {
      const at = new Date(Date.now() - i * 10 * 60_000).toISOString();
      await queryDb(
        dialect,
        databaseUrl,
        "INSERT INTO otp_codes (phone, code_hash, wrong_tries, consumed_at, created_at) VALUES (?, ?, 0, ?, ?)",
        [phone, "0".repeat(64), at, at],
      );
    }
    const sixth = await client.post("/api/otp", { phone });
    expect(sixth.status).toBe(429);
    expect(sixth.json.error).toMatch(/too many codes/i);
  });

  it("refuses a code older than 10 minutes", async () => {
    const client = new ApiClient(app.baseUrl);
    const phone = randomMobile();
    const code = "424242";
    const hash = crypto
      .createHmac("sha256", `otp:${SESSION_SECRET}`)
      .update(`${phone}:${code}`)
      .digest("hex");
    const at = new Date(Date.now() - 11 * 60_000).toISOString();
    await queryDb(
      dialect,
      databaseUrl,
      "INSERT INTO otp_codes (phone, code_hash, wrong_tries, consumed_at, created_at) VALUES (?, ?, 0, NULL, ?)",
      [phone, hash, at],
    );
    const res = await client.post("/api/otp/verify", { phone, code });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(WRONG);
    // The same row made fresh verifies: the age was the only reason.
    await queryDb(dialect, databaseUrl, "UPDATE otp_codes SET created_at = ? WHERE phone = ?", [
      new Date().toISOString(),
      phone,
    ]);
    expect((await client.post("/api/otp/verify", { phone, code })).status).toBe(200);
  });

  it("refuses a bad phone with 400 and sends nothing", async () => {
    const before = inbox.length;
    const res = await new ApiClient(app.baseUrl).post("/api/otp", { phone: "5123456789" });
    expect(res.status).toBe(400);
    expect(res.json.fields.phone).toBeTruthy();
    expect(inbox.length).toBe(before);
  });

  it("withdrawal needs the code when a provider is configured", async () => {
    const client = new ApiClient(app.baseUrl);
    const phone = randomMobile();
    const lead = await client.post(
      "/api/eligibility-applications",
      validLeadPayload({ phone_number: phone }),
    );
    const reference = lead.json.reference as string;
    const without = await client.post("/api/consent/withdraw", { reference, phone });
    expect(without.status).toBe(400);
    expect(without.json.fields.code).toBeTruthy();
    await client.post("/api/otp", { phone });
    const verified = await client.post("/api/otp/verify", { phone, code: lastCode(phone) });
    const done = await client.post("/api/consent/withdraw", {
      reference,
      phone,
      otp_verification: verified.json.verification,
    });
    expect(done.status).toBe(200);
  });
});

describe("OTP through the msg91 provider (a local fake of its flow API)", () => {
  let fake: http.Server;
  let server: RunningServer;
  const calls: { authkey: string | undefined; body: Record<string, unknown> }[] = [];
  let failNext = false;

  beforeAll(async () => {
    fake = await listen(async (req, res) => {
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      calls.push({ authkey: req.headers.authkey as string | undefined, body });
      const ok = req.url === "/api/v5/flow" && req.headers.authkey === "test-auth-key" && !failNext;
      res
        .writeHead(ok ? 200 : 401, { "content-type": "application/json" })
        .end(
          JSON.stringify(
            ok
              ? { type: "success", message: "3763646c3058373530393830" }
              : { type: "error", message: "Authentication failure" },
          ),
        );
    });
    const env: Record<string, string> = {
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "test-auth-key",
      MSG91_TEMPLATE_ID: "tmpl-otp-1",
      MSG91_BASE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    };
    if (dialect === "postgres") env.DATABASE_URL = sharedDatabaseUrl;
    server = await startServer(env);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    fake?.close();
  });

  it("posts the template, the number with 91 and the code; the code then verifies", async () => {
    const client = new ApiClient(server.baseUrl);
    const phone = randomMobile();
    expect((await client.post("/api/otp", { phone })).status).toBe(202);
    const call = calls.at(-1);
    expect(call?.authkey).toBe("test-auth-key");
    expect(call?.body).toMatchObject({
      template_id: "tmpl-otp-1",
      recipients: [{ mobiles: `91${phone}`, otp: expect.stringMatching(/^\d{6}$/) }],
    });
    const code = ((call?.body.recipients ?? []) as { otp: string }[])[0]?.otp;
    expect((await client.post("/api/otp/verify", { phone, code })).status).toBe(200);
  });

  it("answers 502 when MSG91 refuses, and the server stays up", async () => {
    failNext = true;
    try {
      const res = await new ApiClient(server.baseUrl).post("/api/otp", { phone: randomMobile() });
      expect(res.status).toBe(502);
      expect(res.json.error).toMatch(/could not send/i);
    } finally {
      failNext = false;
    }
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });
});
