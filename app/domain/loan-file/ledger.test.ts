import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LedgerEntry, noticeKeys, sortLedger, withdrawalBankMail } from "./ledger.ts";
import { stepKey } from "./notices.ts";

// docs/product/borrower-view.md "Who has my data".

describe("noticeKeys", () => {
  const keys = noticeKeys(7, [{ id: 31, bank: "sbi", trancheIds: [5] }]);

  it("are exactly the keys the notices are queued under (notices.ts stepKey and the channel)", () => {
    const lead = { id: 7 };
    const steps = [
      stepKey(lead, { kind: "documents", codes: [] }),
      stepKey(lead, { kind: "proposed", applicationId: 31, bank: "SBI" }),
      stepKey(lead, { kind: "rejected", applicationId: 31, bank: "SBI" }),
      stepKey(lead, {
        kind: "disbursed",
        applicationId: 31,
        trancheId: 5,
        bank: "SBI",
        amount: 1,
        on: "2026-01-01",
        total: 1,
        sanctioned: null,
      }),
    ];
    for (const step of steps) {
      expect(keys.has(`${step}:email`), step).toBe(true);
      expect(keys.has(`${step}:sms`), step).toBe(true);
    }
    expect(keys.get("bank-application:31:proposed:sms")).toEqual({
      channel: "sms",
      step: "proposed",
      bank: "sbi",
    });
  });

  it("never hold the team's or a bank's mail (withdrawal, assignment)", () => {
    for (const key of keys.keys()) expect(key).not.toMatch(/withdrawn|assign|team|confirm/);
  });

  it("property: two leads' keys never meet", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        fc.pre(a !== b);
        const one = noticeKeys(a + 1, [{ id: a + 1, bank: "sbi", trancheIds: [a + 1] }]);
        const two = noticeKeys(b + 1, [{ id: b + 1, bank: "sbi", trancheIds: [b + 1] }]);
        for (const key of one.keys()) expect(two.has(key)).toBe(false);
      }),
    );
  });
});

describe("sortLedger", () => {
  it("property: oldest first, whatever the order read", () => {
    const entry = fc
      .date({ min: new Date("2024-01-01"), max: new Date("2030-01-01"), noInvalidDate: true })
      .map((d): LedgerEntry => ({ kind: "call", at: d.toISOString(), outcome: "busy" }));
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        const times = sortLedger(entries).map((e) => e.at);
        expect(times).toEqual([...times].sort());
        expect(times).toHaveLength(entries.length);
      }),
    );
  });
});

describe("the bank's mail", () => {
  it("asks to stop processing and erase, naming the file by both references", () => {
    const mail = withdrawalBankMail({
      reference: "GS-ABCD1234",
      borrowerName: "Asha Rao",
      bankName: "HDFC Bank",
      bankReference: "HD/77",
      stage: "logged_in",
    });
    expect(mail.subject).toBe("Request to stop processing and erase GharSetu file GS-ABCD1234");
    expect(mail.text).toContain("your reference HD/77");
    expect(mail.text).toMatch(/stop processing this file and erase/);
  });
});
