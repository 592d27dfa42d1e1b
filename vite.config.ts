import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const EVERY_ROUTE = new RegExp(
  [
    String.raw`/node_modules/(react|react-dom|scheduler|react-router)/`,
    String.raw`vite/preload-helper`,
    String.raw`/src/(features/shell|domain/theme|platform/analytics|ui/theme|ui/useHydrated|platform/deferredModule|ui/useDeferredModule|domain/time/isoDate)`,
  ].join("|"),
);

// React Router's package exports name only its development build, whose warnings then ship to every
// visitor (about 0.5 KB brotli). The browser gets the production build the package also contains; the
// server build keeps what Node resolves, the same copy the prerender's React Router runtime uses.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist",
  "production",
);
const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  "react-router": join(reactRouterDist, "index.mjs"),
  "react-router/dom": join(reactRouterDist, "dom-export.mjs"),
};

const reactRouterProductionInBrowser: Plugin = {
  name: "forkline:react-router-production-in-browser",
  enforce: "pre",
  resolveId(source) {
    return this.environment.name === "client" && this.environment.mode === "build"
      ? REACT_ROUTER_PRODUCTION[source]
      : undefined;
  },
};

export default defineConfig({
  plugins: [reactRouterProductionInBrowser, tailwindcss(), reactRouter()],
  // Call bundles and the search index are written here by the pipeline and served from the root.
  publicDir: "generated/public",
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  envPrefix: ["VITE_", "FORKLINE_PUBLIC_"],
  // Terser with extra passes takes about 4 KB (brotli) off React and React Router compared with the
  // default esbuild minifier. What every route loads goes in one chunk: compressed together, React,
  // React Router and the site's shell are about 3 KB smaller than as eight separate files.
  // The deferred-module loader and its hook (about 60 bytes, brotli) are in it too: most routes use them at
  // first load, and as a chunk of their own they would cost each of those routes two requests.
  build: {
    minify: "terser",
    terserOptions: {
      ecma: 2020,
      module: true,
      compress: { passes: 3, pure_getters: true },
      mangle: { toplevel: true },
    },
    rollupOptions: { output: { manualChunks: (id) => (EVERY_ROUTE.test(id) ? "framework" : undefined) } },
  },
});
