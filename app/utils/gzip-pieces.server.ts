import zlib from "node:zlib";

// One gzip stream made piece by piece with synchronous calls on the calling thread (the export
// worker's, at low priority: docs/decisions/040-the-export-on-a-worker.md "Compressed on the
// worker"). zlib's streams compress on libuv's thread pool, at normal priority beside every
// request; and gzipping each piece on its own makes a file of many gzip members, which not every
// client reads to the end. Here each piece is raw deflate ended by a sync flush (byte-aligned, no
// final block), so the pieces join into one deflate stream; `end()` adds its final block and
// gzip's trailer (CRC-32 and length of everything given, RFC 1952).

/** Member header: deflate, no flags, no time, no extra flags, OS unknown. */
const HEADER = Uint8Array.of(0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff);

export interface GzipPieces {
  /** The compressed bytes of `bytes` (the first call's begin with the header). */
  piece(bytes: Uint8Array): Uint8Array<ArrayBuffer>;
  /** The stream's last bytes. */
  end(): Uint8Array<ArrayBuffer>;
}

/**
 * `level`: zlib's fastest by default. A CSV of leads still comes out ~5× smaller, for a quarter of
 * the default level's time (the worker's export of a million leads spent ~20 µs a row on level 6).
 */
export function gzipPieces(level = zlib.constants.Z_BEST_SPEED): GzipPieces {
  let crc = 0;
  let size = 0;
  let started = false;
  // Each answer owns its whole buffer (zlib's may be a slice of a shared pool), so it can be
  // transferred to another thread.
  const withHeader = (body: Uint8Array): Uint8Array<ArrayBuffer> => {
    if (started) return new Uint8Array(body);
    started = true;
    const out = new Uint8Array(HEADER.length + body.length);
    out.set(HEADER);
    out.set(body, HEADER.length);
    return out;
  };
  return {
    piece(bytes) {
      // Skipped when empty: Node's crc32 answers 0, not the running value, for some empty views.
      if (bytes.length > 0) crc = zlib.crc32(bytes, crc);
      size = (size + bytes.length) >>> 0;
      return withHeader(
        zlib.deflateRawSync(bytes, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
      );
    },
    end() {
      // The final block: raw deflate of nothing, finished.
      const last = withHeader(zlib.deflateRawSync(new Uint8Array(0), { level }));
      const out = new Uint8Array(last.length + 8);
      out.set(last);
      const view = new DataView(out.buffer);
      view.setUint32(last.length, crc >>> 0, true);
      view.setUint32(last.length + 4, size, true);
      return out;
    },
  };
}
