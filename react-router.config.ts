import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./pipeline/prerenderPaths";

export default {
  appDirectory: "src",
  // Overridable so parallel local builds (and the bench) do not overwrite each other.
  buildDirectory: process.env.FORKLINE_BUILD_DIR ?? "build",
  ssr: false,
  // Every known route is rendered to HTML at build time, so its main content is readable without JS.
  prerender: () => prerenderPaths(),
} satisfies Config;
