import type { z } from "zod";

/**
 * The `data` of one open-data file, checked against its schema (API_SCHEMAS); throws naming the file and
 * the first problems. Readers of a deployed Forkline (the Markdown twins, the MCP server) go through here.
 */
export function openDataOf<T>(schema: z.ZodType<{ data: T }>, raw: unknown, path: string): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data.data;
  const problems = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`${path} is not Forkline open data of this version: ${problems.join("; ")}`);
}
