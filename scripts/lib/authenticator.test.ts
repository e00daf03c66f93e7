import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import * as OTPAuth from "otpauth";
import { afterEach, describe, expect, it } from "vitest";
import {
  createAuthenticator,
  PERIOD_MS,
  PREVIOUS_STEP_MARGIN_MS,
  stepAt,
  totp,
} from "./authenticator.mjs";

// RFC 6238 appendix B, SHA-1: the seed "12345678901234567890" in base32, the 8-digit codes cut to 6.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("totp", () => {
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1111111111, "050471"],
    [1234567890, "005924"],
    [2000000000, "279037"],
    [20000000000, "353130"],
  ])("gives RFC 6238's code at T=%i s", (seconds, code) => {
    expect(totp(RFC_SECRET, stepAt(seconds * 1000))).toBe(code);
  });

  it("agrees with the otpauth package the server uses, for any secret and step", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 10, maxLength: 40 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (bytes, step) => {
          const secret = new OTPAuth.Secret({ buffer: bytes.slice().buffer });
          const expected = OTPAuth.HOTP.generate({
            secret,
            algorithm: "SHA1",
            digits: 6,
            counter: step,
          });
          expect(totp(secret.base32, step)).toBe(expected);
        },
      ),
    );
  });

  it("reads the secret with spaces, lower case and padding", () => {
    expect(totp("gezd gnbv gy3t qojq gezd gnbv gy3t qojq==", 1)).toBe("287082");
  });
});

describe("the authenticator's steps", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** An authenticator on a state folder of its own and a fake clock that sleeping moves on. */
  function fakeClock(startMs: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "authenticator-test-"));
    dirs.push(dir);
    const clock = { ms: startMs, slept: [] as number[] };
    const auth = createAuthenticator({
      dir,
      now: () => clock.ms,
      sleep: async (ms) => {
        clock.slept.push(ms);
        clock.ms += ms;
      },
    });
    return { auth, clock };
  }

  const KEY = "http://localhost:1";
  const EMAIL = "staff@example.test";
  const at = (step: number, intoStepMs = 1000) => step * PERIOD_MS + intoStepMs;

  it("uses the step before (5 s or more of the current one left), the current, the next, then waits", async () => {
    const { auth, clock } = fakeClock(at(100));
    await auth.rememberSecret(KEY, EMAIL, RFC_SECRET);
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 99));
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 100));
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 101));
    expect(clock.slept).toEqual([]);
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 102));
    // Until step 101 began (102 is then the one ahead), not a whole period more.
    expect(stepAt(clock.ms)).toBe(101);
    expect(clock.slept).toHaveLength(1);
  });

  it("leaves the step before alone in the current one's last 5 s, and jumps ahead after a pause", async () => {
    const { auth, clock } = fakeClock(at(100, PERIOD_MS - PREVIOUS_STEP_MARGIN_MS + 1));
    await auth.rememberSecret(KEY, EMAIL, RFC_SECRET);
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 100));
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 101));
    // 99 would expire on the way: wait for step 101, where 102 is in reach.
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 102));
    expect(clock.slept).toHaveLength(1);
    expect(stepAt(clock.ms)).toBe(101);
    clock.ms = at(200);
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 199));
    expect(clock.slept).toHaveLength(1);
  });

  it("hands out only steps the server takes then, each once, and waits only when all three are used", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 1, maxLength: 8 }),
        async (startMs, pauses) => {
          const { auth, clock } = fakeClock(PERIOD_MS + startMs);
          await auth.rememberSecret(KEY, EMAIL, RFC_SECRET);
          const codesOf = (step: number) => totp(RFC_SECRET, step);
          const used = new Set<number>();
          for (const pause of pauses) {
            clock.ms += pause;
            const slept = clock.slept.length;
            const before = stepAt(clock.ms);
            const beforeUsable = [before - 1, before, before + 1].filter(
              (s) =>
                !used.has(s) &&
                (s !== before - 1 ||
                  (before + 1) * PERIOD_MS - clock.ms >= PREVIOUS_STEP_MARGIN_MS),
            );
            const code = await auth.withNextCode(KEY, EMAIL, (c) => c);
            const current = stepAt(clock.ms);
            const left = (current + 1) * PERIOD_MS - clock.ms;
            const step = [current - 1, current, current + 1].find((s) => codesOf(s) === code);
            expect(step).toBeDefined();
            if (step === current - 1) expect(left).toBeGreaterThanOrEqual(PREVIOUS_STEP_MARGIN_MS);
            expect(used.has(step as number)).toBe(false);
            used.add(step as number);
            // A wait only when nothing was usable, and never longer than to the next step.
            expect(clock.slept.length > slept).toBe(beforeUsable.length === 0);
            for (const ms of clock.slept.slice(slept))
              expect(ms).toBeLessThanOrEqual(PERIOD_MS + 50);
          }
        },
      ),
      // Each code goes through the state file and its lock: few runs, time to spare on a busy machine.
      { numRuns: 25 },
    );
  }, 30_000);

  it("keeps each account's steps apart, and a new enrolment starts again", async () => {
    const { auth } = fakeClock(at(100));
    await auth.rememberSecret(KEY, EMAIL, RFC_SECRET);
    await auth.rememberSecret(KEY, "other@example.test", RFC_SECRET);
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 99));
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 100));
    expect(await auth.nextCode(KEY, "Other@Example.test ")).toBe(totp(RFC_SECRET, 99));
    await auth.rememberSecret(KEY, EMAIL, "JBSWY3DPEHPK3PXP");
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp("JBSWY3DPEHPK3PXP", 99));
  });

  it("hands codes used at once to the server one at a time, the oldest step first", async () => {
    const { auth } = fakeClock(at(100));
    await auth.rememberSecret(KEY, EMAIL, RFC_SECRET);
    const sent: string[] = [];
    let inFlight = 0;
    await Promise.all(
      [0, 1, 2].map(() =>
        auth.withNextCode(KEY, EMAIL, async (code) => {
          inFlight += 1;
          expect(inFlight).toBe(1);
          await new Promise((resolve) => setTimeout(resolve, 5));
          sent.push(code);
          inFlight -= 1;
        }),
      ),
    );
    expect(sent).toEqual([99, 100, 101].map((step) => totp(RFC_SECRET, step)));
  });

  it("refuses an account it has no secret for", async () => {
    const { auth } = fakeClock(at(100));
    await expect(auth.nextCode(KEY, "nobody@example.test")).rejects.toThrow(/no secret/);
  });

  it("shares a server's state with another address linked to the same database", async () => {
    const { auth } = fakeClock(at(100));
    auth.linkState(KEY, "/data/one/gharsetu.db");
    await auth.rememberSecret(KEY, EMAIL, RFC_SECRET);
    auth.linkState("http://localhost:2", "/data/one/gharsetu.db");
    expect(auth.secretOf("http://localhost:2", EMAIL)).toBe(RFC_SECRET);
    expect(await auth.nextCode("http://localhost:2", EMAIL)).toBe(totp(RFC_SECRET, 99));
    expect(await auth.nextCode(KEY, EMAIL)).toBe(totp(RFC_SECRET, 100));
  });

  it("makes a shared session once and again only when the stored one stops working", async () => {
    const { auth } = fakeClock(at(100));
    let made = 0;
    let works = true;
    const hooks = {
      check: async () => works,
      create: async () => `__session=s${++made}`,
    };
    const [a, b] = await Promise.all([
      auth.sharedSession(KEY, EMAIL, hooks),
      auth.sharedSession(KEY, EMAIL, hooks),
    ]);
    expect([a, b, made]).toEqual(["__session=s1", "__session=s1", 1]);
    works = false;
    expect(await auth.sharedSession(KEY, EMAIL, hooks)).toBe("__session=s2");
    expect(auth.sharedSessionOf(KEY, EMAIL)).toBe("__session=s2");
  });
});
