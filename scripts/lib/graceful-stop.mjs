// Part 2 of scripts/nothing-lost.mjs: SIGTERM while requests are in flight. Requests the server
// has begun reading get a real answer, and the process exits 0 soon after.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { assertLeadAccepted, LEAD_PATH, leadPayload } from "./lead.mjs";
import { sleep, tempDir } from "./server.mjs";

/**
 * Opens a raw connection and sends the first part of a request now and the rest when `finish()`
 * is called: a slow client. The server has begun reading the request (the connection is not
 * idle), so a graceful stop must answer it.
 */
function slowRequest(port, head, rest) {
  const socket = net.connect(port, "127.0.0.1");
  let data = "";
  const answered = new Promise((resolve) => {
    socket.on("data", (d) => {
      data += d;
    });
    socket.on("error", (error) => resolve({ error: error.code ?? error.message, data }));
    socket.on("close", () => resolve({ data }));
  });
  const written = new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("connect", () => socket.write(head, resolve));
  });
  return {
    written,
    finish: () => socket.write(rest),
    answered: answered.then(({ error, data: text }) => ({
      error,
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
    })),
  };
}

function slowLead(port) {
  const body = JSON.stringify(leadPayload());
  const split = Math.floor(body.length / 2);
  const head = [
    `POST ${LEAD_PATH} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body.slice(0, split),
  ].join("\r\n");
  return { kind: "POST lead (slow body)", ...slowRequest(port, head, body.slice(split)) };
}

function slowPage(port) {
  const head = "GET /loan/sbi HTTP/1.1\r\nHost: 127.0.0.1\r\n";
  return {
    kind: "GET /loan/sbi (slow headers)",
    ...slowRequest(port, head, "Connection: close\r\n\r\n"),
  };
}

/**
 * A browser-like keep-alive request; its connection stays open in the agent afterwards, as a
 * browser's or a load balancer's would. `headers` tells whether any answer had begun.
 */
function keepAliveGet(agent, port, pathname) {
  return new Promise((resolve) => {
    let headers = false;
    const done = (result) => resolve({ ...result, headers, at: Date.now() });
    const req = http.get({ host: "127.0.0.1", port, path: pathname, agent }, (res) => {
      headers = true;
      res.resume();
      res.on("end", () => done({ status: res.statusCode }));
      res.on("error", (error) => done({ status: 0, error: error.code ?? error.message }));
    });
    req.setTimeout(15_000, () => req.destroy(new Error("no answer within 15 s")));
    req.on("error", (error) => done({ status: 0, error: error.code ?? error.message }));
  });
}

/** `start` starts the app server (and tracks it), `ok` and `fail` report. */
export async function gracefulStop({ start, ok, fail }) {
  console.log("\n▶ graceful stop: SIGTERM with requests in flight");
  const dataDir = tempDir("gharsetu-sigterm-");
  const server = await start({ dataDir });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
  try {
    await assertLeadAccepted(server.baseUrl);
    const { port } = server;
    // Slow clients: the server has begun reading these requests; the rest arrives only after
    // SIGTERM. Every one must be answered.
    const slow = [];
    for (let i = 0; i < 15; i++) slow.push(slowLead(port), slowPage(port));
    await Promise.all(slow.map((s) => s.written));
    await sleep(500);

    // A burst of ordinary page loads on keep-alive connections; SIGTERM once the first is answered.
    let firstAnswer;
    const answeredOnce = new Promise((resolve) => {
      firstAnswer = resolve;
    });
    const burst = Array.from({ length: 40 }, (_, i) =>
      keepAliveGet(agent, port, i % 2 ? "/" : "/loan/sbi").then((r) => {
        firstAnswer();
        return r;
      }),
    );
    await answeredOnce;
    const termAt = Date.now();
    server.child.kill("SIGTERM");
    await sleep(200);
    for (const s of slow) s.finish();

    const slowAnswers = await Promise.all(
      slow.map(async (s) => ({ kind: s.kind, ...(await s.answered) })),
    );
    const burstAnswers = await Promise.all(burst);
    // The agent keeps its connections open until the server closes them, like a browser: a
    // server that waits for idle keep-alive connections would hit its 10 s forced exit here.
    const exit = await Promise.race([server.exited, sleep(15_000).then(() => null)]);
    const exitMs = Date.now() - termAt;

    const byKind = new Map();
    for (const a of slowAnswers) {
      const k = byKind.get(a.kind) ?? { total: 0, good: 0, bad: [] };
      k.total++;
      if (a.status >= 200 && a.status < 300) k.good++;
      else k.bad.push(a.error ?? `HTTP ${a.status}`);
      byKind.set(a.kind, k);
    }
    for (const [kind, k] of byKind) {
      if (k.good === k.total) ok(`${kind}: ${k.good}/${k.total} answered 2xx after SIGTERM`);
      else
        fail(
          `${kind}: ${k.total - k.good}/${k.total} without a real answer (${[...new Set(k.bad)].join(", ")})`,
        );
    }

    // Burst: a connection still in the kernel's accept queue, or whose request the server had not
    // read yet, is reset when the server stops listening; no byte of an answer was sent, and
    // browsers retry such requests. Anything else without a 2xx is a failure.
    const answered = burstAnswers.filter((a) => a.status >= 200 && a.status < 300);
    const unread = burstAnswers.filter(
      (a) => !a.headers && (a.error === "ECONNRESET" || a.error === "ECONNREFUSED"),
    );
    const broken = burstAnswers.filter((a) => !answered.includes(a) && !unread.includes(a));
    const after = answered.filter((a) => a.at > termAt).length;
    ok(
      `GET page (burst on keep-alive connections): ${answered.length}/${burstAnswers.length} answered 2xx (${after} after SIGTERM); ${unread.length} not yet read by the server when it stopped listening (reset, retryable)`,
    );
    if (broken.length > 0) {
      const reasons = [...new Set(broken.map((a) => a.error ?? `HTTP ${a.status}`))].join(", ");
      fail(`GET page (burst): ${broken.length} cut off or refused mid-answer (${reasons})`);
    }

    if (exit === null) fail("the server had not exited 15 s after SIGTERM");
    else if (exit.code === 0) ok(`exited 0, ${exitMs} ms after SIGTERM`);
    else fail(`exited with ${exit.code ?? exit.signal}, ${exitMs} ms after SIGTERM`);
    if (exit !== null && exitMs > 5000) {
      fail(`took ${exitMs} ms to stop: idle keep-alive connections kept it open`);
    }
  } finally {
    agent.destroy();
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
