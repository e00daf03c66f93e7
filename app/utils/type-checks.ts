// Compile-time guards for answers whose type is a database row, not derived from a zod schema
// (docs/decisions/042-contracts.md): a new column fails to compile until the answer has it.

/** `true` when A and B are the same type. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `true` when the answer has a field for every column of the row. */
export type AnswersEvery<Row, Answer> = [Exclude<keyof Row, keyof Answer>] extends [never]
  ? true
  : false;
