// The ceiling for our stack on this machine: a bare Express 5 app that answers every GET with the
// same small JSON body. No middleware, no database, no React. `npm run bench` starts it beside the
// real server and reports our figures as a ratio to it.
//
//   PORT=4100 node scripts/bench-bare-server.mjs
import express from "express";

const BODY = { status: "ok", name: "GharSetu", banks: 10, message: "bare Express 5 JSON answer" };

export function createBareApp() {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("*splat", (_req, res) => {
    res.json(BODY);
  });
  return app;
}

const port = Number(process.env.PORT ?? 4100);
const server = createBareApp().listen(port, "127.0.0.1", () => {
  process.stdout.write(`bare server on http://127.0.0.1:${port}\n`);
});
server.keepAliveTimeout = 65_000;
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
