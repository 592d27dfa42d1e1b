import type { ChangelogCorrection } from "~/schemas/artifacts";

export type Changelog = { corrections: ChangelogCorrection[]; warnings: string[] };

const LINE_BREAK = /\r\n|\r|\n/;
// A file of garbage gives a handful of warnings and a count, not one per line.
const MAX_WARNINGS = 20;

type Columns = { original: number; corrected: number; confidence: number | null };
const DEFAULT_COLUMNS: Columns = { original: 0, corrected: 1, confidence: 2 };

/**
 * transcript_changelog.tsv → the corrections the corrected transcript made. The header
 * (original, corrected, confidence, in any order, any case) is optional; without it the columns are taken
 * in that order. Extra columns are ignored, a missing or empty confidence is "". Fields quoted the CSV way
 * ("a ""b""") are unquoted. Tolerates a BOM and CRLF, LF or bare-CR line endings. A line without an original
 * and a corrected text is skipped with a warning naming its line number. Never throws.
 */
export function parseChangelog(text: string): Changelog {
  const corrections: ChangelogCorrection[] = [];
  const warnings: string[] = [];
  if (typeof text !== "string") return { corrections, warnings };
  let skipped = 0;
  const warn = (line: number, why: string) => {
    if (++skipped <= MAX_WARNINGS) warnings.push(`line ${line}: ${why}; skipped`);
  };

  let columns: Columns | null = null;
  const lines = stripBom(text).split(LINE_BREAK);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.trim() === "") continue;
    const fields = line.split("\t").map(unquote);
    const header = headerColumns(fields);
    if (header !== null) {
      if (columns === null) columns = header;
      else warn(i + 1, "a header line among the data");
      continue;
    }
    columns ??= DEFAULT_COLUMNS;
    const original = fields[columns.original] ?? "";
    const corrected = fields[columns.corrected] ?? "";
    if (fields.length < 2) warn(i + 1, "no tab between the original and the corrected text");
    else if (original === "") warn(i + 1, "empty original text");
    else if (corrected === "") warn(i + 1, "empty corrected text");
    else
      corrections.push({
        original,
        corrected,
        confidence: (columns.confidence === null ? "" : (fields[columns.confidence] ?? "")).toLowerCase(),
      });
  }
  if (skipped > MAX_WARNINGS) warnings.push(`${skipped - MAX_WARNINGS} more malformed lines skipped`);
  return { corrections, warnings };
}

/** The header's column positions, or null when the line is not a header (it has no "original" and "corrected"). */
function headerColumns(fields: readonly string[]): Columns | null {
  const names = fields.map((field) => field.toLowerCase());
  const original = names.indexOf("original");
  const corrected = names.indexOf("corrected");
  if (original < 0 || corrected < 0) return null;
  const confidence = names.indexOf("confidence");
  return { original, corrected, confidence: confidence < 0 ? null : confidence };
}

/** Trims a field and undoes CSV-style quoting: "\"say \"\"hi\"\"\"" → "say \"hi\"". */
function unquote(field: string): string {
  const trimmed = field.trim();
  if (trimmed.length < 2 || !trimmed.startsWith('"') || !trimmed.endsWith('"')) return trimmed;
  const inner = trimmed.slice(1, -1);
  // A quote inside that is not doubled means the quotes were the text's own, not CSV's.
  if ((inner.match(/"+/g) ?? []).some((run) => run.length % 2 === 1)) return trimmed;
  return inner.replaceAll('""', '"').trim();
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
