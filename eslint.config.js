import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import globals from "globals";
import { readdirSync, existsSync } from "node:fs";
import { join } from "node:path";

const root = import.meta.dirname;
const src = join(root, "src");

// Imports flow one way: schemas <- domain <- content/platform <- ui <- features <- routes.
// Each zone names the folders a layer may import from src/; any other file under src/ is refused, whether the
// import is written `~/…` or `../…`, because the rule checks the resolved file. Features do not import each
// other, except the shared ones: the page shell (docs/decisions/0001) and the EIP card, which the EIP pages show as
// the upgrade pages do (docs/decisions/0007). schemas/ may import zod alone (see zodOnly below).
// Import cycles are caught by tests/architecture/importCycles.test.ts.
const onlyFrom = (target, allowed, message) => ({
  target,
  from: "src",
  except: [...new Set(allowed)].map((dir) => `./${dir}`),
  message,
});

const features = existsSync(join(src, "features")) ? readdirSync(join(src, "features")) : [];
const sharedFeatures = ["features/shell", "features/eipCard"];
const layerZones = [
  onlyFrom("src/schemas", ["schemas"], "Schemas depend on nothing but zod and each other."),
  onlyFrom("src/domain", ["schemas", "domain"], "Domain code is pure and sits on the schemas only."),
  ...["content", "platform"].map((layer) =>
    onlyFrom(`src/${layer}`, ["schemas", "domain", "content", "platform"], "content/ and platform/ sit below the UI."),
  ),
  onlyFrom(
    "src/ui",
    ["schemas", "domain", "platform", "ui"],
    "ui/ is generic: it knows nothing of features or content.",
  ),
  {
    target: "src/ui",
    from: ["src/domain/eips", "src/domain/upgrades", "src/domain/ranking"],
    message: "ui/ is generic: it knows nothing of EIPs.",
  },
  ...features.map((feature) =>
    onlyFrom(
      `src/features/${feature}`,
      ["schemas", "domain", "content", "platform", "ui", `features/${feature}`, ...sharedFeatures],
      "A feature may not import another feature or a route; move what both need to ui/ or domain/.",
    ),
  ),
  {
    target: "src",
    from: ["pipeline", "mcp", "scripts", "tests"],
    message: "The app does not import the build, the MCP server, scripts or tests.",
  },
  {
    target: "pipeline",
    from: ["src/content", "src/platform", "src/ui", "src/features", "src/routes"],
    message: "The pipeline uses src/schemas and src/domain only.",
  },
  {
    target: "mcp",
    from: ["src/content", "src/platform", "src/ui", "src/features", "src/routes", "pipeline"],
    message: "The MCP server reads a deployed site through src/schemas and src/domain only.",
  },
];

const restrictPackages = (names, message) => ({ group: names.flatMap((name) => [name, `${name}/*`]), message });
const fileSystem = restrictPackages(["fs", "node:fs"], "Only src/content reads files (generated/ and the built site).");
const react = restrictPackages(
  ["react", "react-dom", "react-router"],
  "Domain code is pure: no React, DOM, fetch or storage.",
);
// A relative path may climb out of a schema folder: the zone above checks that it stays in src/schemas.
const zodOnly = { regex: "^(?!zod(/|$)|\\.\\.?/|~/schemas/)", message: "Schemas depend on nothing but zod." };

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".builds/",
      "generated/",
      "node_modules/",
      ".react-router/",
      "archive/",
      "eips/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**", "pipeline/**", "mcp/**"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"], alias: { "~": [src] } }),
      ],
    },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }] },
  },
  {
    files: ["src/**"],
    ignores: ["src/content/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [fileSystem] }] },
  },
  {
    // These replace the rule above for their files (flat config does not merge rule options).
    files: ["src/domain/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [fileSystem, react] }] },
  },
  {
    files: ["src/schemas/**"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [zodOnly] }] },
  },
);
