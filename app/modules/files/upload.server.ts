import { pipeline as pipe, Readable, Transform, type TransformCallback } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import {
  cleanFileName,
  DOCUMENT_MESSAGES,
  type DocumentContentType,
  MAX_DOCUMENT_BYTES,
  SNIFF_BYTES,
  sniffContentType,
  type UploadRefusal,
} from "../../domain/loan-file/document-files.ts";
import { encryptStream } from "./encryption.server.ts";
import { filesKey } from "./files-key.server.ts";
import { type FileStore, fileStore, newStorageKey } from "./store.server.ts";

// One document upload (docs/product/loan-file.md "Documents"), streamed: the request body goes
// through busboy, the file part through a check of its first bytes and its size, then the
// cipher, into the store. Nothing holds the whole file (a 10 MB upload costs a few buffers, not
// 10 MB). A refusal (type, size, a failed precheck) swallows the rest of the part so the client
// reads the answer, and fails the stream at its end, so the store drops what it began.

export type UploadFailure = {
  ok: false;
  status: number;
  error: string;
  refusal?: UploadRefusal;
  fields?: Record<string, string>;
};

export interface StoredUpload {
  key: string;
  name: string;
  size: number;
  contentType: DocumentContentType;
}

export type UploadResult =
  | { ok: true; file: StoredUpload; fields: Record<string, string> }
  | UploadFailure;

/** Answers before the file's bytes are stored: the caller's checks on the lead and the fields. */
export type Precheck = (fields: Record<string, string>) => Promise<UploadFailure | null>;

class Refused extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.error);
  }
}

/** A file refused for what it is (400) or for its size (413), named on the `file` field. */
const refusedFile = (refusal: "type" | "size", status: 400 | 413): UploadFailure => ({
  ok: false,
  status,
  error: DOCUMENT_MESSAGES[refusal],
  refusal,
  fields: { file: DOCUMENT_MESSAGES[refusal] },
});
const refusedType = refusedFile("type", 400);
const refusedSize = refusedFile("size", 413);
const malformed = (error: string = DOCUMENT_MESSAGES.multipart): UploadFailure => ({
  ok: false,
  status: 400,
  error,
  fields: { file: error },
});

/**
 * Holds the first SNIFF_BYTES until the type is known, counts every byte, and on a refusal
 * swallows the rest and fails at the end.
 */
class Inspector extends Transform {
  head: Buffer[] = [];
  headBytes = 0;
  size = 0;
  contentType: DocumentContentType | null = null;
  refused: UploadFailure | null = null;

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.refused) return done();
    this.size += chunk.length;
    if (this.size > MAX_DOCUMENT_BYTES) {
      this.refused = refusedSize;
      this.head = [];
      return done();
    }
    if (this.contentType) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.release();
    done();
  }

  private release() {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.contentType = sniffContentType(head);
    if (!this.contentType) this.refused = refusedType;
    else this.push(head);
  }

  _flush(done: TransformCallback) {
    if (!this.refused && !this.contentType) this.release();
    done(this.refused ? new Refused(this.refused) : null);
  }
}

/** Is this a multipart body we can read? The boundary must be there. */
function multipartType(request: Request): string | null {
  const type = request.headers.get("content-type") ?? "";
  return /^multipart\/form-data\s*;.*boundary=/i.test(type) ? type : null;
}

/**
 * Reads the multipart body of `request`: its text fields, and its one `file` part, stored
 * encrypted under a new key. `precheck` runs when the file part begins, with the fields sent
 * before it; a failure there stores nothing. On any failure nothing stays in the store.
 */
export async function receiveUpload(
  request: Request,
  precheck: Precheck,
  store: FileStore = fileStore(),
): Promise<UploadResult> {
  const type = multipartType(request);
  if (!type || !request.body) return malformed();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      limits: { files: 3, fields: 20, fieldSize: 4096, parts: 30, headerPairs: 20 },
    });
  } catch {
    return malformed();
  }
  const fields: Record<string, string> = {};
  let failure: UploadFailure | null = null;
  let stored: Promise<StoredUpload | null> | null = null;
  let sawFile = false;
  let storeError: unknown = null;

  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  parser.on("filesLimit", () => {
    failure ??= malformed(DOCUMENT_MESSAGES.oneFile);
  });
  parser.on("file", (name, file, info) => {
    // A body cut short fails the part's stream too: listened to here, so a part nobody reads (a
    // refused or extra one) cannot stop the process with an unheard error.
    file.on("error", () => {});
    // `photo` is the pages' second input (a camera capture); a form's empty file input still
    // sends a part, with no name: both are passed over.
    if ((name !== "file" && name !== "photo") || !info.filename) {
      file.resume();
      return;
    }
    if (sawFile) {
      failure ??= malformed(DOCUMENT_MESSAGES.oneFile);
      file.resume();
      return;
    }
    sawFile = true;
    stored = (async () => {
      // This promise must never reject: it is awaited only after the body is parsed, and a
      // rejection nobody listens to yet would stop the process.
      let refusal: UploadFailure | null;
      try {
        refusal = await precheck({ ...fields });
      } catch (error) {
        file.resume();
        storeError = error;
        return null;
      }
      if (refusal) {
        failure ??= refusal;
        file.resume();
        return null;
      }
      const key = newStorageKey();
      const inspector = new Inspector();
      const encrypted = pipe(file, inspector, encryptStream(filesKey()), () => {});
      try {
        await store.put(key, encrypted);
      } catch (error) {
        if (error instanceof Refused) {
          failure ??= error.failure;
          return null;
        }
        // The body broke off (malformed, the client went away) or the store failed: drop the rest
        // of the part; the body's own outcome says which answer it gets.
        file.resume();
        storeError = error;
        return null;
      }
      if (!inspector.contentType) {
        await store.delete(key);
        failure ??= refusedType;
        return null;
      }
      return {
        key,
        name: cleanFileName(info.filename),
        size: inspector.size,
        contentType: inspector.contentType,
      };
    })();
  });

  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  let tooLarge = false;
  const parsed = new Promise<boolean>((resolve) => {
    parser.once("close", () => resolve(true));
    parser.on("error", () => {
      body.unpipe(parser);
      body.resume();
      resolve(false);
    });
    body.on("error", (error) => {
      // The server's cap on a body without a declared length (server/react-router-handler.ts).
      tooLarge = (error as { code?: string }).code === "UPLOAD_TOO_LARGE";
      parser.destroy();
      resolve(false);
    });
  });
  body.pipe(parser);
  const complete = await parsed;
  const file = stored ? await (stored as Promise<StoredUpload | null>) : null;
  const outcome: UploadFailure | null = !complete
    ? tooLarge
      ? refusedSize
      : malformed()
    : failure
      ? failure
      : !sawFile
        ? malformed(DOCUMENT_MESSAGES.noFile)
        : !file
          ? malformed()
          : null;
  if (outcome) {
    if (file) await store.delete(file.key);
    // A complete body whose file could not be stored is our failure, not the client's.
    if (complete && storeError && !failure) throw storeError;
    return outcome;
  }
  return { ok: true, file: file as StoredUpload, fields };
}
