import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Each developer or test run may build into its own folder (BUILD_DIR) so runs do not clash.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest comes with the page (it is one small file, ~3 kB compressed, that
  // every page loads anyway) instead of being fetched in pieces after hydration: each lazy fetch
  // re-rendered the page, which made every island hydrate at once
  // (docs/decisions/033-islands-hydrate-when-reached.md).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
