import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// The SMS webhook's far end for a server started with SMS_PROVIDER=webhook: a local HTTP receiver
// that checks each request's HMAC signature (docs/product/borrower-journey.md "Mobile
// verification") and hands the message on.

export interface ReceivedSms {
  to: string;
  message: string;
  /** The x-signature header was the body's HMAC-SHA256 under the secret. */
  signed: boolean;
}

/**
 * Listens on a free loopback port; answers 200 to a signed request and 401 otherwise, after
 * passing every message to `onSms`. Its `url` is the SMS_WEBHOOK_URL to give the server.
 */
export async function startSmsReceiver(
  secret: string,
  onSms: (sms: ReceivedSms) => void,
): Promise<{ server: http.Server; url: string }> {
  const sign = (body: string) => crypto.createHmac("sha256", secret).update(body).digest("hex");
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const signed = req.headers["x-signature"] === sign(raw);
    onSms({ ...(JSON.parse(raw) as { to: string; message: string }), signed });
    res.writeHead(signed ? 200 : 401).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}
