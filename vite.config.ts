import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const require = createRequire(import.meta.url);
const routerDist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist");

/**
 * react-router's package.json maps every condition to its development build (warnings, dev
 * checks). In the production browser bundle we swap in the production build beside it: same API,
 * fewer bytes for phones on slow networks. The server keeps the package's own mapping so it shares
 * one copy with @react-router/node and @react-router/express.
 */
function reactRouterProductionInBrowser(): Plugin {
  return {
    name: "react-router-production-in-browser",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      if (this.environment?.name !== "client") return null;
      if (id === "react-router") return path.join(routerDist, "production", "index.mjs");
      if (id === "react-router/dom") return path.join(routerDist, "production", "dom-export.mjs");
      return null;
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionInBrowser(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
