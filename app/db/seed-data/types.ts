import type { BankHindiColumns, BanksTable, ProjectsTable, SeoRecordsTable } from "../schema.ts";

// The seed's rows are the tables' rows as written by hand: lists as arrays (the table keeps JSON
// text), without the columns the seeding fills itself (order, timestamps, ids, the Hindi text).

type ListColumn = "pros" | "cons" | "documentation";

export type BankSeed = Omit<
  BanksTable,
  keyof BankHindiColumns | ListColumn | "sort_order" | "updated_at" | "partner"
> &
  Record<ListColumn, string[]>;

export type ProjectSeed = Omit<ProjectsTable, "id">;

export type SeoSeed = Omit<SeoRecordsTable, "schema_json" | "updated_at"> & {
  schema_json: unknown;
};
