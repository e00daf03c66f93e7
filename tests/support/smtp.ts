import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  outboxKey: string;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives. `stop()`
 * simulates an outage; `start()` again on the same port is the recovery.
 */
export class TestSmtp {
  received: ReceivedMail[] = [];
  port = 0;
  /** Holds each message this long before accepting it: a slow server, to stop the app mid-send. */
  delayMs = 0;
  private server: SMTPServer | null = null;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            this.received.push({
              to: to?.value[0]?.address ?? "",
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              outboxKey: String(mail.headers.get("x-gharsetu-outbox") ?? ""),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    const address = server.server.address();
    this.port = typeof address === "object" && address ? address.port : port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** A server's mail settings: deliver here, from a test address, the outbox polled every 200 ms. */
  get env(): Record<string, string> {
    return { SMTP_URL: this.url, MAIL_FROM: "GharSetu <mail@example.test>", MAIL_POLL_MS: "200" };
  }

  countKey(key: string) {
    return this.received.filter((m) => m.outboxKey === key).length;
  }
}

export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 30_000, what = "condition" } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
