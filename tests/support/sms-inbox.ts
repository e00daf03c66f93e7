import crypto from "node:crypto";
import { expect } from "vitest";
import { ApiClient } from "./api-client.ts";
import { startSmsReceiver } from "./sms-receiver.ts";
import { waitFor } from "./smtp.ts";

// The SMS side of a test file's own server: a signed webhook receiver on loopback that keeps
// the signed messages, the settings that send the server's SMS to it at any hour, and the
// borrower's verification through a real code (docs/product/borrower-journey.md "Mobile
// verification").

export interface SmsInbox {
  /** The signed messages received, oldest first. */
  sms: { to: string; message: string }[];
  /** The server's SMS settings: the webhook to this inbox under its secret, sending at any hour. */
  env: Record<string, string>;
  /** Asks `baseUrl` for a code for `phone`, reads it here and exchanges it for a verification token. */
  verify(baseUrl: string, phone: string): Promise<string>;
  close(): void;
}

export async function startSmsInbox(): Promise<SmsInbox> {
  const secret = `whsec-${crypto.randomBytes(6).toString("hex")}`;
  const sms: { to: string; message: string }[] = [];
  const receiver = await startSmsReceiver(secret, ({ to, message, signed }) => {
    if (signed) sms.push({ to, message });
  });
  return {
    sms,
    env: {
      SMS_PROVIDER: "webhook",
      SMS_WEBHOOK_URL: receiver.url,
      SMS_WEBHOOK_SECRET: secret,
      SMS_SEND_HOURS: "00:00-24:00",
    },
    async verify(baseUrl, phone) {
      const client = new ApiClient(baseUrl);
      expect((await client.post("/api/otp", { phone })).status).toBe(202);
      const message = await waitFor(
        () =>
          sms.filter((m) => m.to === `+91${phone}` && /verification code/.test(m.message)).at(-1),
        { what: `the code for ${phone}` },
      );
      const code = /\b(\d{6})\b/.exec(message?.message ?? "")?.[1];
      const res = await client.post("/api/otp/verify", { phone, code });
      expect(res.status).toBe(200);
      return res.json.verification;
    },
    close() {
      receiver.server.close();
    },
  };
}
