import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { freePort } from "./server.ts";

// A real S3-compatible server (s3rver) on a free loopback port, with one bucket, for the tests of
// the documents' S3 store (docs/decisions/027-documents-storage.md). Its objects are plain files
// under `directory`, so a test can read what the bucket holds.

export interface TestS3 {
  endpoint: string;
  bucket: string;
  directory: string;
  /** Every stored object's bytes, by key. */
  objects(): Map<string, Buffer>;
  stop(): Promise<void>;
}

export async function startS3(bucket = "gharsetu-files"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "gharsetu-s3-"));
  const port = await freePort();
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    objects() {
      const found = new Map<string, Buffer>();
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return found;
      for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
        // s3rver keeps each object as `<key>._S3rver_object` beside its metadata.
        if (!entry.isFile() || !entry.name.endsWith("._S3rver_object")) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, full).replace(/\._S3rver_object$/, "");
        found.set(key, fs.readFileSync(full));
      }
      return found;
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
