import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rules in eslint.config.js, run on snippets placed in each layer: a rule that does not bite
// would let the architecture drift without a sound. The imported files are real, as the rules judge the
// file an import resolves to.

const eslint = new ESLint({ cwd: process.cwd() });
const LAYER_RULES = new Set(["import-x/no-restricted-paths", "no-restricted-imports"]);

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.severity === 2 && LAYER_RULES.has(m.ruleId ?? ""))
    .map((m) => m.message);
}

describe("layer rules", () => {
  it.each([
    [
      "a schema importing domain code by a relative path",
      "src/schemas/x.ts",
      `import { TIER_COLORS } from "../domain/ranking/tiers";`,
    ],
    ["a schema importing a package other than zod", "src/schemas/x.ts", `import { useState } from "react";`],
    ["domain code importing React", "src/domain/x/y.ts", `import { useState } from "react";`],
    [
      "domain code importing an adapter by the ~ alias",
      "src/domain/x/y.ts",
      `import { readLocal } from "~/platform/localStore";`,
    ],
    [
      "ui importing a feature by a relative path",
      "src/ui/X.tsx",
      `import { PageShell } from "../features/shell/PageShell";`,
    ],
    ["ui importing content", "src/ui/X.tsx", `import { generatedSite } from "~/content/site.server";`],
    ["ui importing EIP logic", "src/ui/X.tsx", `import { LAYER_NAMES } from "../domain/eips/labels";`],
    [
      "a feature importing another feature by ../",
      "src/features/rank/X.tsx",
      `import { CallHeader } from "../call/page/CallHeader";`,
    ],
    ["a feature importing a route", "src/features/rank/X.tsx", `import { meta } from "~/routes/rank";`],
    ["an adapter reading files", "src/platform/x.server.ts", `import { readFileSync } from "node:fs";`],
    ["the app importing the pipeline", "src/content/x.ts", `import { readContent } from "../../pipeline/readContent";`],
    ["the pipeline importing a feature", "pipeline/x.ts", `import { RankPage } from "../src/features/rank/RankPage";`],
  ])("refuse %s", async (_case, filePath, importLine) => {
    expect(
      await layerErrors(filePath, `${importLine}\nexport const used = [${importedName(importLine)}];\n`),
    ).toHaveLength(1);
  });

  it.each([
    [
      "a schema importing zod and a sibling schema",
      "src/schemas/x.ts",
      `import * as z from "zod/mini";\nimport { TIERS } from "./tiers";\nexport const used = [z, TIERS];`,
    ],
    [
      "a schema of content/ importing a schema one folder up",
      "src/schemas/content/x.ts",
      `import { TIERS } from "../tiers";\nexport const used = [TIERS];`,
    ],
    [
      "a feature importing the shared EIP card",
      "src/features/eips/X.tsx",
      `import { EipCard } from "../eipCard/EipCard";\nexport const used = [EipCard];`,
    ],
    [
      "domain code importing a schema and other domain code",
      "src/domain/x/y.ts",
      `import { TIERS } from "../../schemas/tiers";\nimport { isTier } from "~/domain/ranking/tiers";\nexport const used = [TIERS, isTier];`,
    ],
    [
      "a feature importing the shell, ui and an adapter",
      "src/features/rank/X.tsx",
      `import { pageMeta } from "../shell/pageMeta";\nimport { Badge } from "~/ui/Badge";\nimport { readLocal } from "~/platform/localStore";\nexport const used = [pageMeta, Badge, readLocal];`,
    ],
    [
      "content reading files",
      "src/content/x.server.ts",
      `import { readFileSync } from "node:fs";\nexport const used = [readFileSync];`,
    ],
  ])("allow %s", async (_case, filePath, code) => {
    expect(await layerErrors(filePath, `${code}\n`)).toEqual([]);
  });
});

function importedName(importLine: string): string {
  return /import \{ (\w+) \}/.exec(importLine)?.[1] ?? "";
}
