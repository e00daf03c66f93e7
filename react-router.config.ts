import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Each developer or test run may build into its own folder (BUILD_DIR) so runs do not clash.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // A page comes with its own routes only; a navigation asks /__manifest for the route it goes to.
  // Links and forms do not ask when they are rendered (app/components/router-links.tsx): that
  // answer re-rendered the page and hydrated every island at once
  // (docs/decisions/035-routes-discovered-on-navigation.md).
  routeDiscovery: { mode: "lazy" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
