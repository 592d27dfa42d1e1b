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
});
