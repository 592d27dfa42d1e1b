import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Call bundles and the search index are written here by the pipeline and served from the root.
  publicDir: "generated/public",
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  envPrefix: ["VITE_", "FORKLINE_PUBLIC_"],
  // Terser with extra passes takes about 4 KB (brotli) off React and React Router compared with the
  // default esbuild minifier; that is what keeps first-load JS under the 100 KB budget.
  build: {
    minify: "terser",
    terserOptions: { ecma: 2020, module: true, compress: { passes: 3, pure_getters: true }, mangle: { toplevel: true } },
  },
});
