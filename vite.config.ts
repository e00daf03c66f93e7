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

/**
 * What every page's browser loads, as one script (docs/decisions/034-one-shared-script.md).
 * Left to itself the bundler makes a chunk of every module (or set of modules) shared by a
 * different set of routes: the home page loaded 24 scripts, 13 of them under 1.5 kB, and each
 * script request costs ~0.5 kB of response headers besides its compressed body. These modules are
 * loaded by (nearly) every public page anyway, so they go in one chunk: React and React Router,
 * the i18n runtime, what the root route and the site layout use, and the small helpers the public
 * forms and calculators share. Their dependencies come with them. Code of one page or of a few
 * (a calculator, the comparison, a form) is still split as before.
 */
const SHARED_IN_BROWSER = [
  "/node_modules/react/",
  "/node_modules/react-dom/",
  "/node_modules/react-router/",
  "/node_modules/scheduler/",
  "/node_modules/@lingui/",
  // The root route and the site layout, on every page.
  "/app/i18n/i18n.tsx",
  "/app/i18n/lang.ts",
  "/app/utils/page-form-state.ts",
  "/app/utils/lead-outbox.ts",
  "/app/utils/seo-meta.ts",
  "/app/components/island.tsx",
  "/app/components/site/not-found-message.tsx",
  "/app/components/site/logout-button.tsx",
  "/app/domain/team/roles.ts",
  // Small helpers of the public forms, calculators and bank figures: each well under 1 kB
  // compressed, and each was a request of its own.
  "/app/domain/format.ts",
  "/app/domain/loan/emi.ts",
  "/app/domain/calculators/limits.ts",
  "/app/domain/callbacks/slots.ts",
  "/app/components/bank/as-of.tsx",
  "/app/components/phone-verification.tsx",
];

function sharedChunkInBrowser(): Plugin {
  return {
    name: "shared-chunk-in-browser",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return null;
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "shared",
                    test: (id: string) => SHARED_IN_BROWSER.some((part) => id.includes(part)),
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionInBrowser(), sharedChunkInBrowser(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
