import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseIndianMobile } from "../auth/schemas.ts";
import { itReturns } from "../cases.test-support.ts";
import {
  assignmentMode,
  type Candidate,
  earliestMatch,
  type PriorEnquiry,
  parseMeUpdate,
  parseUserWorkUpdate,
  phoneKey,
  readLanguages,
  rotate,
  withDuplicateOf,
} from "./assignment.ts";

const en = (id: number, turn: number | null = null): Candidate => ({ id, turn, languages: ["en"] });
const hi = (id: number, turn: number | null = null): Candidate => ({
  id,
  turn,
  languages: ["en", "hi"],
});
const english = { language: "en" as const };
const hindi = { language: "hi" as const };

describe("assignmentMode", () => {
  it.each([
    [undefined, true, "round_robin"],
    [undefined, false, "off"],
    ["", true, "round_robin"],
    ["off", true, "off"],
    ["OFF", true, "off"],
    ["round_robin", false, "round_robin"],
    ["anything", true, "round_robin"],
  ] as const)("ASSIGNMENT=%s with staff %s → %s", (setting, staff, mode) => {
    expect(assignmentMode(setting, staff)).toBe(mode);
  });
});

describe("rotate", () => {
  it.each([
    ["never assigned first, then the lowest id", [en(3), en(2, 5), en(1)], [english], [1]],
    ["the oldest last assignment", [en(1, 9), en(2, 4), en(3, 7)], [english], [2]],
    ["in turn", [en(1), en(2), en(3)], [english, english, english, english], [1, 2, 3, 1]],
    ["Hindi to a Hindi speaker", [en(1), hi(2, 50)], [hindi, hindi, english], [2, 2, 1]],
    ["Hindi to anyone when nobody speaks it", [en(1, 3), en(2, 1)], [hindi], [2]],
    ["nobody available", [], [english, hindi], [null, null]],
    ["a returning borrower's assignee, away or not", [en(1)], [{ ...english, assignee: 7 }], [7]],
    [
      "a repeat within the batch follows the first",
      [en(1), en(2)],
      [english, english, { ...english, follows: 0 }, english],
      [1, 2, 1, 2],
    ],
  ] as const)("%s", (_, candidates, enquiries, expected) => {
    expect(rotate(candidates, enquiries, 100).assignees).toEqual(expected);
  });

  it("counts every assignment as the assignee's newest turn", () => {
    const { turns } = rotate([en(1), en(2)], [english, { ...english, assignee: 2 }, english], 10);
    expect([...turns]).toEqual([
      [1, 13],
      [2, 12],
    ]);
  });

  it("keeps a strict rotation: each in turn, nobody twice while others wait (property)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }), {
          minLength: 6,
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 60 }),
        (ids, turns, n) => {
          const candidates = ids.map((id, i) => en(id, turns[i]));
          const { assignees } = rotate(
            candidates,
            Array.from({ length: n }, () => english),
            100,
          );
          // Every assignee is available, and the first k are k different people.
          expect(assignees.every((a) => a !== null && ids.includes(a))).toBe(true);
          const k = ids.length;
          expect(new Set(assignees.slice(0, k)).size).toBe(Math.min(k, n));
          // From then on the order repeats with period k.
          for (let i = k; i < n; i++) expect(assignees[i]).toBe(assignees[i - k]);
          const counts = ids.map((id) => assignees.filter((a) => a === id).length);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe("phoneKey", () => {
  itReturns(phoneKey, "phoneKey(%s) = %s", [
    ["9876543210", "9876543210"],
    ["+91 98765-43210", "9876543210"],
    ["(0) 98765.43210", "9876543210"],
    ["", ""],
  ]);

  it("is the callback's normalised mobile for every way of typing it (property)", () => {
    const sep = fc.constantFrom("", " ", "-", ".");
    fc.assert(
      fc.property(
        fc.constantFrom("", "+91", "91", "0", "+91 "),
        fc.stringMatching(/^[6-9]\d{9}$/),
        sep,
        (prefix, mobile, s) => {
          const typed = `${prefix}${mobile.slice(0, 5)}${s}${mobile.slice(5)}`;
          expect(phoneKey(typed)).toBe(normaliseIndianMobile(typed));
        },
      ),
    );
  });
});

describe("earliestMatch", () => {
  const m = (type: "lead" | "callback", id: number, created_at: string): PriorEnquiry => ({
    type,
    id,
    key: "9876543210",
    created_at,
    assigned_to: null,
  });
  it("takes the earliest, leads before callbacks on a tie, then the lower id", () => {
    const t1 = "2026-11-01T10:00:00.000Z";
    const t2 = "2026-11-02T10:00:00.000Z";
    expect(earliestMatch([m("lead", 5, t2), m("callback", 9, t1)])).toEqual(m("callback", 9, t1));
    expect(earliestMatch([m("callback", 1, t1), m("lead", 8, t1)])).toEqual(m("lead", 8, t1));
    expect(earliestMatch([m("lead", 7, t1), m("callback", 2, t1)])).toEqual(m("lead", 7, t1));
    expect(earliestMatch([m("lead", 9, t1), m("lead", 4, t1)])).toEqual(m("lead", 4, t1));
    expect(earliestMatch([])).toBeNull();
  });
});

describe("availability bodies", () => {
  it.each([
    [{ available: true }, true],
    [{ available: false }, true],
    [{}, false],
    [{ available: "true" }, false],
    [{ available: true, languages: ["en"] }, false],
    [null, false],
  ])("PATCH /api/me %j → ok %s", (body, ok) => {
    expect(parseMeUpdate(body).ok).toBe(ok);
  });

  it.each([
    [{ available: true }, true],
    [{ languages: ["hi"] }, true],
    [{ available: false, languages: ["en", "hi"] }, true],
    [{}, false],
    [{ languages: [] }, false],
    [{ languages: ["en", "en"] }, false],
    [{ languages: ["ta"] }, false],
    [{ languages: "en" }, false],
    [{ role: "admin" }, false],
  ])("PATCH /api/users/{id} %j → ok %s", (body, ok) => {
    expect(parseUserWorkUpdate(body).ok).toBe(ok);
  });

  it("answers a message for every refusal (property)", () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const result = parseUserWorkUpdate(body);
        if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });

  it.each([
    ['["en","hi"]', ["en", "hi"]],
    ['["hi"]', ["hi"]],
    ["[]", ["en"]],
    ["not json", ["en"]],
    [null, ["en"]],
  ])("readLanguages(%s)", (stored, list) => {
    expect(readLanguages(stored)).toEqual(list);
  });
});

describe("withDuplicateOf", () => {
  it("answers the pair of columns as duplicate_of", () => {
    expect(withDuplicateOf({ id: 1, duplicate_of_type: "lead", duplicate_of_id: "4" })).toEqual({
      id: 1,
      duplicate_of: { type: "lead", id: 4 },
    });
    expect(withDuplicateOf({ id: 2, duplicate_of_type: null, duplicate_of_id: null })).toEqual({
      id: 2,
      duplicate_of: null,
    });
  });
});
