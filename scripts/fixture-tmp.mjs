import { openStore } from "./lib/scale-fill.mjs";
import { startAppServer } from "./lib/server.mjs";

const dir = process.argv[2];
const url = process.argv[3] ?? "";
const n = Number(process.argv[4] ?? 1000000);
const s = await startAppServer({ dataDir: dir, databaseUrl: url });
await s.stop();
const store = await openStore(dir, url);
const t = performance.now();
await store.fill(0, n);
console.log("filled", await store.count(), ((performance.now() - t) / 1000).toFixed(1), "s");
await store.close();
