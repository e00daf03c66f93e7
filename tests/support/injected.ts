import { inject } from "vitest";

// What the project's global setup provides to each test file (tests/support/global-setup-*.ts):
// the shared server's address and its database, for the files that query it directly.
export const baseUrl = inject("baseUrl");
export const dialect = inject("dialect");
export const databaseUrl = inject("databaseUrl");
