import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itReturns } from "../cases.test-support.ts";
import {
  cleanFileName,
  DOCUMENT_MESSAGES,
  formatFileSize,
  MAX_DOCUMENT_BYTES,
  parseReview,
  SNIFF_BYTES,
  sniffContentType,
} from "./document-files.ts";

const bytes = (...b: number[]) => Uint8Array.from(b);
const ascii = (s: string) => Uint8Array.from(Buffer.from(s, "latin1"));

describe("sniffing the content", () => {
  it.each<[string, Uint8Array, string | null]>([
    ["a PDF", ascii("%PDF-1.7\n"), "application/pdf"],
    ["a JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46), "image/jpeg"],
    ["a PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "image/png"],
    ["an ELF program", bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0), null],
    ["a Windows program", ascii("MZ\x90\x00\x03\x00\x00\x00"), null],
    ["a PDF without the dash", ascii("%PDF1.7"), null],
    ["a PNG cut short", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a), null],
    ["a JPEG cut short", bytes(0xff, 0xd8), null],
    ["an empty file", bytes(), null],
    ["text that names a PDF", ascii("hello.pdf"), null],
    ["a GIF", ascii("GIF89a.."), null],
  ])("%s", (_name, head, type) => {
    expect(sniffContentType(head)).toBe(type);
  });

  it("never needs more than SNIFF_BYTES, and what follows the signature does not matter", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ascii("%PDF-"),
          bytes(0xff, 0xd8, 0xff),
          bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
        ),
        fc.uint8Array({ maxLength: 64 }),
        (signature, rest) => {
          const whole = Uint8Array.from([...signature, ...rest]);
          const type = sniffContentType(whole);
          expect(type).not.toBeNull();
          expect(sniffContentType(whole.subarray(0, SNIFF_BYTES))).toBe(type);
        },
      ),
    );
  });

  it("accepts only what starts with one of the three signatures", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), (head) => {
        const type = sniffContentType(head);
        const text = Buffer.from(head).toString("latin1");
        const expected = text.startsWith("%PDF-")
          ? "application/pdf"
          : head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff
            ? "image/jpeg"
            : text.startsWith("\x89PNG\r\n\x1a\n")
              ? "image/png"
              : null;
        expect(type).toBe(expected);
      }),
    );
  });
});

describe("the limits and their messages", () => {
  it("is 10 MiB", () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10_485_760);
  });

  it("says the contract's words", () => {
    expect(DOCUMENT_MESSAGES.type).toBe("Upload a PDF, JPEG or PNG file.");
    expect(DOCUMENT_MESSAGES.size).toBe("The file is larger than 10 MB.");
  });

  itReturns(formatFileSize, "%d bytes read as %s", [
    [0, "0 B"],
    [1023, "1023 B"],
    [2048, "2 KB"],
    [MAX_DOCUMENT_BYTES, "10.0 MB"],
  ]);
});

describe("the file's name", () => {
  itReturns(cleanFileName, "%j is kept as %j", [
    ["salary.pdf", "salary.pdf"],
    ["C:\\Users\\me\\pan card.jpg", "pan card.jpg"],
    ["../../etc/passwd", "passwd"],
    ['a"b\r\n.png', "ab.png"],
    ["", "document"],
    [undefined, "document"],
  ]);

  it("never keeps a separator, a control character or more than 200 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        const name = cleanFileName(raw);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(200);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
        expect(name).not.toMatch(/[\\/"\u0000-\u001f\u007f]/);
      }),
    );
  });
});

describe("the review", () => {
  it.each<[unknown, unknown]>([
    [{ status: "verified" }, { status: "verified", reason: null }],
    [
      { status: "verified", reason: "fine" },
      { status: "verified", reason: null },
    ],
    [
      { status: "rejected", reason: " blurred " },
      { status: "rejected", reason: "blurred" },
    ],
  ])("%j is read as %j", (input, data) => {
    expect(parseReview(input)).toEqual({ ok: true, data });
  });

  it.each<[unknown, string]>([
    [{ status: "rejected" }, DOCUMENT_MESSAGES.reason],
    [{ status: "rejected", reason: "   " }, DOCUMENT_MESSAGES.reason],
    [{ status: "rejected", reason: "x".repeat(501) }, DOCUMENT_MESSAGES.reason],
    [{ status: "received" }, DOCUMENT_MESSAGES.status],
    [{ status: "pending" }, DOCUMENT_MESSAGES.status],
    [{}, DOCUMENT_MESSAGES.status],
    [null, DOCUMENT_MESSAGES.invalid],
    [[], DOCUMENT_MESSAGES.invalid],
    ["verified", DOCUMENT_MESSAGES.invalid],
  ])("%j is refused: %s", (input, error) => {
    const result = parseReview(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toBe(error);
  });

  it("never throws, and only verified or rejected with a reason passes", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = parseReview(input);
        if (result.ok) {
          expect(["verified", "rejected"]).toContain(result.data.status);
          if (result.data.status === "rejected")
            expect(result.data.reason.length).toBeGreaterThan(0);
        } else expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });
});
