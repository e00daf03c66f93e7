import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, unavailableCode } from "./database-unavailable.ts";

const coded = (code: string, message = "x") => Object.assign(new Error(message), { code });
// A case named by its error's code (and, after it, what the code means).
const byCode = (name: string): [string, Error] => [name, coded(name.split(" ")[0])];

describe("isDatabaseUnavailable", () => {
  it.each([
    byCode("ECONNREFUSED"),
    byCode("ECONNRESET"),
    byCode("57P01 admin shutdown"),
    byCode("57P02 crash shutdown"),
    byCode("57P03 cannot connect now"),
    byCode("53300 too many connections"),
    byCode("08006 connection failure"),
    byCode("57014 statement timeout"),
    ["SQLITE_BUSY", coded("SQLITE_BUSY", "database is locked")],
    byCode("SQLITE_BUSY_SNAPSHOT"),
    byCode("SQLITE_LOCKED"),
    byCode("SQLITE_READONLY"),
    byCode("SQLITE_FULL"),
    byCode("SQLITE_IOERR_WRITE"),
    byCode("SQLITE_CANTOPEN"),
    ["pool timeout", new Error("timeout exceeded when trying to connect")],
    ["connection lost", new Error("Connection terminated unexpectedly")],
    ["AggregateError of refusals", new AggregateError([coded("ECONNREFUSED")], "connect")],
    ["a cause", new Error("wrapped", { cause: coded("ECONNRESET") })],
  ])("%s is unavailable", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["unique violation 23505", coded("23505")],
    byCode("SQLITE_CONSTRAINT_UNIQUE"),
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
