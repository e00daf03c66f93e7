import { beforeAll, describe, expect, it } from "vitest";
import { validLeadPayload } from "../../../tests/support/lead-payload.ts";
import { getDb } from "../../db/db.server.ts";
import { listCalls, logCall } from "../calls/calls.server.ts";
import { submitLead } from "../leads/intake.server.ts";
import { runRetention } from "../retention/retention.server.ts";
import { addNote, listNotes } from "../team/work.server.ts";
import { findUserByEmail, type PublicUser, toPublicUser } from "../users/users.server.ts";
import { withdrawOwnApplication } from "./enquiries.server.ts";

// What a lead loses with its personal fields, on withdrawal and on retention alike
// (docs/product/team.md "Erasure and retention"): the team's notes on it and the notes of its
// logged calls, which may quote the borrower; the calls' outcome and time stay (the call limits
// count them, the borrower's ledger lists them).

let admin: PublicUser;
/** 11:00 IST on a weekday: inside the calling hours. */
const inHours = new Date("2026-11-24T05:30:00.000Z");

beforeAll(async () => {
  const row = await findUserByEmail("admin@example.test");
  if (!row) throw new Error("the seeded admin is missing");
  admin = toPublicUser(row);
});

/** A lead of the admin's with a team note and a call with a note on it. */
async function workedLead(): Promise<number> {
  const submitted = await submitLead(validLeadPayload(), { userId: admin.id });
  if (!submitted.ok) throw new Error(submitted.error);
  const id = submitted.result.id;
  expect(await addNote("lead", id, "Said her husband Ravi earns more", admin)).not.toBeNull();
  const call = await logCall(
    id,
    { outcome: "call_back_later", note: "Call Ravi after 6" },
    { id: admin.id, email: admin.email },
    inHours,
  );
  expect(call.ok).toBe(true);
  return id;
}

/** What is left of a lead's work, read as the team reads it: its notes' texts and its calls. */
async function traces(id: number) {
  const notes = (await listNotes("lead", id)).map(({ text }) => ({ text }));
  const calls = (await listCalls(id)).map(({ outcome, note, at }) => ({
    outcome,
    note,
    created_at: at,
  }));
  return { notes, calls };
}

describe("a lead's notes go with its personal fields", () => {
  it("on withdrawal of consent: the team's notes deleted, the call's note emptied, its outcome kept", async () => {
    const id = await workedLead();
    const other = await workedLead();
    expect((await traces(id)).notes).toHaveLength(1);
    expect(await withdrawOwnApplication(admin.id, id)).toBe(true);
    expect(await traces(id)).toEqual({
      notes: [],
      calls: [{ outcome: "call_back_later", note: null, created_at: inHours.toISOString() }],
    });
    // Another lead keeps everything.
    const kept = await traces(other);
    expect(kept.notes).toHaveLength(1);
    expect(kept.calls[0].note).toBe("Call Ravi after 6");
  });

  it("on retention: the same for leads older than the retention period", async () => {
    const id = await workedLead();
    const old = new Date(Date.now() - 800 * 86_400_000).toISOString();
    await getDb()
      .updateTable("eligibility_applications")
      .set({ created_at: old })
      .where("id", "=", id)
      .execute();
    const recent = await workedLead();
    const result = await runRetention(new Date(), 730);
    expect(result.leads).toBeGreaterThanOrEqual(1);
    expect(await traces(id)).toEqual({
      notes: [],
      calls: [{ outcome: "call_back_later", note: null, created_at: inHours.toISOString() }],
    });
    expect((await traces(recent)).calls[0].note).toBe("Call Ravi after 6");
  });
});
