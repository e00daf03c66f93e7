// Several instances on one PostgreSQL database (docs/product/operations.md "Several instances on
// one PostgreSQL"; docs/performance.md): starts 3 instances of the production build on one
// throwaway database and prints
//
//   1. sign-in attempts before 429, spread over 3 instances versus on 1 (must be equal);
//   2. the delay until an SEO edit made on one instance shows on the other two (≤ 1 s), with a
//      10-minute cache TTL so only the NOTIFY can explain it;
//   3. mails per lead with three outbox workers (exactly 1), or "outbox not built on this branch";
//   4. leads sent while one instance is killed with SIGKILL, clients retrying on the others with
//      the same client id (0 lost, 0 doubled);
//   5. throughput of GET /api/banks and of lead POSTs on 1 instance and on 3;
//   6. 200 leads posted at once to two instances, handed out by the round-robin rotation
//      (docs/product/speed-to-lead.md, docs/decisions/031-taking-the-turn.md): every lead assigned
//      while someone is available, nobody away given one, the turns strictly in rotation.
//
//   npm run build && node scripts/cluster.mjs
//   --leads 600 --clients 20 (part 4) --duration 8 (seconds per throughput run) --connections 24
//   --only limits|edit|mail|kill|throughput|assign runs one part; --assign-leads 200 (part 6).
//   PG_BASE_URL picks the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test).
//   Exits 1 when a promise above does not hold.
import crypto from "node:crypto";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { parseArgs } from "./lib/args.mjs";
import { signIn } from "./lib/authenticator.mjs";
import { partThroughput } from "./lib/cluster-throughput.mjs";
import { LEAD_PATH, leadPayload } from "./lib/lead.mjs";
import { createThrowawayDatabase } from "./lib/pg.mjs";
import { ADMIN_EMAIL, ADMIN_PASSWORD, freePort, sleep, startAppServer } from "./lib/server.mjs";

const args = parseArgs();
const LEADS = args.number("leads", 600);
const CLIENTS = args.number("clients", 20);
const DURATION = args.number("duration", 8);
const CONNECTIONS = args.number("connections", 24);
const INSTANCES = 3;
/** `--only limits|edit|mail|kill|throughput` runs one part. */
const ONLY = args.string("only");
const ASSIGN_LEADS = args.number("assign-leads", 200);
const TEAM = "team@example.test";

const failures = [];
const fail = (message) => {
  failures.push(message);
  console.log(`  ✖ ${message}`);
};
const ok = (message) => console.log(`  ✔ ${message}`);
const note = (message) => console.log(`    ${message}`);

const randomIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

const live = new Set();
process.on("exit", () => {
  for (const child of live) if (child.exitCode === null) child.kill("SIGKILL");
});

// A real SMTP server on loopback for the outbox part: counts what reaches the team's address.
const received = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (d) => {
      raw += d;
    });
    stream.on("end", () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

const database = await createThrowawayDatabase();
const db = new pg.Client({ connectionString: database.url });

async function startInstance() {
  const server = await startAppServer({
    databaseUrl: database.url,
    // Three at once on a busy two-core machine, taking turns at the start-up lock.
    timeoutMs: 120_000,
    env: {
      // The real limits: part 1 measures them. Every other request comes from its own address.
      RATE_LIMIT_FACTOR: "1",
      TRUST_PROXY: "loopback",
      CATALOG_CACHE_TTL_MS: "600000",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "GharSetu <noreply@example.test>",
      NOTIFY_EMAIL: TEAM,
    },
  });
  live.add(server.child);
  server.exited.then(() => live.delete(server.child));
  return server;
}

async function request(baseUrl, path, { method = "GET", body, ip = randomIp(), cookie } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      "x-forwarded-for": ip,
      ...(body ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, headers: res.headers };
}

// ---------------------------------------------------------------------------------------------

async function attemptsBefore429(servers, ip) {
  for (let attempt = 1; attempt <= 40; attempt++) {
    const server = servers[(attempt - 1) % servers.length];
    const res = await request(server.baseUrl, "/api/auth/login", {
      method: "POST",
      body: { email: ADMIN_EMAIL, password: `guess-${attempt}` },
      ip,
    });
    if (res.status === 429) return attempt - 1;
  }
  return Number.POSITIVE_INFINITY;
}

async function partRateLimits(servers) {
  console.log("\n1. Sign-in attempts before 429 (limit: 10 per 5 minutes per address)");
  const spread = await attemptsBefore429(servers, randomIp());
  const single = await attemptsBefore429([servers[0]], randomIp());
  note(`spread round-robin over ${servers.length} instances: ${spread}`);
  note(`all on one instance:                     ${single}`);
  if (spread === single) ok("equal: the instances count together");
  else fail(`spread ${spread} ≠ single ${single}`);
}

async function partSeoEdit(servers) {
  console.log(
    "\n2. Delay until an SEO edit on one instance shows on the others (cache TTL 10 min)",
  );
  const { cookie } = await signIn({
    baseUrl: servers[0].baseUrl,
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
    headers: { "x-forwarded-for": randomIp() },
    // The instances share one database, so one account's secret and steps: one state for all.
    stateKey: database.url,
  });
  const original = (await request(servers[1].baseUrl, "/api/seo/projects")).json;
  const delays = [];
  const putTimes = [];
  for (let round = 0; round < 5; round++) {
    const title = `Projects, edit ${round} at ${Date.now()}`;
    // Every reader has the old record cached before the edit.
    for (const s of servers.slice(1)) await request(s.baseUrl, "/api/seo/projects");
    const start = performance.now();
    const put = await request(servers[0].baseUrl, "/api/seo/projects", {
      method: "PUT",
      cookie,
      body: { ...original, meta_title: title },
    });
    if (put.status !== 200) throw new Error(`SEO edit answered ${put.status}`);
    const saved = performance.now();
    putTimes.push(saved - start);
    await Promise.all(
      servers.slice(1).map(async (s) => {
        while ((await request(s.baseUrl, "/api/seo/projects")).json?.meta_title !== title) {
          if (performance.now() - start > 10_000) throw new Error("edit never showed");
          await sleep(5);
        }
        delays.push(performance.now() - saved);
      }),
    );
    await sleep(100);
  }
  await request(servers[0].baseUrl, "/api/seo/projects", {
    method: "PUT",
    cookie,
    body: original,
  });
  delays.sort((a, b) => a - b);
  const max = delays.at(-1);
  putTimes.sort((a, b) => a - b);
  note(
    `${delays.length} readings (5 edits × 2 instances), from the PUT's answer (the edit saved) until the other instance serves it: median ${delays[delays.length >> 1].toFixed(0)} ms, max ${max.toFixed(0)} ms`,
  );
  note(
    `the PUT itself took median ${putTimes[putTimes.length >> 1].toFixed(0)} ms, max ${putTimes.at(-1).toFixed(0)} ms`,
  );
  if (max <= 1000) ok("every edit showed everywhere within 1 s");
  else fail(`an edit took ${max.toFixed(0)} ms to show`);
}

async function partMails(servers) {
  console.log("\n3. Mails per lead with three outbox workers");
  const { rows } = await db.query(
    "select table_name from information_schema.tables where table_schema = 'public' and table_name like '%outbox%'",
  );
  if (rows.length === 0) {
    note("outbox not built on this branch");
    return;
  }
  const before = received.length;
  const ids = [];
  for (let i = 0; i < 30; i++) {
    const id = crypto.randomUUID();
    ids.push(id);
    const res = await request(servers[i % servers.length].baseUrl, LEAD_PATH, {
      method: "POST",
      body: leadPayload(id),
    });
    if (res.status !== 201) throw new Error(`lead answered ${res.status}`);
  }
  // Wait until the team's mail stops arriving (three workers, any of them may send).
  let last = -1;
  for (let waited = 0; waited < 60_000; waited += 2_000) {
    const count = received.slice(before).filter((m) => m.to.includes(TEAM)).length;
    if (count >= ids.length && count === last) break;
    last = count;
    await sleep(2_000);
  }
  const teamMails = received.slice(before).filter((m) => m.to.includes(TEAM)).length;
  note(`${ids.length} leads → ${teamMails} mails to the team (${rows[0].table_name})`);
  if (teamMails === ids.length) ok("exactly 1 mail per lead");
  else fail(`${teamMails} team mails for ${ids.length} leads`);
}

async function partKill(servers) {
  console.log(
    `\n4. ${LEADS} leads from ${CLIENTS} clients; one instance killed with SIGKILL midway`,
  );
  const ids = Array.from({ length: LEADS }, () => crypto.randomUUID());
  let next = 0;
  let acknowledged = 0;
  let retries = 0;
  let killed = false;
  const alive = new Set(servers);
  const victim = servers[INSTANCES - 1];
  const client = async (c) => {
    let turn = c;
    for (;;) {
      const i = next++;
      if (i >= ids.length) return;
      const body = leadPayload(ids[i], { first_name: `Cluster${i}` });
      const ip = randomIp();
      for (let attempt = 0; ; attempt++) {
        // Round robin like a balancer; a refused connection makes the client try the next one.
        const list = [...servers];
        const server = list[turn++ % list.length];
        try {
          const res = await request(server.baseUrl, LEAD_PATH, { method: "POST", body, ip });
          if (res.status === 201 || res.status === 200) break;
          throw new Error(`status ${res.status}`);
        } catch {
          retries++;
          if (attempt > 50) throw new Error(`gave up on lead ${i}`);
          await sleep(20);
        }
      }
      acknowledged++;
      if (!killed && acknowledged >= ids.length * 0.4) {
        killed = true;
        victim.child.kill("SIGKILL");
        alive.delete(victim);
        note(`SIGKILL to instance 3 (pid ${victim.pid}) after ${acknowledged} acknowledged`);
      }
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  const seconds = (performance.now() - start) / 1000;
  const { rows } = await db.query(
    "select client_id, count(*)::int as n from eligibility_applications where client_id = any($1) group by client_id",
    [ids],
  );
  const stored = new Map(rows.map((r) => [r.client_id, r.n]));
  const lost = ids.filter((id) => !stored.has(id)).length;
  const doubled = rows.filter((r) => r.n > 1).length;
  note(
    `${acknowledged} acknowledged in ${seconds.toFixed(1)} s, ${retries} retried requests; stored ${stored.size}, lost ${lost}, doubled ${doubled}`,
  );
  if (lost === 0 && doubled === 0 && stored.size === LEADS) ok("0 lost, 0 doubled");
  else fail(`lost ${lost}, doubled ${doubled}`);
  servers.splice(servers.indexOf(victim), 1);
}

/** Team members straight into the database: three available staff, one away (part 6). */
async function addStaff() {
  const staff = [];
  for (const [i, available] of [1, 1, 0, 1].entries()) {
    const email = `rota-${i}-${crypto.randomBytes(3).toString("hex")}@example.test`;
    const { rows } = await db.query(
      `insert into users (email, password_hash, role, created_at, available)
       values ($1, 'not-a-hash', 'staff', $2, $3) returning id`,
      [email, new Date().toISOString(), available],
    );
    staff.push({ id: rows[0].id, email, available: available === 1 });
  }
  return staff;
}

async function partAssign(servers) {
  const two = servers.slice(0, 2);
  console.log(
    `\n6. ${ASSIGN_LEADS} leads posted at once to ${two.length} instances, handed out by the rotation`,
  );
  const staff = await addStaff();
  const available = staff.filter((s) => s.available);
  const ids = Array.from({ length: ASSIGN_LEADS }, () => crypto.randomUUID());
  const start = performance.now();
  const answers = await Promise.all(
    ids.map((id, i) =>
      request(two[i % two.length].baseUrl, LEAD_PATH, {
        method: "POST",
        body: leadPayload(id, { phone_number: `9${String(i).padStart(9, "0")}` }),
      }),
    ),
  );
  const seconds = (performance.now() - start) / 1000;
  const refused = answers.filter((a) => a.status !== 201).length;
  const { rows: leads } = await db.query(
    "select assigned_to from eligibility_applications where client_id = any($1)",
    [ids],
  );
  // The assignment mails are written under the rotation's lock, in turn order: their ids are the
  // order the turns were taken in.
  const { rows: mails } = await db.query(
    "select recipient from mail_outbox where kind = 'assignment' order by id",
  );
  const order = mails.map((m) => m.recipient);
  const counts = available.map((s) => order.filter((r) => r === s.email).length);
  const unassigned = leads.filter((l) => l.assigned_to === null).length;
  const toAway = leads.filter((l) => staff.some((s) => !s.available && s.id === l.assigned_to));
  const outOfTurn = order.filter((r, i) => r !== order[i % available.length]).length;
  const twiceInARow = order.filter((r, i) => i > 0 && r === order[i - 1]).length;
  note(
    `${ASSIGN_LEADS} posted in ${seconds.toFixed(1)} s (${refused} not 201); stored ${leads.length}, unassigned ${unassigned}, to the one away ${toAway.length}`,
  );
  note(`turns per available staff member: ${counts.join(", ")}; ${order.length} assignment mails`);
  note(`turns out of rotation: ${outOfTurn}; the same person twice in a row: ${twiceInARow}`);
  if (
    refused === 0 &&
    leads.length === ASSIGN_LEADS &&
    unassigned === 0 &&
    toAway.length === 0 &&
    order.length === ASSIGN_LEADS &&
    outOfTurn === 0 &&
    twiceInARow === 0
  ) {
    ok("every lead assigned, strictly in turn, across both instances");
  } else fail("the rotation was broken (see the figures above)");
  // Away again, so a later part's leads are not handed out.
  await db.query("update users set available = 0 where role = 'staff'");
}

// ---------------------------------------------------------------------------------------------

try {
  await db.connect();
  console.log(`PostgreSQL database ${database.name}; starting ${INSTANCES} instances at once`);
  const started = performance.now();
  // All at once: the startup lock lets one migrate and seed while the others wait.
  const servers = await Promise.all(Array.from({ length: INSTANCES }, () => startInstance()));
  note(
    `all ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${servers.map((s) => s.baseUrl).join(", ")}`,
  );
  const wanted = (part) => !ONLY || ONLY === part;
  if (wanted("limits")) await partRateLimits(servers);
  if (wanted("edit")) await partSeoEdit(servers);
  if (wanted("mail")) await partMails(servers);
  if (wanted("kill")) {
    await partKill(servers);
    servers.push(await startInstance());
    note("a fresh third instance started for the throughput runs");
  }
  if (wanted("throughput")) {
    await partThroughput(servers, {
      connections: CONNECTIONS,
      duration: DURATION,
      instances: INSTANCES,
      randomIp,
      note,
      fail,
    });
  }
  if (wanted("assign")) await partAssign(servers);
  await Promise.all(servers.map((s) => s.stop()));
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await db.end().catch(() => {});
  for (const child of live) child.kill("SIGKILL");
  await sleep(300);
  await database.drop().catch((e) => console.log(`could not drop ${database.name}: ${e.message}`));
  smtp.close();
}

console.log(failures.length === 0 ? "\nall promises held" : `\n${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
