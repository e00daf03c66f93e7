import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Each developer or test run may build into its own folder (BUILD_DIR) so runs do not clash.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
