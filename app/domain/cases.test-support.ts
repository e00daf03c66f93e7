// One body for the tests that are a table: each case an input and what a function returns for it.
// Shared by the tests of every floor (the domain is the one they all may import).
import { expect, it } from "vitest";

/**
 * One test per case, titled by `title` (it.each's printf pattern, given the input and the expected
 * value): `fn(input)` is `expected`, compared with toBe.
 */
export function itReturns<I, O>(
  fn: (input: I) => O,
  title: string,
  cases: ReadonlyArray<readonly [NoInfer<I>, NoInfer<O>]>,
): void {
  it.each(cases)(title, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
