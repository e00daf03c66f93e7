import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compactTouch,
  decodeSource,
  encodeSource,
  nextSource,
  readBodySource,
  type Source,
  sourceRecord,
  TOUCH_LIMITS,
  touchOf,
  withSource,
} from "./touch.ts";

const view = (url: string, referrer?: string) => ({ url: new URL(url), referrer });

describe("touchOf", () => {
  it("reads utm_*, the referring host and the landing path", () => {
    expect(
      touchOf(
        view(
          "https://gharsetu.in/loan/sbi?utm_source=google&utm_medium=cpc&utm_campaign=hl-bangalore&x=1",
          "https://www.Google.com/search?q=home+loan",
        ),
      ),
    ).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "hl-bangalore",
      referrer_host: "www.google.com",
      landing_path: "/loan/sbi",
    });
  });

  it("leaves out our own host and unreadable referrers, and clips long values", () => {
    const long = "x".repeat(500);
    const touch = touchOf(view(`https://gharsetu.in/?utm_term=${long}`, "https://gharsetu.in/x"));
    expect(touch).toEqual({ utm_term: "x".repeat(TOUCH_LIMITS.utm), landing_path: "/" });
    expect(touchOf(view("https://gharsetu.in/", "not a url"))).toEqual({ landing_path: "/" });
  });
});

describe("nextSource", () => {
  const first = view("https://gharsetu.in/?utm_source=google", "https://google.com/");
  it("a first view is first and last touch", () => {
    const touch = { utm_source: "google", referrer_host: "google.com", landing_path: "/" };
    expect(nextSource(null, first)).toEqual({ first: touch, last: touch });
  });
  it("a later view without utm changes nothing", () => {
    const kept = nextSource(null, first);
    expect(nextSource(kept, view("https://gharsetu.in/projects", "https://bing.com/"))).toBeNull();
  });
  it("a later view with utm replaces only the last touch", () => {
    const kept = nextSource(null, first);
    const next = nextSource(kept, view("https://gharsetu.in/privacy?utm_source=newsletter"));
    expect(next?.first).toEqual(kept?.first);
    expect(next?.last).toEqual({ utm_source: "newsletter", landing_path: "/privacy" });
  });
});

const touchArb = fc.record(
  {
    utm_source: fc.string({ maxLength: TOUCH_LIMITS.utm }),
    utm_medium: fc.string({ maxLength: TOUCH_LIMITS.utm }),
    utm_campaign: fc.string({ maxLength: TOUCH_LIMITS.utm }),
    utm_term: fc.string({ maxLength: TOUCH_LIMITS.utm }),
    utm_content: fc.string({ maxLength: TOUCH_LIMITS.utm }),
    referrer_host: fc.string({ maxLength: TOUCH_LIMITS.referrer_host }),
    landing_path: fc.string({ maxLength: TOUCH_LIMITS.landing_path }),
  },
  { requiredKeys: [] },
);

describe("the cookie's value", () => {
  it("round-trips any two touches within the limits, under 4 KB once base64url", () => {
    fc.assert(
      fc.property(touchArb, touchArb, (first, last) => {
        const value = encodeSource({ first, last });
        expect(value).toMatch(/^[A-Za-z0-9_-]*$/);
        const back = decodeSource(value);
        const record = sourceRecord({ first, last });
        expect(sourceRecord(back)).toEqual(record);
      }),
    );
  });

  it("the longest touches still fit a cookie", () => {
    const full = {
      utm_source: "s".repeat(100),
      utm_medium: "m".repeat(100),
      utm_campaign: "c".repeat(100),
      utm_term: "t".repeat(100),
      utm_content: "k".repeat(100),
      referrer_host: "h".repeat(253),
      landing_path: "/".repeat(200),
    };
    expect(encodeSource({ first: full, last: full }).length).toBeLessThan(4000);
  });

  it("is readable JSON", () => {
    const value = encodeSource({ first: { utm_source: "google" }, last: null });
    expect(JSON.parse(Buffer.from(value, "base64url").toString())).toEqual({
      first: { utm_source: "google" },
      last: null,
    });
  });

  it.each([
    "",
    "%%%",
    Buffer.from("not json").toString("base64url"),
    Buffer.from('{"first":{"evil":"x"}}').toString("base64url"),
    Buffer.from(`{"first":{"utm_source":"${"x".repeat(101)}"}}`).toString("base64url"),
  ])("a value we did not write is none: %s", (value) => {
    expect(decodeSource(value)).toBeNull();
  });
});

describe("readBodySource", () => {
  it("absent or null is none", () => {
    expect(readBodySource({})).toEqual({ ok: true, data: null });
    expect(readBodySource({ source: null })).toEqual({ ok: true, data: null });
  });
  it("reads both touches", () => {
    const source: Source = { first: { utm_source: "fb" }, last: { utm_source: "google" } };
    expect(readBodySource({ source })).toEqual({ ok: true, data: source });
  });
  it.each([
    ["not an object", "google"],
    ["unknown key", { first: { utm_source: "a", cookie: "x" } }],
    ["too long", { first: { utm_campaign: "x".repeat(101) } }],
    ["not text", { last: { utm_source: 5 } }],
    ["extra part", { first: {}, middle: {} }],
  ])("refuses %s", (_name, source) => {
    const result = readBodySource({ source });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields)[0]).toMatch(/^source/);
  });
});

describe("sourceRecord", () => {
  it("keeps the first touch's utm_source apart; no touch is direct", () => {
    expect(sourceRecord({ first: { utm_source: "google" }, last: { utm_source: "fb" } })).toEqual({
      first_touch: '{"utm_source":"google"}',
      last_touch: '{"utm_source":"fb"}',
      first_source: "google",
    });
    expect(sourceRecord(null)).toEqual({ first_touch: null, last_touch: null, first_source: null });
  });
});

describe("withSource", () => {
  it("answers the stored touches as the {first, last} objects a client sends", () => {
    const stored = sourceRecord({
      first: { utm_source: "google", utm_medium: "cpc", landing_path: "/" },
      last: null,
    });
    expect(withSource({ id: 7, ...stored })).toEqual({
      id: 7,
      ...stored,
      source: { first: { utm_source: "google", utm_medium: "cpc", landing_path: "/" }, last: null },
    });
    expect(withSource({ id: 8, first_touch: null, last_touch: null }).source).toEqual({
      first: null,
      last: null,
    });
  });

  it("reads back whatever sourceRecord stored (property)", () => {
    const value = fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: undefined });
    const touch = fc.option(
      fc.record({ utm_source: value, utm_campaign: value, landing_path: value }),
      {
        nil: null,
      },
    );
    fc.assert(
      fc.property(touch, touch, (first, last) => {
        const source = withSource(sourceRecord({ first, last })).source;
        expect(source).toEqual({ first: compactTouch(first), last: compactTouch(last) });
      }),
    );
  });

  it("a row whose stored text is not a touch answers none, never throws", () => {
    expect(withSource({ first_touch: "{oops", last_touch: '["x"]' }).source).toEqual({
      first: null,
      last: null,
    });
  });
});
