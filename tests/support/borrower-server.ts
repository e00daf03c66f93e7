import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { ApiClient, uniqueEmail } from "./api-client.ts";
import { randomMobile } from "./db-query.ts";
import { validLeadPayload } from "./lead-payload.ts";
import { createThrowawayDatabase } from "./pg.ts";
import { type RunningServer, startServer } from "./server.ts";
import { startSmsInbox } from "./sms-inbox.ts";
import { TestSmtp } from "./smtp.ts";

// A server of a test file's own for the borrower's side of the loan file (docs/product/loan-file.md,
// docs/product/borrower-view.md): its mail goes to a real SMTP server on loopback, its SMS (the
// OTP codes and the notices) to a signed webhook here, SMS at any hour. With the helpers the
// borrower's flows need: a lead, a proposed bank, and a verification token from a real code.

export interface BorrowerLead {
  id: number;
  reference: string;
  phone: string;
  email: string;
}

export interface BorrowerServer {
  server: RunningServer;
  smtp: TestSmtp;
  sms: { to: string; message: string }[];
  /** The server's database, for tests that call the modules on it (a fake clock). */
  databaseUrl: string;
  /** The environment the server was started with, for a second instance on the same database. */
  env: Record<string, string>;
  admin: ApiClient;
  /** The signed-in admin's user id, as the history's `by` names it. */
  adminId: number;
  postLead(overrides?: Record<string, unknown>): Promise<BorrowerLead>;
  propose(lead: BorrowerLead, bank: string): Promise<number>;
  verify(phone: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startBorrowerServer(
  dialect: "sqlite" | "postgres",
  env: Record<string, string> = {},
): Promise<BorrowerServer> {
  const smtp = new TestSmtp();
  await smtp.start(0);
  const inbox = await startSmsInbox();
  const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "gharsetu-borrower-"));
  let databaseUrl = path.join(dataDir, "gharsetu.db");
  let drop: (() => Promise<void>) | null = null;
  if (dialect === "postgres") {
    const database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string);
    databaseUrl = database.url;
    drop = database.drop;
  }
  const serverEnv: Record<string, string> = {
    DATABASE_URL: dialect === "postgres" ? databaseUrl : "",
    DATA_DIR: dataDir,
    ...smtp.env,
    ...inbox.env,
    ...env,
  };
  const server = await startServer(serverEnv);
  const admin = new ApiClient(server.baseUrl);
  const login = await admin.login();
  return {
    server,
    smtp,
    sms: inbox.sms,
    databaseUrl,
    env: serverEnv,
    admin,
    adminId: Number(login.json.user?.id ?? login.json.id),
    async postLead(overrides = {}) {
      const phone = randomMobile();
      const email = uniqueEmail("borrower");
      const res = await new ApiClient(server.baseUrl).post(
        "/api/eligibility-applications",
        validLeadPayload({ phone_number: phone, email, ...overrides }),
      );
      expect(res.status, res.text).toBe(201);
      return { id: Number(res.json.id), reference: res.json.reference, phone, email };
    },
    async propose(lead, bank) {
      const res = await admin.post(`/api/eligibility-applications/${lead.id}/bank-applications`, {
        bank,
      });
      expect(res.status, res.text).toBe(201);
      return Number(res.json.id);
    },
    verify: (phone) => inbox.verify(server.baseUrl, phone),
    async stop() {
      await server.stop();
      inbox.close();
      await smtp.stop();
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
