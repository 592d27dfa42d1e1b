import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const EVERY_ROUTE = new RegExp(
  [
    String.raw`/node_modules/(react|react-dom|scheduler|react-router)/`,
    String.raw`vite/preload-helper`,
    String.raw`/src/(features/shell|domain/theme|domain/navigation|platform/analytics|ui/theme|ui/useHydrated|platform/deferredModule|ui/useDeferredModule)`,
  ].join("|"),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
    terserOptions: { ecma: 2020, module: true, compress: { passes: 3, pure_getters: true }, mangle: { toplevel: true } },
    rollupOptions: { output: { manualChunks: (id) => (EVERY_ROUTE.test(id) ? "framework" : undefined) } },
  },
});
