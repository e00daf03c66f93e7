import crypto from "node:crypto";
import type http from "node:http";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { signedInAdminBrowser } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { type ReceivedSms, startSmsReceiver } from "../support/sms-receiver.ts";

// A test file's own server whose SMS provider is a signed webhook to a local receiver
// (docs/product/borrower-journey.md "Mobile verification"): the tests read the codes and notices
// from the receiver's inbox. Shared by the borrower-journey, documents and loan-file tests.

/**
 * Starts the receiver, the server (with `env()` on top of the webhook settings, read once the
 * file's earlier hooks have run) and a browser signed in as the seeded admin before the file's
 * first test; stops them after its last. The fields are filled in by then.
 */
export function suiteSmsServer(env: () => Record<string, string> = () => ({})) {
  const secret = `whsec-${crypto.randomBytes(6).toString("hex")}`;
  let receiver: http.Server | undefined;
  const suite = {
    /** Every SMS the receiver got, signed or not, oldest first. */
    inbox: [] as ReceivedSms[],
    server: undefined as unknown as RunningServer,
    baseUrl: "",
    /** A browser signed in as the seeded admin. */
    staff: undefined as unknown as BrowserContext,
    /** The code of the latest SMS to `phone`, which must be signed; waits up to 10 s for it. */
    async codeFor(phone: string): Promise<string> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const sms = suite.inbox.filter((m) => m.to === `+91${phone}`).at(-1);
        if (sms) {
          expect(sms.signed).toBe(true);
          return /\b(\d{6})\b/.exec(sms.message)?.[1] ?? "";
        }
        if (Date.now() > deadline) throw new Error(`no SMS for ${phone}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
  beforeAll(async () => {
    const sms = await startSmsReceiver(secret, (message) => suite.inbox.push(message));
    receiver = sms.server;
    suite.server = await startServer({
      RATE_LIMIT_FACTOR: "20",
      SMS_PROVIDER: "webhook",
      SMS_WEBHOOK_URL: sms.url,
      SMS_WEBHOOK_SECRET: secret,
      ...env(),
    });
    suite.baseUrl = suite.server.baseUrl;
    suite.staff = await signedInAdminBrowser(suite.baseUrl);
  }, 90_000);
  afterAll(async () => {
    await suite.staff?.close();
    await suite.server?.stop();
    receiver?.close();
  });
  return suite;
}
