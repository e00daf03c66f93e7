import { describe, expect, it } from "vitest";
import { countRows } from "../../db/count-rows.server.ts";
import { CALLBACK_REQUEST } from "../../domain/callbacks/test-fixtures.ts";
import {
  CALLBACK_PAGE_SIZE,
  listCallbackPage,
  listCallbackRequests,
  submitCallbackRequest,
} from "./callbacks.server.ts";

// A callback request sent again with its client_id (the browser's outbox after a 503 or a lost
// answer, docs/decisions/028-database-outages.md) is stored once, its team notice queued once.

const request = (clientId?: string) => ({
  ...CALLBACK_REQUEST,
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

describe("listCallbackRequests's pages", () => {
  it("a page with an offset continues the newest-first order where the last one ended", async () => {
    for (let i = 0; i < 5; i++) await submitCallbackRequest({ ...request(), name: `Paged ${i}` });
    const all = (await listCallbackRequests({ limit: 1000 })).map((r) => r.id);
    const second = (await listCallbackRequests({ limit: 2, offset: 2 })).map((r) => r.id);
    expect(second).toEqual(all.slice(2, 4));
    expect((await listCallbackRequests({ limit: 2, offset: -3 })).map((r) => r.id)).toEqual(
      all.slice(0, 2),
    );
    expect(await listCallbackRequests({ limit: 2, offset: all.length })).toEqual([]);
  });
});

describe("listCallbackPage", () => {
  it("shows a page of requests and says whether an older page follows", async () => {
    const stored = (await listCallbackRequests({ limit: 1000 })).length;
    const wanted = CALLBACK_PAGE_SIZE + 1 - stored;
    for (let i = 0; i < wanted; i++) {
      await submitCallbackRequest({ ...request(), name: `Page filler ${i}` });
    }
    const all = (await listCallbackRequests({ limit: 1000 })).map((r) => r.id);
    const first = await listCallbackPage({}, 1);
    expect(first.rows.map((r) => r.id)).toEqual(all.slice(0, CALLBACK_PAGE_SIZE));
    expect(first.more).toBe(all.length > CALLBACK_PAGE_SIZE);
    const last = Math.ceil(all.length / CALLBACK_PAGE_SIZE);
    const lastPage = await listCallbackPage({}, last);
    expect(lastPage.rows.map((r) => r.id)).toEqual(all.slice((last - 1) * CALLBACK_PAGE_SIZE));
    expect(lastPage.more).toBe(false);
    expect(await listCallbackPage({}, last + 1)).toEqual({ rows: [], more: false });
  });
});
