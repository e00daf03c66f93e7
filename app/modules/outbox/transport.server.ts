import nodemailer, { type Transporter } from "nodemailer";

// SMTP through nodemailer (docs/product/team.md "Notifications and the outbox"). SMTP_URL, e.g.
// smtp://user:pass@host:587; unset means mail is not configured and stays in the outbox.

export function mailConfigured(): boolean {
  return Boolean(process.env.SMTP_URL);
}

export function mailFrom(): string {
  return process.env.MAIL_FROM || "GharSetu <no-reply@localhost>";
}

let cached: { url: string; transport: Transporter } | null = null;

export function getTransport(): Transporter | null {
  const url = process.env.SMTP_URL;
  if (!url) return null;
  if (cached?.url !== url) {
    cached = {
      url,
      // Short timeouts: a mail server that hangs should cost one attempt, not the worker's run.
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return cached.transport;
}
