import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync, existsSync } from "node:fs";

// Imports flow one way: schemas <- domain <- content/platform <- ui <- features <- routes.
// Features do not import each other, except the shared page shell (docs/decisions/0001).
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    "no-restricted-imports": ["error", { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
});

const features = existsSync("src/features") ? readdirSync("src/features") : [];
const featureRules = features.map((feature) =>
  layer(
    [`src/features/${feature}/**`],
    [
      "~/routes/*",
      ...features.filter((f) => f !== feature && f !== "shell").flatMap((f) => [`~/features/${f}/*`, `../${f}/*`]),
    ],
    "A feature may not import another feature or a route; move what both need to ui/ or domain/.",
  ),
);

export default tseslint.config(
  { ignores: ["build/", ".builds/", "generated/", "node_modules/", ".react-router/", "archive/", "test-results/", "playwright-report/"] },
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
  layer(["src/schemas/**"], ["~/domain/*", "~/content/*", "~/platform/*", "~/ui/*", "~/features/*", "~/routes/*", "react", "react-dom", "react-router"], "Schemas depend on nothing but zod."),
  layer(["src/domain/**"], ["~/content/*", "~/platform/*", "~/ui/*", "~/features/*", "~/routes/*", "react", "react-dom", "react-router"], "Domain code is pure: no React, DOM, fetch or storage."),
  layer(["src/content/**", "src/platform/**"], ["~/ui/*", "~/features/*", "~/routes/*"], "content/ and platform/ sit below the UI."),
  layer(["src/ui/**"], ["~/features/*", "~/routes/*", "~/content/*"], "ui/ is generic: it knows nothing of features or content."),
  ...featureRules,
);
