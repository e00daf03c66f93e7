import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll } from "vitest";

// Each test file of the "modules" project gets a fresh, migrated and seeded SQLite file.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gharsetu-mod-"));
process.env.DATABASE_URL = path.join(dir, "test.db");
process.env.ADMIN_EMAIL = "admin@example.test";
process.env.ADMIN_PASSWORD = "correct-horse-battery-staple";

beforeAll(async () => {
  const { prepareDatabase } = await import("../../server/prepare-database.ts");
  await prepareDatabase();
});
