// Builds the React Router app and bundles the Express server beside it (<BUILD_DIR>/app-server.js).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";

const buildDir = process.env.BUILD_DIR ?? "build";
execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
  stdio: "inherit",
});
await build({
  entryPoints: ["server/index.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  target: "node20",
  outfile: path.join(buildDir, "app-server.js"),
  logLevel: "warning",
});
// The CSV export's worker thread (app/modules/leads/export.server.ts, ADR 040): a file of its own,
// as a worker starts from a file; the server names it at startup (server/index.ts).
await build({
  entryPoints: ["app/modules/leads/export-worker.server.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  target: "node20",
  outfile: path.join(buildDir, "export-worker.js"),
  logLevel: "warning",
});
console.log(`server bundle: ${path.join(buildDir, "app-server.js")}, export worker beside it`);

// Fingerprinted assets never change, so compress them once here at the highest levels instead of
// on every request: brotli 11 is ~13% smaller than on-the-fly gzip, and costs the server nothing.
const assets = path.join(buildDir, "client", "assets");
let saved = 0;
for (const name of fs.readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(assets, name);
  const raw = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(raw, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  const gz = zlib.gzipSync(raw, { level: 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  saved += raw.length - br.length;
}
console.log(`precompressed assets (brotli saves ${Math.round(saved / 1024)} KB)`);
