import type { z } from "zod";

/** A content or archive problem, always naming the file, the field and what was expected. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(problems.map((p) => `${file}: ${p}`).join("\n"));
    this.name = "ContentError";
  }
}

export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join(".") : "(root)";
    return `field '${field}': ${issue.message}`;
  });
}

export function parseWithSchema<T>(file: string, raw: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    throw new ContentError(file, [`not valid JSON (${error instanceof Error ? error.message : String(error)})`]);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new ContentError(file, describeIssues(result.error));
  return result.data;
}
