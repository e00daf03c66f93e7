import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, unavailableCode } from "./database-unavailable.ts";

const coded = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["ECONNREFUSED", coded("ECONNREFUSED")],
    ["ECONNRESET", coded("ECONNRESET")],
    ["57P01 admin shutdown", coded("57P01")],
    ["57P02 crash shutdown", coded("57P02")],
    ["57P03 cannot connect now", coded("57P03")],
    ["53300 too many connections", coded("53300")],
    ["08006 connection failure", coded("08006")],
    ["57014 statement timeout", coded("57014")],
    ["SQLITE_BUSY", coded("SQLITE_BUSY", "database is locked")],
    ["SQLITE_BUSY_SNAPSHOT", coded("SQLITE_BUSY_SNAPSHOT")],
    ["SQLITE_LOCKED", coded("SQLITE_LOCKED")],
    ["SQLITE_READONLY", coded("SQLITE_READONLY")],
    ["SQLITE_FULL", coded("SQLITE_FULL")],
    ["SQLITE_IOERR_WRITE", coded("SQLITE_IOERR_WRITE")],
    ["SQLITE_CANTOPEN", coded("SQLITE_CANTOPEN")],
    ["pool timeout", new Error("timeout exceeded when trying to connect")],
    ["connection lost", new Error("Connection terminated unexpectedly")],
    ["AggregateError of refusals", new AggregateError([coded("ECONNREFUSED")], "connect")],
    ["a cause", new Error("wrapped", { cause: coded("ECONNRESET") })],
  ])("%s is unavailable", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["unique violation 23505", coded("23505")],
    ["SQLITE_CONSTRAINT_UNIQUE", coded("SQLITE_CONSTRAINT_UNIQUE")],
    ["syntax error 42601", coded("42601")],
    ["a plain bug", new TypeError("undefined is not a function")],
    ["a string", "ECONNREFUSED"],
    ["null", null],
  ])("%s is not", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("names the code to log", () => {
    expect(unavailableCode(coded("57P01"))).toBe("57P01");
    expect(unavailableCode(new AggregateError([coded("ECONNREFUSED")]))).toBe("ECONNREFUSED");
    expect(unavailableCode(new Error("Connection terminated unexpectedly"))).toBe(
      "Connection terminated unexpectedly",
    );
  });
});
