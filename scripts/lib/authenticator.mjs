// The authenticator app of the tests and scripts: RFC 6238 codes from an enrolment's secret, and
// the two-step sign-in of docs/product (password, then a code; the first time, enrolment).
// Written on node:crypto, not the otpauth package the server uses, so a shared mistake cannot hide.
//
// The server takes each 30-s step once per account, so every process of a run that signs the same
// account in against one database keeps the account's secret and used steps in one state file,
// read and written under a lock shared across processes.
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const PERIOD_MS = 30_000;
const DIGITS = 6;
// A lock whose holder stopped touching it (the process died) is taken over after this long.
const STALE_LOCK_MS = 15_000;
const HEARTBEAT_MS = 3_000;
// The step before the current one is used only while this much of the current step remains: its
// code must reach the server before the step ends (a sign-in in a loaded browser takes ~1 s).
export const PREVIOUS_STEP_MARGIN_MS = 5_000;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 (no padding needed; case, spaces and `=` ignored) to bytes. */
export function base32Decode(text) {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${JSON.stringify(char)}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The 30-s step `ms` falls in (T0 = 0). */
export const stepAt = (ms = Date.now()) => Math.floor(ms / PERIOD_MS);

/** The 6-digit code of `step` for a base32 secret: HMAC-SHA-1 and dynamic truncation (RFC 4226). */
export function totp(secretBase32, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = crypto.createHmac("sha1", base32Decode(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

const hash16 = (text) => crypto.createHash("sha256").update(text).digest("hex").slice(0, 16);
const accountId = (email) => email.trim().toLowerCase();
const realSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// AUTHENTICATOR_SLEEP_LOG=<file>: each wait for a step appends a JSON line (process, test file,
// account, ms), and each process (each test file's copy of this module under Vitest) its total
// when it exits, so a run can say how long its sign-ins slept (docs/testing.md).
const SLEEP_LOG = process.env.AUTHENTICATOR_SLEEP_LOG;
let sleptMs = 0;
let sleeps = 0;
function logSleep(email, ms) {
  if (!SLEEP_LOG) return;
  const worker = globalThis.__vitest_worker__;
  const file = worker?.current?.file?.filepath ?? worker?.filepath ?? null;
  if (sleeps === 0) {
    process.on("exit", () => {
      const total = { pid: process.pid, file, totalMs: Math.round(sleptMs), sleeps };
      fs.appendFileSync(SLEEP_LOG, `${JSON.stringify(total)}\n`);
    });
  }
  sleptMs += ms;
  sleeps += 1;
  const line = { pid: process.pid, file, email, ms: Math.round(ms) };
  fs.appendFileSync(SLEEP_LOG, `${JSON.stringify(line)}\n`);
}

/**
 * An authenticator over a state folder. `now` and `sleep` are the clock the codes are chosen by
 * (a unit test passes a fake one); the lock always runs on real time.
 */
export function createAuthenticator({
  dir = path.join(os.tmpdir(), "gharsetu-authenticator"),
  now = Date.now,
  sleep = realSleep,
  previousStepMarginMs = PREVIOUS_STEP_MARGIN_MS,
} = {}) {
  // Locks this async call chain holds: a flow that holds the lock may call one that takes it.
  const held = new AsyncLocalStorage();

  const linkOf = (key) => path.join(dir, `${hash16(key)}.link`);

  /** The state key `key` stands for: a server's address linked to its database's key. */
  function resolveKey(key) {
    try {
      return fs.readFileSync(linkOf(key), "utf8");
    } catch {
      return key;
    }
  }

  /** The state key a server's address stands for (its database, once `linkState` said so). */
  const stateKeyOf = (baseUrl) => resolveKey(baseUrl);

  const fileOf = (key) => path.join(dir, `${hash16(resolveKey(key))}.json`);

  function writeAtomically(file, text) {
    fs.mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, file);
  }

  /**
   * Makes `baseUrl` use the state of `stateKey` (the server's database): a server started again
   * on the same database at another address keeps the accounts' secrets and steps.
   */
  function linkState(baseUrl, stateKey) {
    writeAtomically(linkOf(baseUrl), stateKey);
  }

  function readState(file) {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      if (error.code === "ENOENT") return { accounts: {} };
      throw error;
    }
  }

  async function withLock(stateKey, fn) {
    const file = fileOf(stateKey);
    const lock = `${file}.lock`;
    const mine = held.getStore();
    if (mine?.has(lock)) return fn(file);
    fs.mkdirSync(dir, { recursive: true });
    for (;;) {
      try {
        fs.mkdirSync(lock);
        break;
      } catch (error) {
        if (error.code !== "EEXIST") throw error;
      }
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > STALE_LOCK_MS) {
          fs.rmSync(lock, { recursive: true, force: true });
          continue;
        }
      } catch {
        continue; // released between the two calls
      }
      await realSleep(5 + Math.random() * 20);
    }
    // The holder touches the lock so a long hold (a wait for the next step) is not taken as dead.
    const heartbeat = setInterval(() => {
      try {
        const t = new Date();
        fs.utimesSync(lock, t, t);
      } catch {}
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      return await held.run(new Set([...(mine ?? []), lock]), () => fn(file));
    } finally {
      clearInterval(heartbeat);
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }

  /** Runs `fn(account)` on the account's record under the lock and saves it. */
  function updateAccount(stateKey, email, fn) {
    return withLock(stateKey, async (file) => {
      const state = readState(file);
      state.accounts[accountId(email)] ??= {};
      const result = await fn(state.accounts[accountId(email)]);
      writeAtomically(file, JSON.stringify(state, null, 2));
      return result;
    });
  }

  /** The account's record (secret, usedSteps, recoveryCodes, session), read without the lock. */
  function accountOf(stateKey, email) {
    return readState(fileOf(stateKey)).accounts[accountId(email)];
  }

  /** On enrolment: the account's new secret; the server knows no step of it yet. */
  function rememberSecret(stateKey, email, secret) {
    return updateAccount(stateKey, email, (account) => {
      account.secret = secret.replace(/\s/g, "");
      account.usedSteps = [];
      delete account.recoveryCodes;
      delete account.session;
    });
  }

  function rememberRecoveryCodes(stateKey, email, codes) {
    return updateAccount(stateKey, email, (account) => {
      account.recoveryCodes = [...codes];
    });
  }

  /** The recovery codes the account's enrolment showed (empty when it was not enrolled here). */
  function recoveryCodesOf(stateKey, email) {
    return accountOf(stateKey, email)?.recoveryCodes ?? [];
  }

  function secretOf(stateKey, email) {
    return accountOf(stateKey, email)?.secret;
  }

  /**
   * Under the lock: the step to use next, never one the server has seen. The server takes the
   * steps current-1..current+1 (docs/decisions/041-two-step-sign-in.md), each once, in any order.
   * The one before the current is taken first, as a phone a few seconds slow would show it, but
   * only while `previousStepMarginMs` of the current step remain (it expires when the current one
   * ends, and must not on the way); then the current one, then the next. `{ waitMs }` when all
   * three are used: until the next step begins and the one after it comes into reach.
   */
  function takeStep(account, email) {
    if (!account.secret) {
      throw new Error(
        `the authenticator has no secret for ${email}: enrolled by a run that did not record it?`,
      );
    }
    const t = now();
    const current = stepAt(t);
    const leftMs = (current + 1) * PERIOD_MS - t;
    const used = new Set(account.usedSteps ?? []);
    const allowed = [current, current + 1];
    if (leftMs >= previousStepMarginMs) allowed.unshift(current - 1);
    const step = allowed.find((s) => !used.has(s));
    if (step === undefined) return { waitMs: leftMs + 50 };
    // Steps older than the server's window can never come back: forget them.
    account.usedSteps = [...used, step].filter((s) => s >= current - 1).sort((a, b) => a - b);
    return { code: totp(account.secret, step) };
  }

  /**
   * The account's next code, its step recorded. Waits (outside the lock) while the steps the
   * server accepts now are used up. The code is not used under the lock: a caller that may race
   * another for the same account, or hold a previous step's code for a while, uses `withNextCode`.
   */
  async function nextCode(stateKey, email) {
    return withNextCode(stateKey, email, (code) => code);
  }

  /**
   * `use(code)` with the account's next code, under the lock: one code of the account in flight at
   * a time, sent as soon as it is chosen (a previous step's code has only its margin to arrive).
   */
  async function withNextCode(stateKey, email, use) {
    for (;;) {
      // The step is taken and used in one hold, so no other process's code overtakes it.
      const done = await withLock(stateKey, async () => {
        const taken = await updateAccount(stateKey, email, (account) => takeStep(account, email));
        return taken.code === undefined ? taken : { value: await use(taken.code) };
      });
      if ("value" in done) return done.value;
      if (sleep === realSleep) logSleep(email, done.waitMs);
      await sleep(done.waitMs);
    }
  }

  /**
   * A whole session kept in the state for everyone who signs the account in: `check(cookie)` says
   * whether the stored one still works, `create()` makes one (under the lock: one maker at a time).
   */
  function sharedSession(stateKey, email, { check, create }) {
    return withLock(stateKey, async () => {
      const cookie = accountOf(stateKey, email)?.session;
      if (cookie && (await check(cookie))) return cookie;
      const made = await create();
      await updateAccount(stateKey, email, (account) => {
        account.session = made;
      });
      return made;
    });
  }

  /** The shared session's cookie, if one was made. */
  function sharedSessionOf(stateKey, email) {
    return accountOf(stateKey, email)?.session;
  }

  /**
   * The two-step sign-in over `request(method, path, body)` → `{status, text, json}` (which keeps
   * the `__session` cookie of every answer). Enrols the account when the server asks, else gives
   * the next code; throws on any answer but 200. Returns the user, the answer that made the
   * session whole (the login's own for an account without two-step) and the recovery codes of an
   * enrolment.
   */
  async function signInFlow({ stateKey, email, password, request }) {
    const ok = (what, res) => {
      if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${res.text}`);
      return res;
    };
    const login = ok(
      "POST /api/auth/login",
      await request("POST", "/api/auth/login", { email, password }),
    );
    if (login.json?.mfa === "enrol") {
      const setup = ok("GET /api/auth/mfa/setup", await request("GET", "/api/auth/mfa/setup"));
      await rememberSecret(stateKey, email, setup.json.secret);
      const done = await withNextCode(stateKey, email, async (code) =>
        ok("POST /api/auth/mfa/setup", await request("POST", "/api/auth/mfa/setup", { code })),
      );
      await rememberRecoveryCodes(stateKey, email, done.json.recovery_codes);
      return { user: login.json.user, answer: done, recoveryCodes: done.json.recovery_codes };
    }
    if (login.json?.mfa === "required") {
      const done = await withNextCode(stateKey, email, async (code) =>
        ok("POST /api/auth/mfa", await request("POST", "/api/auth/mfa", { code })),
      );
      return { user: done.json.user, answer: done };
    }
    return { user: login.json.user, answer: login };
  }

  /**
   * For scripts: signs `email` in through the API with fetch; `{cookie, user}`. `headers` go with
   * every request (an X-Forwarded-For, say); `stateKey` names the account's database when several
   * servers share it (default: the server's address).
   */
  async function signIn({ baseUrl, email, password, headers = {}, stateKey = baseUrl }) {
    let cookie = "";
    const request = async (method, route, body) => {
      const res = await fetch(`${baseUrl}${route}`, {
        method,
        headers: {
          ...headers,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
      });
      const set = res.headers.getSetCookie().find((c) => c.startsWith("__session="));
      if (set) {
        const pair = set.split(";")[0];
        cookie = pair.endsWith("=") ? "" : pair;
      }
      const text = await res.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {}
      return { status: res.status, text, json };
    };
    const { user } = await signInFlow({ stateKey, email, password, request });
    return { cookie, user };
  }

  return {
    linkState,
    stateKeyOf,
    rememberSecret,
    rememberRecoveryCodes,
    recoveryCodesOf,
    secretOf,
    nextCode,
    withNextCode,
    sharedSession,
    sharedSessionOf,
    signInFlow,
    signIn,
  };
}

/**
 * The run's authenticator, with the defaults: every test file and script of a run shares its
 * state folder, so each holds the same secrets, codes and sessions.
 */
export const authenticator = createAuthenticator();
/** All the load scripts ask of it (scripts/cluster.mjs, scripts/lib/scale-measure.mjs). */
export const { signIn } = authenticator;
