import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No module in src/ or pipeline/ may reach itself through its imports. Type-only and dynamic imports
// count too: a cycle of types still ties two modules into one, and a lazy import is still a dependency.

const ROOT = process.cwd();
const FOLDERS = ["src", "pipeline"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => resolve(entry.parentPath, entry.name));
}

function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const files = new Set(FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map(
        ({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName,
      )
      .filter((target): target is string => target !== undefined && files.has(resolve(target)));
    graph.set(file, [...new Set(targets.map((target) => resolve(target)))]);
  }
  return graph;
}

/** One cycle per strongly connected group of modules (Tarjan), each as the files in it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) visit(next);
      if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0, order.get(next) ?? 0));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(relative(ROOT, member));
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe("imports", () => {
  it("form no cycle in src/ and pipeline/", () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });

  it("are all seen, relative or by the ~ alias", () => {
    const graph = importGraph();
    const imports = (file: string) => (graph.get(join(ROOT, file)) ?? []).map((target) => relative(ROOT, target));
    expect(imports("pipeline/readContent.ts")).toContain("pipeline/crossCheckContent.ts");
    expect(imports("src/schemas/ranking.ts")).toContain("src/schemas/tiers.ts");
    expect(imports("src/routes/call.tsx")).toContain("src/content/callBundle.server.ts");
  });
});
