import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { makeStaff } from "../support/accounts.ts";
import { ApiClient } from "../support/api-client.ts";
import { queryDb } from "../support/db-query.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { createThrowawayDatabase } from "../support/pg.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// The rotation across instances (docs/product/speed-to-lead.md, docs/decisions/
// 031-taking-the-turn.md): two instances on one PostgreSQL database hand out 200 leads posted at
// once, strictly in turn. PostgreSQL only: SQLite is one process on one file. Its own database,
// since available staff change what happens to every lead.

const dialect = inject("dialect");
const LEADS = 200;

describe.skipIf(dialect !== "postgres")(
  "the rotation on two instances of one PostgreSQL database",
  { timeout: 180_000 },
  () => {
    let one: RunningServer;
    let two: RunningServer;
    let databaseUrl = "";
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const base = new URL(inject("databaseUrl"));
      base.pathname = "/postgres";
      const database = await createThrowawayDatabase(base.toString());
      databaseUrl = database.url;
      drop = database.drop;
      // One first (it migrates), then the other.
      one = await startServer({ DATABASE_URL: databaseUrl });
      two = await startServer({ DATABASE_URL: databaseUrl });
    });
    afterAll(async () => {
      await Promise.all([one?.stop(), two?.stop()]);
      await drop();
    });

    it("gives every lead to someone available, strictly in turn, never to the one away", async () => {
      const admin = new ApiClient(one.baseUrl);
      await admin.login();
      const staff: { id: number; email: string; available: boolean }[] = [];
      for (const available of [true, false, true, true]) {
        const client = new ApiClient(two.baseUrl);
        const { id, email } = await makeStaff(client, admin, "Turns");
        expect((await client.patch("/api/me", { available })).status).toBe(200);
        staff.push({ id, email, available });
      }
      const ids = Array.from({ length: LEADS }, () => crypto.randomUUID());
      const statuses = await Promise.all(
        ids.map(async (clientId, i) => {
          const server = i % 2 === 0 ? one : two;
          const res = await new ApiClient(server.baseUrl).post("/api/eligibility-applications", {
            ...validLeadPayload({ phone_number: `8${String(i).padStart(9, "0")}` }),
            client_id: clientId,
          });
          return res.status;
        }),
      );
      expect(statuses.every((s) => s === 201)).toBe(true);

      const leads = await queryDb<{ assigned_to: number | null }>(
        dialect,
        databaseUrl,
        `select assigned_to from eligibility_applications where client_id in (${ids.map(() => "?").join(",")})`,
        ids,
      );
      expect(leads).toHaveLength(LEADS);
      expect(leads.filter((l) => l.assigned_to === null)).toHaveLength(0);
      const away = staff.find((s) => !s.available)?.id;
      expect(leads.filter((l) => l.assigned_to === away)).toHaveLength(0);

      // The assignment mails are written under the rotation's lock in turn order, so their ids
      // give the order the turns were taken in: A, C, D, A, C, D, … whichever instance took it.
      const mails = await queryDb<{ recipient: string }>(
        dialect,
        databaseUrl,
        "select recipient from mail_outbox where kind = 'assignment' order by id",
      );
      const order = mails.map((m) => m.recipient);
      const rota = staff.filter((s) => s.available).map((s) => s.email);
      expect(order).toHaveLength(LEADS);
      expect(order.slice(0, rota.length)).toEqual(rota);
      const outOfTurn = order.filter((r, i) => r !== rota[i % rota.length]);
      expect(outOfTurn).toEqual([]);
      const counts = rota.map((email) => order.filter((r) => r === email).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    });
  },
);
