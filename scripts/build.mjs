// Builds the React Router app and bundles the Express server beside it (<BUILD_DIR>/app-server.js).
import { execFileSync } from "node:child_process";
import path from "node:path";
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
console.log(`server bundle: ${path.join(buildDir, "app-server.js")}`);
