import type {
  BankContactColumns,
  BankHindiColumns,
  BankOfferColumns,
  BanksTable,
  ProjectsTable,
  SeoRecordsTable,
} from "../schema.ts";

// The seed's rows are the tables' rows as written by hand: lists as arrays (the table keeps JSON
// text), without the columns the seeding fills itself (order, timestamps, ids, the Hindi text, the
// lending policies of ./offer-policies.ts).

type ListColumn = "pros" | "cons" | "documentation";

export type BankSeed = Omit<
  BanksTable,
  | keyof BankHindiColumns
  | keyof BankContactColumns
  | keyof BankOfferColumns
  | ListColumn
  | "sort_order"
  | "updated_at"
  | "partner"
> &
  Record<ListColumn, string[]>;

export type ProjectSeed = Omit<ProjectsTable, "id">;

export type SeoSeed = Omit<SeoRecordsTable, "schema_json" | "updated_at"> & {
  schema_json: unknown;
};
