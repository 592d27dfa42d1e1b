import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = { "~": fileURLToPath(new URL("./src", import.meta.url)) };

// Two suites: `unit` runs on our own fixtures (a fresh clone without ../shared),
// `reference` runs against the real archive and facts in ../shared.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "pipeline/**/*.test.ts",
            "mcp/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/architecture/**/*.test.ts",
          ],
          environment: "node",
          // The property tests (fast-check, hundreds of runs) take 1–5 s on CI's two cores; 5 s was too close.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "reference",
          include: ["tests/reference/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
        },
      },
    ],
  },
});
