import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allowedMoves,
  BANK_APPLICATION_STAGES,
  canMove,
  FINAL_STAGES,
  FURTHEST_ORDER,
  furthestStage,
  isStaffTarget,
  leadLoanSummary,
  MOVE_MESSAGES,
  type Mover,
  moveFormToBody,
  moveRefusal,
  parseCreate,
  parseMoveFields,
  readTargetStage,
  type Stage,
  trancheFits,
} from "./stages.ts";

const stage = fc.constantFrom(...BANK_APPLICATION_STAGES);
const mover = fc.constantFrom<Mover>("staff", "borrower");

describe("the moves", () => {
  it.each<[Stage, Mover, Stage[]]>([
    ["proposed", "borrower", ["approved", "declined"]],
    ["proposed", "staff", ["rejected", "withdrawn"]],
    ["approved", "staff", ["logged_in", "rejected", "withdrawn"]],
    ["approved", "borrower", ["withdrawn"]],
    ["logged_in", "borrower", ["withdrawn"]],
    ["sanctioned", "borrower", ["withdrawn"]],
    ["disbursed", "borrower", []],
    ["withdrawn", "borrower", []],
    ["logged_in", "staff", ["sanctioned", "rejected", "withdrawn"]],
    ["sanctioned", "staff", ["disbursed", "rejected", "withdrawn"]],
    ["disbursed", "staff", ["disbursed"]],
    ["declined", "staff", []],
    ["rejected", "staff", []],
    ["withdrawn", "staff", []],
    ["declined", "borrower", []],
  ])("from %s the %s may move to %j", (from, by, to) => {
    expect([...allowedMoves(from, by)]).toEqual(to);
  });

  it("staff cannot move a proposed application to logged_in, and the refusal says why", () => {
    expect(canMove("proposed", "logged_in", "staff")).toBe(false);
    expect(moveRefusal("proposed", "logged_in", "staff")).toBe(
      "A bank application that is proposed cannot move to logged_in. Allowed moves: rejected, withdrawn. Only the borrower approves or declines a proposed bank.",
    );
  });

  it("names a tranche and a final stage in words", () => {
    expect(moveRefusal("disbursed", "rejected", "staff")).toBe(
      "A bank application that is disbursed cannot move to rejected. Allowed moves: disbursed (another tranche).",
    );
    expect(moveRefusal("declined", "approved", "staff")).toBe(
      "A bank application that is declined cannot move to approved. No move is allowed: declined is final.",
    );
    expect(moveRefusal("approved", "declined", "borrower")).toBe(
      "This bank is no longer waiting for your decision.",
    );
    // docs/product/borrower-view.md "Stop sharing with a bank": the refusal names the stages.
    expect(moveRefusal("withdrawn", "withdrawn", "borrower")).toBe(
      "You can stop sharing your file only with a bank that is approved, logged in or sanctioned.",
    );
  });

  it("property: final stages allow nothing; only the borrower acts on a proposed bank's fate", () => {
    fc.assert(
      fc.property(stage, mover, (from, by) => {
        const moves = allowedMoves(from, by);
        if (FINAL_STAGES.includes(from)) expect(moves).toEqual([]);
        if (by === "borrower") {
          expect(moves.length > 0).toBe(
            ["proposed", "approved", "logged_in", "sanctioned"].includes(from),
          );
          // Past the proposal, the borrower's one move is to stop sharing.
          if (from !== "proposed") for (const to of moves) expect(to).toBe("withdrawn");
        }
        for (const to of ["approved", "declined"] as const) {
          expect(canMove(from, to, "staff")).toBe(false);
        }
        // Every target the team can reach has a field schema.
        if (by === "staff") for (const to of moves) expect(isStaffTarget(to)).toBe(true);
      }),
    );
  });

  it("property: every refusal lists exactly the allowed moves", () => {
    fc.assert(
      fc.property(stage, stage, (from, to) => {
        fc.pre(!canMove(from, to, "staff"));
        const text = moveRefusal(from, to, "staff");
        const listed = /Allowed moves: ([^.]*)\./.exec(text)?.[1] ?? "";
        const names = listed ? listed.split(", ").map((s) => s.replace(/ \(.*\)$/, "")) : [];
        expect(names).toEqual([...allowedMoves(from, "staff")]);
      }),
    );
  });

  it("property: any walk that reaches disbursed went through approval, log-in and sanction in order", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(mover, fc.nat(5)), { maxLength: 30 }), (steps) => {
        let at: Stage = "proposed";
        const path: Stage[] = [at];
        for (const [by, pick] of steps) {
          const moves = allowedMoves(at, by);
          if (moves.length === 0) continue;
          at = moves[pick % moves.length];
          path.push(at);
        }
        const firstDisbursed = path.indexOf("disbursed");
        if (firstDisbursed >= 0) {
          expect(path.slice(0, firstDisbursed)).toEqual([
            "proposed",
            "approved",
            "logged_in",
            "sanctioned",
          ]);
        }
        // Nothing leaves a final stage.
        const firstFinal = path.findIndex((s) => FINAL_STAGES.includes(s));
        if (firstFinal >= 0)
          expect(path.slice(firstFinal).every((s) => s === path[firstFinal])).toBe(true);
      }),
    );
  });
});

describe("the fields of each move", () => {
  it("reads the stage first: not an object, or an unknown stage, is a 400 naming stage", () => {
    expect(readTargetStage(null)).toMatchObject({ ok: false, error: MOVE_MESSAGES.invalid });
    expect(readTargetStage({ stage: "done" })).toMatchObject({
      ok: false,
      fields: { stage: MOVE_MESSAGES.stage },
    });
    expect(readTargetStage({ stage: "logged_in" })).toEqual({ ok: true, data: "logged_in" });
  });

  it.each([
    ["logged_in", {}, ["bank_reference"]],
    ["logged_in", { bank_reference: "   " }, ["bank_reference"]],
    [
      "sanctioned",
      {},
      ["sanctioned_amount", "sanctioned_rate", "processing_fee", "sanction_valid_until"],
    ],
    [
      "sanctioned",
      {
        sanctioned_amount: "5000000",
        sanctioned_rate: 31,
        processing_fee: -1,
        sanction_valid_until: "2026-02-30",
      },
      ["sanctioned_amount", "sanctioned_rate", "processing_fee", "sanction_valid_until"],
    ],
    [
      "disbursed",
      { disbursed_amount: 0.001, disbursed_on: "01-12-2026" },
      ["disbursed_amount", "disbursed_on"],
    ],
    ["rejected", {}, ["reason"]],
    ["withdrawn", { reason: "x".repeat(501) }, ["reason"]],
  ] as const)("%s with %j names %j", (to, body, fields) => {
    const result = parseMoveFields(to, body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields).sort()).toEqual([...fields].sort());
  });

  it("accepts the complete fields of each move", () => {
    expect(parseMoveFields("logged_in", { bank_reference: " HDFC/2026/118 " })).toEqual({
      ok: true,
      data: { stage: "logged_in", bank_reference: "HDFC/2026/118" },
    });
    expect(
      parseMoveFields("sanctioned", {
        sanctioned_amount: 4_500_000,
        sanctioned_rate: 8.4,
        processing_fee: 0,
        sanction_valid_until: "2027-03-31",
      }).ok,
    ).toBe(true);
    expect(
      parseMoveFields("disbursed", { disbursed_amount: 1_500_000.5, disbursed_on: "2026-12-01" })
        .ok,
    ).toBe(true);
    expect(parseMoveFields("withdrawn", {})).toEqual({
      ok: true,
      data: { stage: "withdrawn", reason: null },
    });
  });

  it("property: an amount in rupees and paise within the limits is accepted, anything else named", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (amount) => {
        const result = parseMoveFields("disbursed", {
          disbursed_amount: amount,
          disbursed_on: "2026-12-01",
        });
        const valid =
          Number.isFinite(amount) &&
          amount > 0 &&
          amount <= 1_000_000_000 &&
          Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
        expect(result.ok).toBe(valid);
        if (!result.ok) expect(result.fields).toHaveProperty("disbursed_amount");
      }),
    );
  });

  it("reads the team's form: grouped rupees become numbers, blank fields are missing", () => {
    expect(
      moveFormToBody({
        stage: "sanctioned",
        sanctioned_amount: "₹45,00,000",
        sanctioned_rate: "8.4",
        processing_fee: " ",
        sanction_valid_until: "2027-03-31",
      }),
    ).toEqual({
      stage: "sanctioned",
      sanctioned_amount: 4_500_000,
      sanctioned_rate: 8.4,
      sanction_valid_until: "2027-03-31",
    });
    expect(moveFormToBody({ disbursed_amount: "ten lakh" })).toEqual({
      disbursed_amount: "ten lakh",
    });
  });

  it("a bank must be one of the catalogue's", () => {
    expect(parseCreate({ bank: "hdfc" })).toEqual({ ok: true, data: { bank: "hdfc" } });
    expect(parseCreate({ bank: "HDFC" })).toMatchObject({
      ok: false,
      fields: { bank: MOVE_MESSAGES.bank },
    });
    expect(parseCreate("hdfc")).toMatchObject({ ok: false });
  });

  it("property: tranches never add up past the sanction", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 10 }),
        (sanction, tranches) => {
          let paid = 0;
          for (const t of tranches) if (trancheFits(sanction, paid, t)) paid += t;
          expect(paid).toBeLessThanOrEqual(sanction);
        },
      ),
    );
  });
});

describe("the lead's figures", () => {
  it("live work outranks an ended bank; the sanction is the largest standing one", () => {
    expect(
      leadLoanSummary([
        { stage: "rejected", sanctioned_amount: 9_000_000, disbursed_amount: null },
        { stage: "sanctioned", sanctioned_amount: 4_000_000, disbursed_amount: null },
        { stage: "proposed", sanctioned_amount: null, disbursed_amount: null },
      ]),
    ).toEqual({
      furthest_stage: "sanctioned",
      sanctioned_amount: 4_000_000,
      disbursed_amount: null,
    });
    expect(leadLoanSummary([])).toEqual({
      furthest_stage: null,
      sanctioned_amount: null,
      disbursed_amount: null,
    });
    expect(furthestStage(["withdrawn", "rejected", "declined"])).toBe("rejected");
  });

  it("property: the furthest stage is the highest ranked, whatever the order", () => {
    fc.assert(
      fc.property(fc.array(stage, { minLength: 1, maxLength: 8 }), (stages) => {
        const best = furthestStage(stages);
        expect(stages).toContain(best);
        for (const s of stages) {
          expect(FURTHEST_ORDER.indexOf(s)).toBeLessThanOrEqual(FURTHEST_ORDER.indexOf(best!));
        }
        expect(furthestStage([...stages].reverse())).toBe(best);
      }),
    );
  });

  it("property: the disbursed figure is the sum over disbursed banks, in paise", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            stage,
            sanctioned_amount: fc.option(fc.integer({ min: 1, max: 1e9 })),
            disbursed_amount: fc.option(fc.integer({ min: 1, max: 1e9 }).map((p) => p / 100)),
          }),
          { maxLength: 6 },
        ),
        (apps) => {
          const summary = leadLoanSummary(apps);
          const paid = apps.filter((a) => a.stage === "disbursed" && a.disbursed_amount !== null);
          if (paid.length === 0) expect(summary.disbursed_amount).toBeNull();
          else {
            const cents = paid.reduce((n, a) => n + Math.round((a.disbursed_amount ?? 0) * 100), 0);
            expect(Math.round((summary.disbursed_amount ?? 0) * 100)).toBe(cents);
          }
        },
      ),
    );
  });
});
