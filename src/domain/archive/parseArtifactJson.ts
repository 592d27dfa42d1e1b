import type { z } from "zod";

export type ArtifactJsonResult<T> = { ok: true; value: T } | { ok: false; warning: string };

/**
 * Parses and validates one artifact file. Never throws: an empty, malformed or off-shape file gives a
 * warning naming the file and, for shape errors, the first failing field path (SPEC §8: warn, omit the section).
 */
export function parseArtifactJson<S extends z.ZodType>(
  fileName: string,
  text: string,
  schema: S,
): ArtifactJsonResult<z.output<S>> {
  if (typeof text !== "string" || text.trim() === "") return { ok: false, warning: `${fileName}: empty file` };
  const json = parseJson(text);
  if (!json.ok) return { ok: false, warning: `${fileName}: invalid JSON (${json.error})` };
  try {
    const result = schema.safeParse(json.value);
    if (result.success) return { ok: true, value: result.data };
    const [issue] = result.error.issues;
    const where = issue && issue.path.length > 0 ? formatPath(issue.path) : "(root)";
    return { ok: false, warning: `${fileName}: ${where}: ${issue?.message ?? "invalid"}` };
  } catch (error) {
    return { ok: false, warning: `${fileName}: could not be validated (${errorMessage(error)})` };
  }
}

/** ["agenda", 0, "items", 2, "decision"] → "agenda[0].items[2].decision" */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch (error) {
    return { ok: false, error: errorMessage(error) };
  }
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}
