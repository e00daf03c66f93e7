import crypto from "node:crypto";
import { log } from "../../utils/log.server.ts";

// The pluggable SMS provider (docs/product/borrower-journey.md "Mobile verification"), chosen by
// SMS_PROVIDER:
//   unset   → no provider: verification is not offered;
//   log     → the message goes to the server log (local trials only);
//   webhook → POST {to, message} as JSON to SMS_WEBHOOK_URL, signed with X-Signature (hex
//             HMAC-SHA256 of the raw body under SMS_WEBHOOK_SECRET) when a secret is set;
//   msg91   → MSG91's flow API with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID (MSG91_BASE_URL for tests);
//             the loan file's notices through MSG91_NOTICE_TEMPLATE_ID (one variable, `message`).

export interface SmsMessage {
  /** E.164, e.g. +919876543210 */
  to: string;
  message: string;
  /**
   * The code alone, for providers whose templates take it as a variable (MSG91). Absent for a
   * notice (the loan file's steps), which MSG91 sends through its notice template.
   */
  code?: string;
}

export interface SmsProvider {
  name: string;
  send(sms: SmsMessage): Promise<void>;
}

const SEND_TIMEOUT_MS = 10_000;

export function signBody(body: string, secret: string): string {
  return crypto.createHmac("sha256", secret).update(body).digest("hex");
}

function webhookProvider(url: string, secret: string | undefined): SmsProvider {
  return {
    name: "webhook",
    async send({ to, message }) {
      const body = JSON.stringify({ to, message });
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (secret) headers["x-signature"] = signBody(body, secret);
      const res = await fetch(url, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

function msg91Provider(
  authKey: string,
  templateId: string,
  baseUrl: string,
  noticeTemplateId: string | undefined,
): SmsProvider {
  return {
    name: "msg91",
    async send({ to, code, message }) {
      // A notice needs a template of its own whose one variable is the whole text.
      if (code === undefined && !noticeTemplateId) {
        throw new Error("SMS_PROVIDER=msg91 needs MSG91_NOTICE_TEMPLATE_ID to send notices");
      }
      const recipient =
        code === undefined
          ? { mobiles: to.replace(/^\+/, ""), message }
          : { mobiles: to.replace(/^\+/, ""), otp: code };
      // MSG91 wants the number with the country code and no plus; the template holds the text.
      const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/api/v5/flow`, {
        method: "POST",
        headers: {
          authkey: authKey,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({
          template_id: code === undefined ? noticeTemplateId : templateId,
          short_url: "0",
          recipients: [recipient],
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const answer = (await res.json().catch(() => null)) as { type?: string } | null;
      if (!res.ok || answer?.type !== "success") {
        throw new Error(`MSG91 answered ${res.status} ${answer?.type ?? "without a JSON body"}`);
      }
    },
  };
}

const logProvider: SmsProvider = {
  name: "log",
  async send({ to, message }) {
    // Local trials only: the code is in the log, the number is not (logs keep no phone numbers).
    log("info", "sms (log provider: not sent)", { to: `…${to.slice(-4)}`, message });
  },
};

/** The configured provider, or null when verification is not offered. Throws on a half config. */
export function smsProviderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsProvider | null {
  const kind = (env.SMS_PROVIDER ?? "").trim();
  if (kind === "") return null;
  if (kind === "log") return logProvider;
  if (kind === "webhook") {
    if (!env.SMS_WEBHOOK_URL) throw new Error("SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL");
    return webhookProvider(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_SECRET || undefined);
  }
  if (kind === "msg91") {
    if (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID) {
      throw new Error("SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID");
    }
    return msg91Provider(
      env.MSG91_AUTH_KEY,
      env.MSG91_TEMPLATE_ID,
      env.MSG91_BASE_URL || "https://control.msg91.com",
      env.MSG91_NOTICE_TEMPLATE_ID || undefined,
    );
  }
  throw new Error(`SMS_PROVIDER must be log, webhook or msg91, got "${kind}"`);
}

let cached: { env: string; provider: SmsProvider | null } | undefined;

/** The provider for this process (read from the environment on first use). */
export function smsProvider(): SmsProvider | null {
  const key = `${process.env.SMS_PROVIDER}|${process.env.SMS_WEBHOOK_URL}|${process.env.MSG91_BASE_URL}`;
  if (!cached || cached.env !== key) cached = { env: key, provider: smsProviderFromEnv() };
  return cached.provider;
}

/** Whether the forms offer 'Send code' / 'Verify'. */
export function verificationOffered(): boolean {
  try {
    return smsProvider() !== null;
  } catch {
    return false;
  }
}
