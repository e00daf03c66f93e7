import { describe, expect, it } from "vitest";
import { getDb } from "../../db/db.server.ts";
import { purgeOldCodes } from "./otp.server.ts";

describe("purgeOldCodes", () => {
  it("deletes code rows older than a day and keeps the rest", async () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const row = (phone: string, hoursAgo: number) => ({
      phone,
      code_hash: "0".repeat(64),
      wrong_tries: 0,
      consumed_at: null,
      created_at: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
    });
    await getDb()
      .insertInto("otp_codes")
      .values([row("9000000001", 25), row("9000000002", 23)])
      .execute();
    expect(await purgeOldCodes(now)).toBe(1);
    const left = await getDb().selectFrom("otp_codes").select("phone").execute();
    expect(left.map((r) => r.phone)).toEqual(["9000000002"]);
  });
});
