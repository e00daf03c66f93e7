import { describe, expect, it } from "vitest";
import { ELIGIBILITY_FIELDS } from "../../domain/eligibility/fields.ts";
import { applicationsToCsv, CSV_COLUMNS, csvField, neutraliseFormula } from "./csv.ts";

/** A small RFC 4180 reader, to check that what we write reads back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  return rows;
}

describe("applicationsToCsv", () => {
  it("writes a header row of every column and CRLF line ends", () => {
    const csv = applicationsToCsv([]);
    expect(csv).toBe(`${CSV_COLUMNS.join(",")}\r\n`);
    for (const column of [
      "id",
      "client_id",
      "user_id",
      "consent_at",
      "consent_notice_version",
      "bank_slug",
      "status",
    ]) {
      expect(CSV_COLUMNS).toContain(column);
    }
    expect(new Set(CSV_COLUMNS).size).toBe(CSV_COLUMNS.length);
  });

  it("round-trips commas, quotes, line breaks, nulls, numbers and ₹", () => {
    const row = {
      id: 7,
      first_name: 'Asha "Ash" Rao, Jr.',
      last_name: "Line\nbreak",
      eligibility_message: "Eligible. Estimated EMI: ₹21,442.50 per month",
      property_worth: 5000000.5,
      calculated_emi: null,
    };
    const [header, line] = parseCsv(applicationsToCsv([row]));
    const cell = (name: string) => line[header.indexOf(name)];
    expect(line).toHaveLength(CSV_COLUMNS.length);
    expect(cell("id")).toBe("7");
    expect(cell("first_name")).toBe('Asha "Ash" Rao, Jr.');
    expect(cell("last_name")).toBe("Line\nbreak");
    expect(cell("eligibility_message")).toBe("Eligible. Estimated EMI: ₹21,442.50 per month");
    expect(cell("property_worth")).toBe("5000000.5");
    expect(cell("calculated_emi")).toBe("");
    expect(cell("email")).toBe("");
  });

  it("writes pmay_candidate as true or false, as the API answers it", () => {
    const [header, yes, no, none] = parseCsv(
      applicationsToCsv([{ pmay_candidate: 1 }, { pmay_candidate: 0 }, {}]),
    );
    const at = header.indexOf("pmay_candidate");
    expect([yes[at], no[at], none[at]]).toEqual(["true", "false", ""]);
  });

  it("neutralises spreadsheet formulas", () => {
    for (const text of ['=HYPERLINK("http://evil")', "+1+2", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
    expect(neutraliseFormula("Asha")).toBe("Asha");
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField('=A1,"x"')).toBe(`"'=A1,""x"""`);
    const [header, line] = parseCsv(
      applicationsToCsv([{ first_name: "=cmd|' /C calc'!A0", phone_number: "+91 98765 43210" }]),
    );
    expect(line[header.indexOf("first_name")]).toBe("'=cmd|' /C calc'!A0");
    expect(line[header.indexOf("phone_number")]).toBe("'+91 98765 43210");
  });
});

describe("CSV_COLUMNS", () => {
  it("names every application field once, with the bookkeeping columns around them", () => {
    expect(new Set(CSV_COLUMNS).size).toBe(CSV_COLUMNS.length);
    for (const field of ELIGIBILITY_FIELDS) expect(CSV_COLUMNS).toContain(field);
    for (const column of [
      "id",
      "created_at",
      "status",
      "is_eligible",
      "calculated_emi",
      "consent_at",
      "client_id",
    ]) {
      expect(CSV_COLUMNS).toContain(column);
    }
  });
});
