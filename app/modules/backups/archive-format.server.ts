import crypto from "node:crypto";

// The backup archive's bytes (docs/decisions/039-backups.md). A backup can be far larger than
// memory, so it is never one GCM message (whose tag is only known at the very end, after a
// restore would already have used the bytes): the plaintext is cut into chunks of CHUNK_BYTES,
// each sealed with AES-256-GCM under its own nonce (the archive's random prefix + the chunk's
// number) and its own tag. The header and the chunk's number and "last" flag are authenticated
// data, so a chunk cannot be moved, dropped or repeated, and an archive cut after any whole chunk
// is refused because no chunk says it is the last.
//
//   header  "GSBACKUP" | version u8 | 3 zero bytes | nonce prefix (8) | key check (16)
//   chunk   last u8 (0|1) | plaintext length u32 BE | ciphertext | tag (16)
//
// The key check (an HMAC of the prefix) tells a wrong key from a damaged archive before any
// chunk is opened. Inside, the plaintext is a plain run of entries, tar-like but ours:
//
//   entry   name length u16 BE | name (UTF-8) | size u64 BE | size bytes
//   end     name length 0

const MAGIC = Buffer.from("GSBACKUP", "latin1");
const VERSION = 1;
export const HEADER_BYTES = 8 + 1 + 3 + 8 + 16;
export const TAG_BYTES = 16;
/** Plaintext per chunk: big enough that the per-chunk overhead (21 bytes) is noise. */
export const CHUNK_BYTES = 1024 * 1024;

/** A refusal with a message an operator can act on (wrong key, damaged, truncated). */
export class BackupError extends Error {
  override name = "BackupError";
}

function keyCheck(key: Buffer, prefix: Buffer): Buffer {
  return crypto
    .createHmac("sha256", key)
    .update("gharsetu backup key check")
    .update(prefix)
    .digest()
    .subarray(0, 16);
}

function nonce(prefix: Buffer, index: number): Buffer {
  const n = Buffer.alloc(12);
  prefix.copy(n, 0);
  n.writeUInt32BE(index, 8);
  return n;
}

function aad(header: Buffer, last: boolean, index: number): Buffer {
  const tail = Buffer.alloc(5);
  tail.writeUInt8(last ? 1 : 0, 0);
  tail.writeUInt32BE(index, 1);
  return Buffer.concat([header, tail]);
}

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new BackupError("the backup key must be 32 bytes");
}

/** Encrypts a plaintext stream into the archive's bytes, one chunk in memory at a time. */
export async function* encryptArchive(
  plain: AsyncIterable<Buffer>,
  key: Buffer,
  chunkBytes = CHUNK_BYTES,
): AsyncGenerator<Buffer> {
  assertKey(key);
  const prefix = crypto.randomBytes(8);
  const header = Buffer.concat([
    MAGIC,
    Buffer.from([VERSION, 0, 0, 0]),
    prefix,
    keyCheck(key, prefix),
  ]);
  yield header;
  let index = 0;
  const seal = (data: Buffer, last: boolean): Buffer => {
    if (index === 0xffffffff) throw new BackupError("the archive is too large");
    const cipher = crypto.createCipheriv("aes-256-gcm", key, nonce(prefix, index));
    cipher.setAAD(aad(header, last, index));
    const body = Buffer.concat([cipher.update(data), cipher.final()]);
    const head = Buffer.alloc(5);
    head.writeUInt8(last ? 1 : 0, 0);
    head.writeUInt32BE(data.length, 1);
    index += 1;
    return Buffer.concat([head, body, cipher.getAuthTag()]);
  };
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of plain) {
    let rest = piece;
    while (rest.length > 0) {
      const take = Math.min(rest.length, chunkBytes - pendingBytes);
      pending.push(rest.subarray(0, take));
      pendingBytes += take;
      rest = rest.subarray(take);
      if (pendingBytes === chunkBytes) {
        yield seal(Buffer.concat(pending), false);
        pending = [];
        pendingBytes = 0;
      }
    }
  }
  yield seal(Buffer.concat(pending), true);
}

/**
 * Reads exact byte counts from a stream of buffers. `read` throws `truncated()` when the stream
 * ends first.
 */
export class ByteReader {
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  private done = false;

  constructor(
    source: AsyncIterable<Buffer>,
    private readonly truncated: () => Error,
  ) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async fill(n: number): Promise<boolean> {
    while (this.bufferedBytes < n && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else if (next.value.length > 0) {
        const value = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
        this.buffered.push(value);
        this.bufferedBytes += value.length;
      }
    }
    return this.bufferedBytes >= n;
  }

  async read(n: number): Promise<Buffer> {
    if (!(await this.fill(n))) throw this.truncated();
    const all = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.buffered = rest.length ? [rest] : [];
    this.bufferedBytes = rest.length;
    return out;
  }

  /** Yields the next `n` bytes as they come (for entries larger than memory). */
  async *stream(n: number, piece = 256 * 1024): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.bufferedBytes === 0 && !(await this.fill(1))) throw this.truncated();
      const take = Math.min(left, this.bufferedBytes, piece);
      yield await this.read(take);
      left -= take;
    }
  }

  /** True when nothing is left. */
  async atEnd(): Promise<boolean> {
    return !(await this.fill(1));
  }
}

const truncatedArchive = () =>
  new BackupError("the archive is truncated: it ends before its last chunk");

/**
 * Decrypts the archive's bytes, chunk by chunk, each checked against its tag before it is
 * yielded. Refuses a wrong key, a damaged chunk, a missing end and bytes after the end.
 */
export async function* decryptArchive(
  source: AsyncIterable<Buffer>,
  key: Buffer,
): AsyncGenerator<Buffer> {
  assertKey(key);
  const reader = new ByteReader(source, truncatedArchive);
  const header = await reader.read(HEADER_BYTES).catch(() => {
    throw new BackupError("not a GharSetu backup: the file is shorter than the header");
  });
  if (!header.subarray(0, 8).equals(MAGIC)) {
    throw new BackupError("not a GharSetu backup: the header is wrong");
  }
  if (header[8] !== VERSION) {
    throw new BackupError(`unknown backup format version ${header[8]}`);
  }
  const prefix = header.subarray(12, 20);
  if (!crypto.timingSafeEqual(header.subarray(20, 36), keyCheck(key, prefix))) {
    throw new BackupError(
      "wrong key: this archive was not made with BACKUP_KEY (or the files key) given here",
    );
  }
  for (let index = 0; ; index += 1) {
    const head = await reader.read(5);
    const last = head[0] === 1;
    if (head[0] > 1) throw new BackupError(`the archive is damaged (chunk ${index})`);
    const length = head.readUInt32BE(1);
    if (length > CHUNK_BYTES * 16) throw new BackupError(`the archive is damaged (chunk ${index})`);
    const body = await reader.read(length);
    const tag = await reader.read(TAG_BYTES);
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, nonce(prefix, index));
    decipher.setAAD(aad(header, last, index));
    decipher.setAuthTag(tag);
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(body), decipher.final()]);
    } catch {
      throw new BackupError(`the archive is damaged: chunk ${index} fails its check`);
    }
    if (plain.length) yield plain;
    if (last) break;
  }
  if (!(await reader.atEnd())) throw new BackupError("the archive is damaged: bytes after its end");
}

/** One part to put in the archive: its name and its bytes (with their length known first). */
export interface EntrySource {
  name: string;
  size: number;
  open(): AsyncIterable<Buffer>;
}

/** The entries' plaintext framing; `onDone` gets each entry's SHA-256 as it is written. */
export async function* packEntries(
  entries: AsyncIterable<EntrySource> | Iterable<EntrySource>,
  onDone: (name: string, size: number, sha256: string) => void = () => {},
): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    if (name.length === 0 || name.length > 0xffff) throw new Error(`bad entry name ${entry.name}`);
    const head = Buffer.alloc(2 + name.length + 8);
    head.writeUInt16BE(name.length, 0);
    name.copy(head, 2);
    head.writeBigUInt64BE(BigInt(entry.size), 2 + name.length);
    yield head;
    const hash = crypto.createHash("sha256");
    let written = 0;
    for await (const piece of entry.open()) {
      const take = piece.subarray(0, Math.max(0, entry.size - written));
      hash.update(take);
      written += take.length;
      if (take.length) yield take;
      if (written === entry.size) break;
    }
    if (written !== entry.size) {
      throw new Error(
        `${entry.name} changed while it was copied (${written} of ${entry.size} bytes)`,
      );
    }
    onDone(entry.name, entry.size, hash.digest("hex"));
  }
  yield Buffer.alloc(2);
}

/** An entry as read back: its name, size and bytes, to be consumed before the next one. */
export interface EntryRead {
  name: string;
  size: number;
  bytes: AsyncIterable<Buffer>;
}

/** The entries of decrypted plaintext, one at a time (each must be read to its end). */
export async function* unpackEntries(plain: AsyncIterable<Buffer>): AsyncGenerator<EntryRead> {
  const reader = new ByteReader(plain, truncatedArchive);
  for (;;) {
    const nameLength = (await reader.read(2)).readUInt16BE(0);
    if (nameLength === 0) break;
    const name = (await reader.read(nameLength)).toString("utf8");
    const size = Number((await reader.read(8)).readBigUInt64BE(0));
    let consumed = false;
    const bytes = (async function* () {
      yield* reader.stream(size);
      consumed = true;
    })();
    yield { name, size, bytes };
    if (!consumed) for await (const _ of bytes);
  }
  if (!(await reader.atEnd())) throw new BackupError("the archive is damaged: bytes after its end");
}
