import { describe, expect, it } from "vitest";
import { backupWarning } from "./backup-status.server.ts";
import { backupKey, backupSettings } from "./settings.server.ts";

// The backups' settings (BACKUP_*) and the dashboard's warning (docs/product/operations.md
// "Backups").

const HEX = "ab".repeat(32);

describe("backupSettings", () => {
  it("has the product's defaults: keep 14, a day apart, no destination", () => {
    expect(backupSettings({})).toEqual({
      dir: undefined,
      s3: undefined,
      keep: 14,
      everyMs: 86_400_000,
      key: undefined,
    });
  });

  it("reads a bucket at the files' endpoint", () => {
    const s = backupSettings({
      BACKUP_S3_BUCKET: "b",
      FILES_S3_ENDPOINT: "http://127.0.0.1:9000",
      BACKUP_KEEP: "3",
    });
    expect(s.s3).toEqual({
      bucket: "b",
      endpoint: "http://127.0.0.1:9000",
      region: undefined,
      prefix: "",
    });
    expect(s.keep).toBe(3);
  });

  it.each([
    [{ BACKUP_KEEP: "0" }, /BACKUP_KEEP/],
    [{ BACKUP_KEEP: "two" }, /BACKUP_KEEP/],
    [{ BACKUP_EVERY_MS: "-5" }, /BACKUP_EVERY_MS/],
    [{ BACKUP_KEY: "short" }, /BACKUP_KEY must be 32 bytes/],
    [{ BACKUP_DIR: "/a", BACKUP_S3_BUCKET: "b" }, /not both/],
  ])("refuses %o with a message naming the setting", (env, message) => {
    expect(() => backupSettings(env)).toThrow(message);
  });

  it("keys the archive with BACKUP_KEY, else FILES_KEY, and never makes one", () => {
    expect(backupKey({ BACKUP_KEY: HEX, FILES_KEY: "cd".repeat(32) }).toString("hex")).toBe(HEX);
    expect(backupKey({ FILES_KEY: HEX }).toString("hex")).toBe(HEX);
    expect(() => backupKey({ DATA_DIR: "/nonexistent-gharsetu" })).toThrow(/no backup key/);
  });
});

describe("backupWarning", () => {
  const now = new Date("2026-12-02T06:00:00Z");
  const ok = (at: string) =>
    ({
      lastSuccessAt: at,
      lastFailureAt: null,
      lastFailureError: null,
      lastOutcome: "ok",
    }) as const;

  it("says nothing within 26 hours of a good backup", () => {
    expect(backupWarning(ok("2026-12-01T04:00:01Z"), now, true)).toBeNull();
  });

  it("warns past 26 hours, after a failure, and with a destination but no backup yet", () => {
    expect(backupWarning(ok("2026-12-01T03:59:59Z"), now, true)?.kind).toBe("stale");
    expect(
      backupWarning(
        {
          lastSuccessAt: "2026-12-02T01:00:00Z",
          lastFailureAt: "2026-12-02T05:00:00Z",
          lastFailureError: "disk full",
          lastOutcome: "failed",
        },
        now,
        true,
      ),
    ).toEqual({ kind: "failed", lastSuccessAt: "2026-12-02T01:00:00Z", error: "disk full" });
    const none = {
      lastSuccessAt: null,
      lastFailureAt: null,
      lastFailureError: null,
      lastOutcome: null,
    };
    expect(backupWarning(none, now, true)?.kind).toBe("never");
    expect(backupWarning(none, now, false)).toBeNull();
  });
});
