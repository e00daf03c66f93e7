import { describe, expect, it } from "vitest";
import { countRows } from "../../db/count-rows.server.ts";
import { submitCallbackRequest } from "./callbacks.server.ts";

// A callback request sent again with its client_id (the browser's outbox after a 503 or a lost
// answer, docs/decisions/028-database-outages.md) is stored once, its team notice queued once.

const request = (clientId?: string) => ({
  name: "Meera",
  phone: "9876501234",
  city: "Pune",
  preferred_slot: "11:00-14:00",
  consent: true,
  ...(clientId ? { client_id: clientId } : {}),
});

describe("submitCallbackRequest with a client_id", () => {
  it("answers a repeat with the stored request and stores one row and one notice", async () => {
    const rows = await countRows("callback_requests");
    const mails = await countRows("mail_outbox");
    const first = await submitCallbackRequest(request("callback-retry-0001"));
    const again = await submitCallbackRequest(request("callback-retry-0001"));
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    expect(await countRows("callback_requests")).toBe(rows + 1);
    expect((await countRows("mail_outbox")) - mails).toBeLessThanOrEqual(1);
  });

  it("stores two requests without a client_id as two (a post without JavaScript)", async () => {
    const rows = await countRows("callback_requests");
    await submitCallbackRequest(request());
    await submitCallbackRequest(request());
    expect(await countRows("callback_requests")).toBe(rows + 2);
  });
});
