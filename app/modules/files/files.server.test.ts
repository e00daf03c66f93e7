import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, type TestS3 } from "../../../tests/support/s3.ts";
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from "../../domain/loan-file/document-files.ts";
import { decrypt, IV_BYTES, TAG_BYTES } from "./encryption.server.ts";
import { filesKey, forgetFilesKey, parseFilesKey } from "./files-key.server.ts";
import { s3Store } from "./s3-store.server.ts";
import { diskStore, type FileStore } from "./store.server.ts";
import { type Precheck, receiveUpload } from "./upload.server.ts";

// The documents' storage (docs/decisions/027-documents-storage.md) on both backends: a real
// folder and a real S3 server (s3rver on loopback). What is stored never holds the plaintext,
// reads back to the exact bytes, and a refused upload leaves nothing behind.

const MARKER = "PLAINTEXT-MARKER-4f1c";
const pdf = Buffer.from(`%PDF-1.4\n% ${MARKER}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.from(MARKER)]);
const pass: Precheck = async () => null;

function uploadRequest(parts: { name: string; value: Buffer | string; filename?: string }[]) {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename !== undefined) {
      form.append(
        p.name,
        new Blob([typeof p.value === "string" ? p.value : new Uint8Array(p.value)], {
          type: "application/pdf",
        }),
        p.filename,
      );
    } else form.append(p.name, String(p.value));
  }
  return new Request("http://localhost/upload", { method: "POST", body: form });
}

/** A multipart body of `size` bytes of file, made as it is read: the test holds none of it. */
function streamedUpload(size: number, head: Buffer): Request {
  const boundary = "----gharsetu-test-boundary";
  const open = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const close = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        stage = 1;
        controller.enqueue(open);
        controller.enqueue(head);
        sent = head.length;
        return;
      }
      if (stage === 1 && sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        controller.enqueue(chunk.subarray(0, n));
        return;
      }
      controller.enqueue(close);
      controller.close();
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
}

function contract(name: string, makeStore: () => FileStore, stored: () => Buffer[]) {
  describe(name, () => {
    it("stores a PDF encrypted and reads it back exactly", async () => {
      const store = makeStore();
      const result = await receiveUpload(
        uploadRequest([{ name: "file", value: pdf, filename: "salary.pdf" }]),
        pass,
        store,
      );
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.file).toMatchObject({
        name: "salary.pdf",
        size: pdf.length,
        contentType: "application/pdf",
      });
      const raw = await store.get(result.file.key);
      expect(raw.length).toBe(IV_BYTES + pdf.length + TAG_BYTES);
      expect(raw.includes(Buffer.from(MARKER))).toBe(false);
      expect(raw.includes(Buffer.from("%PDF"))).toBe(false);
      expect(stored().some((b) => b.includes(Buffer.from(MARKER)))).toBe(false);
      expect(decrypt(filesKey(), raw).equals(pdf)).toBe(true);
      await store.delete(result.file.key);
      await expect(store.get(result.file.key)).rejects.toThrow();
    });

    it("refuses a program named .pdf and keeps nothing", async () => {
      const store = makeStore();
      const before = stored().length;
      const result = await receiveUpload(
        uploadRequest([{ name: "file", value: elf, filename: "salary.pdf" }]),
        pass,
        store,
      );
      expect(result).toMatchObject({ ok: false, status: 400, error: DOCUMENT_MESSAGES.type });
      expect(stored().length).toBe(before);
    });

    it("takes exactly 10 MiB, refuses one byte more (413) and keeps nothing of it", async () => {
      const store = makeStore();
      const before = stored().length;
      const over = await receiveUpload(streamedUpload(MAX_DOCUMENT_BYTES + 1, pdf), pass, store);
      expect(over).toMatchObject({ ok: false, status: 413, error: DOCUMENT_MESSAGES.size });
      expect(stored().length).toBe(before);
      const exact = await receiveUpload(streamedUpload(MAX_DOCUMENT_BYTES, pdf), pass, store);
      expect(exact.ok).toBe(true);
      if (exact.ok) {
        expect(exact.file.size).toBe(MAX_DOCUMENT_BYTES);
        await store.delete(exact.file.key);
      }
    }, 30_000);

    it("stores nothing when the caller's check refuses", async () => {
      const store = makeStore();
      const before = stored().length;
      const result = await receiveUpload(
        uploadRequest([
          { name: "reference", value: "GS-1" },
          { name: "file", value: pdf, filename: "a.pdf" },
        ]),
        async (fields) =>
          fields.reference === "GS-1" ? { ok: false, status: 404, error: "no such lead" } : null,
        store,
      );
      expect(result).toMatchObject({ ok: false, status: 404, error: "no such lead" });
      expect(stored().length).toBe(before);
    });
  });
}

let dir = "";
let s3: TestS3;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "gharsetu-files-"));
  process.env.DATA_DIR = dir;
  delete process.env.FILES_KEY;
  // s3rver's own pair; the SDK reads them as it would a real bucket's.
  process.env.AWS_ACCESS_KEY_ID = "S3RVER";
  process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";
  forgetFilesKey();
  s3 = await startS3();
});

afterAll(async () => {
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const diskFiles = () =>
  fs.existsSync(path.join(dir, "files"))
    ? fs
        .readdirSync(path.join(dir, "files"), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => fs.readFileSync(path.join(e.parentPath, e.name)))
    : [];

contract("on disk", () => diskStore(path.join(dir, "files")), diskFiles);
contract(
  "in an S3 bucket (s3rver)",
  () => s3Store({ bucket: s3.bucket, endpoint: s3.endpoint, region: "us-east-1", spoolDir: dir }),
  () => [...s3.objects().values()],
);

describe("the request itself", () => {
  const store = () => diskStore(path.join(dir, "files"));

  it.each<[string, Request, string]>([
    ["no file part", uploadRequest([{ name: "reference", value: "x" }]), DOCUMENT_MESSAGES.noFile],
    [
      "not multipart",
      new Request("http://localhost/", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      DOCUMENT_MESSAGES.multipart,
    ],
    [
      "a broken body",
      new Request("http://localhost/", {
        method: "POST",
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
        headers: { "content-type": "multipart/form-data; boundary=x" },
      }),
      DOCUMENT_MESSAGES.multipart,
    ],
  ])("%s → 400", async (_name, request, error) => {
    const result = await receiveUpload(request, pass, store());
    expect(result).toMatchObject({ ok: false, status: 400, error });
  });

  it("streams: a 10 MB upload adds well under 30 MB to the process", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const result = await receiveUpload(streamedUpload(MAX_DOCUMENT_BYTES, pdf), pass, store());
    const grew = process.memoryUsage().rss - before;
    expect(result.ok).toBe(true);
    expect(grew).toBeLessThan(30 * 1024 * 1024);
  }, 30_000);
});

describe("the key", () => {
  it("reads 32 bytes as hex or base64 and nothing else", () => {
    const bytes = Buffer.alloc(32, 7);
    expect(parseFilesKey(bytes.toString("hex"))?.equals(bytes)).toBe(true);
    expect(parseFilesKey(bytes.toString("base64"))?.equals(bytes)).toBe(true);
    expect(parseFilesKey("short")).toBeNull();
    expect(parseFilesKey(Buffer.alloc(16).toString("hex"))).toBeNull();
  });

  it("is made once into the data folder and kept", () => {
    forgetFilesKey();
    const first = filesKey();
    forgetFilesKey();
    expect(filesKey().equals(first)).toBe(true);
    expect(fs.readFileSync(path.join(dir, "files-key"), "utf8").trim()).toBe(first.toString("hex"));
  });
});
