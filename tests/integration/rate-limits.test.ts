import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../support/server.ts";

// Integration servers run RATE_LIMIT_FACTOR=1: 10 sign-ins per 5 minutes and 20 applications a
// minute per address. Each ApiClient sends its own X-Forwarded-For, i.e. is its own address.

const baseUrl = inject("baseUrl");

describe("rate limits", () => {
  it("stops repeated failed sign-ins from one address with 429 and a clear message", async () => {
    const attacker = new ApiClient(baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await attacker.post("/api/auth/login", {
        email: ADMIN_EMAIL,
        password: `guess-${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const blocked = await attacker.post("/api/auth/login", {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(statuses[10]).toBe(429);
    // Even the right password waits: the limiter does not tell a lucky guess apart.
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/too many sign-in attempts/i);
    expect(blocked.headers.get("content-type")).toMatch(/application\/json/);

    // Another address is not affected.
    const someoneElse = new ApiClient(baseUrl);
    expect(
      (await someoneElse.post("/api/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it("stops more than 20 applications a minute from one address", async () => {
    const bot = new ApiClient(baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      // Invalid bodies are cheap and still count: the limiter sits in front of validation.
      statuses.push((await bot.post("/api/eligibility-applications", {})).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual([429, 429]);
    const res = await bot.post("/api/eligibility-applications", {});
    expect(res.json.error).toMatch(/too many applications/i);

    expect((await new ApiClient(baseUrl).post("/api/eligibility-applications", {})).status).toBe(
      400,
    );
    // Admin reads are not writes: GET is unaffected by the lead limit.
    expect((await bot.get("/api/eligibility-applications")).status).toBe(401);
  });

  it.each([
    ["/api/register", 10, /too many registrations/i],
    ["/api/contact-messages", 10, /too many messages/i],
  ])("limits POST %s to %i per address", async (path, limit, message) => {
    const bot = new ApiClient(baseUrl);
    for (let i = 0; i < limit; i++) expect((await bot.post(path, {})).status).toBe(400);
    const res = await bot.post(path, {});
    expect(res.status).toBe(429);
    expect(res.json.error).toMatch(message);
    expect((await new ApiClient(baseUrl).post(path, {})).status).toBe(400);
  });

  // Choosing a lender and My loan ask "does this reference or mobile verify", as /track does, and
  // count in its budget (server/security.ts).
  it.each([
    ["/api/track/offers/AAAAAAAAAAAAAAAAAAAAAA/choose", "application/json", "{}"],
    ["/my-loan", "application/x-www-form-urlencoded", "intent=send-code&phone=12"],
  ])("limits POST %s with /track's 20 per address", async (path, type, body) => {
    const bot = new ApiClient(baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await bot.request("POST", path, body, { "content-type": type })).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const res = await bot.request("POST", path, body, { "content-type": type });
    expect(res.status).toBe(429);
    expect(res.text).toMatch(/too many look-ups/i);
    const other = new ApiClient(baseUrl);
    expect((await other.request("POST", path, body, { "content-type": type })).status).not.toBe(
      429,
    );
  });
});
