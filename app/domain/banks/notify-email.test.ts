import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOTIFY_EMAIL_MESSAGE, parseNotifyEmail } from "./notify-email.ts";

describe("parseNotifyEmail (docs/product/borrower-view.md)", () => {
  it.each([
    [{}, undefined],
    [{ name: "SBI" }, undefined],
    [{ notify_email: null }, null],
    [{ notify_email: "  " }, null],
    [{ notify_email: " loans@sbi.example " }, "loans@sbi.example"],
  ])("%j → %j", (input, data) => {
    expect(parseNotifyEmail(input)).toEqual({ ok: true, data });
  });

  it.each([[{ notify_email: "not an address" }], [{ notify_email: 5 }], [{ notify_email: [] }]])(
    "refuses %j naming notify_email",
    (input) => {
      expect(parseNotifyEmail(input)).toEqual({
        ok: false,
        error: NOTIFY_EMAIL_MESSAGE,
        fields: { notify_email: NOTIFY_EMAIL_MESSAGE },
      });
    },
  );

  it("property: a body without the field always keeps it", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (body) => {
        fc.pre(!Object.hasOwn(body, "notify_email"));
        expect(parseNotifyEmail(body)).toEqual({ ok: true, data: undefined });
      }),
    );
  });
});
