import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "./config.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("readConfig", () => {
  it("uses the defaults when nothing is set", () => {
    vi.stubEnv("PORT", "");
    vi.stubEnv("RATE_LIMIT_FACTOR", "");
    vi.stubEnv("RESPONSE_CACHE_MB", "");
    vi.stubEnv("RESPONSE_CACHE_TTL_MS", "");
    expect(readConfig()).toMatchObject({
      port: 3000,
      rateLimitFactor: 1,
      responseCacheMb: 64,
      responseCacheTtlMs: 600_000,
    });
  });

  it("reads the numbers it is given; zero turns the response cache off", () => {
    vi.stubEnv("PORT", "8080");
    vi.stubEnv("RATE_LIMIT_FACTOR", "0.5");
    vi.stubEnv("RESPONSE_CACHE_MB", "0");
    vi.stubEnv("RESPONSE_CACHE_TTL_MS", "5000");
    expect(readConfig()).toMatchObject({
      port: 8080,
      rateLimitFactor: 0.5,
      responseCacheMb: 0,
      responseCacheTtlMs: 5000,
    });
  });

  it.each([
    ["PORT", "0", 'PORT must be a positive number, got "0"'],
    ["PORT", "abc", 'PORT must be a positive number, got "abc"'],
    ["RATE_LIMIT_FACTOR", "-1", 'RATE_LIMIT_FACTOR must be a positive number, got "-1"'],
    ["RESPONSE_CACHE_MB", "-1", 'RESPONSE_CACHE_MB must be zero or a positive number, got "-1"'],
    ["RESPONSE_CACHE_TTL_MS", "0", 'RESPONSE_CACHE_TTL_MS must be a positive number, got "0"'],
    [
      "RESPONSE_CACHE_MB",
      "Infinity",
      'RESPONSE_CACHE_MB must be zero or a positive number, got "Infinity"',
    ],
  ])("refuses %s=%s at start", (name, value, message) => {
    vi.stubEnv(name, value);
    expect(() => readConfig()).toThrow(message);
  });
});
