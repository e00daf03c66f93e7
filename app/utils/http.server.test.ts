import { describe } from "vitest";
import { itReturns } from "../domain/cases.test-support.ts";
import { acceptsGzip } from "./http.server.ts";

describe("acceptsGzip", () => {
  itReturns(acceptsGzip, "%j takes gzip: %s", [
    [null, false],
    ["", false],
    ["identity", false],
    ["gzip", true],
    ["gzip, deflate, br", true],
    ["br;q=1.0, GZIP;q=0.5", true],
    ["x-gzip", true],
    ["gzip;q=0", false],
    ["gzip; q=0.000", false],
    ["*", true],
    ["*;q=0", false],
    ["br, *;q=0.1", true],
    ["gzip;q=0, *", false],
    ["deflate, br", false],
    ["gzip;q=abc", false],
  ]);
});
