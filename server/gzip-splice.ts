import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * A cached page is the same for every anonymous visitor except for its CSP nonce, which must be
 * fresh in every response. Compressing 130 KB of HTML again for each response would cost more
 * than everything else the cache saves, so the page is compressed once, in pieces between the
 * nonces, and each response splices its own nonce in as an uncompressed ("stored") deflate block.
 *
 * This is valid gzip: each piece is a raw deflate stream cut with a sync flush (so it ends on a
 * byte boundary and is not final), and its back-references reach only into its own piece. The
 * response ends with an empty final block and the CRC-32 and length of the whole document.
 */
export interface GzipPieces {
  /** The document's bytes between tokens: the document is pieces joined by the token. */
  raw: Buffer[];
  /** Each raw piece as a sync-flushed raw deflate stream. */
  deflated: Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** BFINAL=1, fixed Huffman, end-of-block: the empty last block zlib itself writes on finish. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED = 0xffff;

const deflateRaw = promisify(zlib.deflateRaw);

/**
 * Compresses each piece in libuv's thread pool, not on the event loop. Other requests wait behind
 * a fill of the response cache (one per page after each catalog edit, docs/decisions/046): a CPU
 * profile of 300 fills of a bank page (~117 kB) put 3.0 ms of each on the loop at level 6
 * compressing in place, and 1.2 ms (zlib's stream bookkeeping) with the work in the pool
 * (docs/performance.md, session 31).
 */
export async function compressPieces(raw: Buffer[], level = 9): Promise<GzipPieces> {
  const deflated = await Promise.all(
    raw.map((piece) => deflateRaw(piece, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH })),
  );
  return { raw, deflated };
}

function storedBlock(data: Buffer): Buffer {
  if (data.length > MAX_STORED) throw new RangeError("A spliced token must be under 64 KB.");
  const header = Buffer.alloc(5);
  header[0] = 0x00; // BFINAL=0, BTYPE=00 (stored); we are byte-aligned after a sync flush
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The gzip of `pieces.raw.join(token)`, without compressing anything. */
export function spliceGzip(pieces: GzipPieces, token: string): Buffer {
  const tokenBytes = Buffer.from(token, "utf8");
  const stored = storedBlock(tokenBytes);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  const last = pieces.raw.length - 1;
  for (let i = 0; i <= last; i++) {
    chunks.push(pieces.deflated[i]);
    crc = zlib.crc32(pieces.raw[i], crc);
    length += pieces.raw[i].length;
    if (i < last) {
      chunks.push(stored);
      crc = zlib.crc32(tokenBytes, crc);
      length += tokenBytes.length;
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Splits a document at every occurrence of `token`. */
export function splitAt(document: Buffer, token: string): Buffer[] {
  const needle = Buffer.from(token, "utf8");
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = document.indexOf(needle, from); at !== -1; at = document.indexOf(needle, from)) {
    pieces.push(document.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(document.subarray(from));
  return pieces;
}
