import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// No module in src/ or pipeline/ may reach itself through its imports. Type-only and dynamic imports
// count too: a cycle of types still ties two modules into one, and a lazy import is still a dependency.
// Nor may a subject folder of src/domain (calls/, eips/, search/, …) reach itself through its modules' imports:
// subjects are layered (src/domain/README.md), so two subjects that import each other are one subject in two rooms.

const ROOT = process.cwd();
const FOLDERS = ["src", "pipeline"];
const DOMAIN = join(ROOT, "src", "domain");

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

/**
 * The subject folders of a domain folder as a graph: an arrow from one subject to another when a module of the first
 * imports a module of the second. Modules outside the folder, or directly in it, belong to no subject.
 */
function subjectGraph(files: Map<string, string[]>, domain: string): Map<string, string[]> {
  const subjectOf = (file: string) => {
    const path = relative(domain, file).split(sep);
    return path.length > 1 && path[0] !== ".." ? path[0] : undefined;
  };
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = subjectOf(file);
    if (from === undefined) continue;
    const arrows = graph.get(from) ?? new Set<string>();
    graph.set(from, arrows);
    for (const target of targets) {
      const to = subjectOf(target);
      if (to !== undefined && to !== from) arrows.add(to);
    }
  }
  return new Map([...graph].map(([subject, arrows]) => [subject, [...arrows]]));
}

/** One cycle per strongly connected group of modules (Tarjan), each as the nodes in it (files relative to the root). */
function cycles(
  graph: Map<string, string[]>,
  name: (node: string) => string = (file) => relative(ROOT, file),
): string[][] {
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
      group.push(name(member));
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

  it("form no cycle between the subject folders of src/domain", () => {
    const subjects = subjectGraph(importGraph(), DOMAIN);
    expect(subjects.get("calls")).toEqual([]);
    expect(subjects.get("search")).toContain("calls");
    expect(cycles(subjects, (subject) => subject)).toEqual([]);
  });

  it("find a subject cycle that no file cycle shows", () => {
    // archive/plan → search/index → search/tokens → archive/names: four files, no file cycle, two subjects in a ring.
    const file = (path: string) => join(DOMAIN, path);
    const graph = new Map([
      [file("archive/plan.ts"), [file("search/index.ts")]],
      [file("search/index.ts"), [file("search/tokens.ts"), file("calls/ref.ts")]],
      [file("search/tokens.ts"), [file("archive/names.ts")]],
      [file("archive/names.ts"), [file("calls/ref.ts")]],
      [file("calls/ref.ts"), [join(ROOT, "src", "schemas", "calls.ts")]],
      [join(ROOT, "src", "schemas", "calls.ts"), []],
    ]);
    expect(cycles(graph)).toEqual([]);
    expect(cycles(subjectGraph(graph, DOMAIN), (subject) => subject)).toEqual([["archive", "search"]]);
    graph.set(file("search/tokens.ts"), []);
    expect(cycles(subjectGraph(graph, DOMAIN), (subject) => subject)).toEqual([]);
  });

  it("are all seen, relative or by the ~ alias", () => {
    const graph = importGraph();
    const imports = (file: string) => (graph.get(join(ROOT, file)) ?? []).map((target) => relative(ROOT, target));
    expect(imports("pipeline/readContent.ts")).toContain("pipeline/crossCheckContent.ts");
    expect(imports("src/schemas/ranking.ts")).toContain("src/schemas/tiers.ts");
    expect(imports("src/routes/call.tsx")).toContain("src/content/callBundle.server.ts");
  });
});
