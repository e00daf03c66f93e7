import { describe, expect, it } from "vitest";
import { log } from "./log.server.ts";

/** What log() wrote to stdout while `fn` ran, one parsed object per line. */
function captured(fn: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const original = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    fn();
  } finally {
    process.stdout.write = original;
  }
  return lines
    .join("")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

describe("log", () => {
  it("writes one JSON line with time, level and message", () => {
    const [line] = captured(() => log("info", "hello", { n: 1 }));
    expect(line).toMatchObject({ level: "info", msg: "hello", n: 1 });
    expect(typeof line.time).toBe("string");
  });

  it("cuts query strings and redacts passwords and phone numbers", () => {
    const [line] = captured(() =>
      log("info", "x", {
        path: "/api/x?phone=9876543210",
        password: "hunter2",
        user: { mobile: "9876543210" },
      }),
    );
    expect(line.path).toBe("/api/x");
    expect(JSON.stringify(line)).not.toMatch(/hunter2|9876543210/);
  });
});
