import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignmentMail, confirmationMail, newCallbackMail, newLeadMail } from "./mail.ts";
import { maskContact, maskEmail, maskLead, maskPhone } from "./masking.ts";
import { ADMIN_PAGES, can, PERMISSIONS } from "./roles.ts";
import { indianToday, parseAssignedFilter, parseNote, parseWorkUpdate } from "./work.ts";

describe("masking", () => {
  it.each([
    { mask: maskPhone, input: "9876543210", masked: "******3210" },
    { mask: maskPhone, input: "+91 98765 43210", masked: "********3210" },
    { mask: maskPhone, input: "3210", masked: "****" },
    { mask: maskPhone, input: "", masked: "" },
    { mask: maskEmail, input: "rahul@example.com", masked: "r***@example.com" },
    { mask: maskEmail, input: "r@example.com", masked: "r***@example.com" },
    { mask: maskEmail, input: "no-at-sign", masked: "***" },
    { mask: maskEmail, input: "", masked: "" },
  ])("$mask.name($input) = $masked", ({ mask, input, masked }) => {
    expect(mask(input)).toBe(masked);
  });

  it("never shows more than the last four digits or the first letter (property)", () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom(..."0123456789 +-()"), { minLength: 5, maxLength: 20 })
          .map((chars) => `${chars.join("")}12345`),
        (phone) => {
          const masked = maskPhone(phone);
          const digits = phone.replace(/\D/g, "");
          expect(masked.replace(/\*/g, "")).toBe(digits.slice(-4));
        },
      ),
    );
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const local = email.slice(0, email.lastIndexOf("@"));
        const masked = maskEmail(email);
        // Only the masked local part is checked: the domain may contain the same letters
        // ("ey@a.ey", found by fast-check).
        const maskedLocal = masked.slice(0, masked.lastIndexOf("@"));
        if (local.length > 1) expect(maskedLocal).not.toContain(local);
        expect(masked.endsWith(email.slice(email.lastIndexOf("@")))).toBe(true);
      }),
    );
  });

  it("masks a row and leaves the rest alone", () => {
    const row = { id: 1, email: "asha@example.test", phone_number: "9876543210", first_name: "A" };
    expect(maskLead(row)).toEqual({
      id: 1,
      email: "a***@example.test",
      phone_number: "******3210",
      first_name: "A",
    });
    expect(maskContact({ email: "x@y.in", phone: "9000012345" })).toEqual({
      email: "x***@y.in",
      phone: "******2345",
    });
  });
});

describe("the role table", () => {
  it("staff work leads, callbacks and messages; only admins touch SEO, banks, users, outbox, log", () => {
    for (const p of ["team", "leads", "callbacks", "messages"] as const) {
      expect(can("staff", p)).toBe(true);
      expect(can("admin", p)).toBe(true);
      expect(can("customer", p)).toBe(false);
    }
    for (const p of ["seo", "banks", "users", "outbox", "access-log", "full-export"] as const) {
      expect(can("staff", p)).toBe(false);
      expect(can("admin", p)).toBe(true);
    }
    expect(can(null, "team")).toBe(false);
    expect(can("root", "team")).toBe(false);
  });

  it("every admin page names a permission of the table", () => {
    for (const page of ADMIN_PAGES) expect(PERMISSIONS[page.permission]).toBeDefined();
  });
});

describe("work input", () => {
  it("reads assigned_to and follow_up_on, each optional and nullable", () => {
    expect(parseWorkUpdate({ assigned_to: 3, follow_up_on: "2026-12-01" })).toEqual({
      ok: true,
      data: { assigned_to: 3, follow_up_on: "2026-12-01" },
    });
    expect(parseWorkUpdate({ assigned_to: null, follow_up_on: "" })).toEqual({
      ok: true,
      data: { assigned_to: null, follow_up_on: null },
    });
    expect(parseWorkUpdate({ status: "new" })).toEqual({ ok: true, data: {} });
  });

  it.each([
    { assigned_to: "3" },
    { assigned_to: 1.5 },
    { assigned_to: -1 },
    { follow_up_on: "2026-02-30" },
    { follow_up_on: "tomorrow" },
    { follow_up_on: 20261201 },
  ])("refuses %j", (body) => {
    const parsed = parseWorkUpdate(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.fields)).toEqual(Object.keys(body));
  });

  it("notes are 1 to 2,000 characters, trimmed", () => {
    expect(parseNote({ text: "  called  " })).toEqual({ ok: true, data: { text: "called" } });
    expect(parseNote({ text: "   " }).ok).toBe(false);
    expect(parseNote({ text: "x".repeat(2001) }).ok).toBe(false);
    expect(parseNote({}).ok).toBe(false);
  });

  it("assigned=me|none|USER_ID", () => {
    expect(parseAssignedFilter("me")).toEqual({ ok: true, data: "me" });
    expect(parseAssignedFilter("none")).toEqual({ ok: true, data: "none" });
    expect(parseAssignedFilter("12")).toEqual({ ok: true, data: 12 });
    expect(parseAssignedFilter("")).toEqual({ ok: true, data: null });
    expect(parseAssignedFilter("0").ok).toBe(false);
    expect(parseAssignedFilter("bob").ok).toBe(false);
  });

  it("today in India turns at 18:30 UTC", () => {
    expect(indianToday(new Date("2026-11-14T18:29:59Z"))).toBe("2026-11-14");
    expect(indianToday(new Date("2026-11-14T18:30:00Z"))).toBe("2026-11-15");
  });
});

describe("mail", () => {
  const lead = {
    id: 12,
    first_name: "Asha",
    last_name: "Rao",
    email: "asha@example.test",
    phone_number: "9876543210",
    is_eligible: 1,
    borrow_amount: 5_000_000,
  };

  it("subjects carry a reference or number, never personal data", () => {
    for (const mail of [
      newLeadMail(lead, "https://x.in"),
      confirmationMail(lead, "https://x.in"),
      assignmentMail(lead, "admin@x.in", "https://x.in"),
      newLeadMail({ ...lead, reference: "GS-ABCD1234" }, ""),
    ]) {
      expect(mail.subject).not.toMatch(/Asha|Rao|asha@|9876543210/);
    }
    expect(newLeadMail(lead, "").subject).toBe("New lead #12");
    expect(confirmationMail({ ...lead, reference: "GS-ABCD1234" }, "").subject).toContain(
      "GS-ABCD1234",
    );
  });

  it("bodies: plain text and HTML with the details, HTML escaped", () => {
    const mail = newLeadMail({ ...lead, first_name: "<b>Asha</b>" }, "https://x.in");
    expect(mail.text).toContain("9876543210");
    expect(mail.text).toContain("https://x.in/admin/eligibility/12");
    expect(mail.html).toContain("&lt;b&gt;Asha&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Asha");
  });

  it("writes the borrower's confirmation in the language of the enquiry; the team's stays English", () => {
    const hindi = { ...lead, reference: "GS-ABCD1234", language: "hi" as const };
    const confirm = confirmationMail(hindi, "https://x.in");
    expect(confirm.subject).toBe("आपकी होम लोन पूछताछ GS-ABCD1234 हमें मिल गई है");
    expect(confirm.subject).not.toMatch(/Asha/);
    expect(confirm.text).toContain("नमस्ते Asha जी,");
    expect(confirm.text).toContain("आपका रेफ़रेंस नंबर GS-ABCD1234 है।");
    expect(confirm.text).toContain("https://x.in/hi");
    expect(confirm.html).toContain('<html lang="hi">');
    // No English sentence in the Hindi mail: only the brand, the reference and the link are Latin.
    expect(confirm.text.replace(/GharSetu|GS-ABCD1234|https:\/\/x\.in\/hi|Asha/g, "")).not.toMatch(
      /[A-Za-z]/,
    );

    const english = confirmationMail({ ...hindi, language: "en" }, "https://x.in");
    expect(english.subject).toBe("We received your home-loan enquiry GS-ABCD1234");
    expect(english.html).toContain('<html lang="en">');
    expect(confirmationMail({ ...hindi, language: undefined }, "").subject).toBe(english.subject);

    const team = newLeadMail(hindi, "https://x.in");
    expect(team.subject).toBe("New lead GS-ABCD1234");
    expect(team.text).toContain("Language: Hindi");
    expect(newLeadMail({ ...hindi, language: "en" }, "").text).not.toContain("Language:");

    const callback = {
      id: 3,
      reference: "GS-WXYZ2345",
      name: "Ravi",
      phone: "9876543210",
      city: "Pune",
      preferred_slot: "8 am – 11 am",
    };
    expect(newCallbackMail({ ...callback, language: "hi" }, "").text).toContain("Language: Hindi");
    expect(newCallbackMail(callback, "").text).not.toContain("Language:");
    // "Ask about moving this loan" (docs/product/my-loan.md "Pages") names the saved loan.
    expect(newCallbackMail({ ...callback, saved_loan_id: 12 }, "").text).toContain(
      "saved loan #12",
    );
    expect(newCallbackMail(callback, "").text).not.toContain("saved loan");
  });
});
