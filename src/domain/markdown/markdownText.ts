import type { CallSync } from "~/schemas/content";
import { callPath, type CallRef } from "../calls/callRef";
import { formatTimestamp, parseTimestamp, toVideoSeconds } from "../time/timestamp";

// Small pieces every Markdown twin is written with. Text from the archive is escaped so that it reads as
// text: a '*' or '[' in a transcript line must not open emphasis or a link, and a line break must not end
// a list item or a table row.

/** Inline text: Markdown's punctuation escaped, line breaks and tabs folded to spaces. */
export function inline(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, " ")
    .replace(/[\\`*_[\]<>|]/g, (c) => `\\${c}`)
    .trim();
}

/** Inline text that ends as a sentence does: a full stop added when it has no closing punctuation. */
export function sentence(text: string): string {
  const escaped = inline(text);
  return /[.!?:;]$/.test(escaped) ? escaped : `${escaped}.`;
}

/** A link; the URL's spaces, parentheses and angle brackets are percent-encoded so the link cannot break out. */
export function link(text: string, url: string): string {
  return `[${inline(text)}](${url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)})`;
}

/**
 * The call page at a moment of its transcript ('HH:MM:SS' as the archive wrote it): the page's '#HH:MM:SS'
 * names a video time, so the call's sync is applied as on the page. `time` is that video time, or null for
 * a time that is not one.
 */
export function moment(
  call: CallRef,
  transcriptTime: string,
  sync: CallSync | undefined,
): { path: string; time: string | null } {
  if (!/^\d+:\d\d:\d\d/.test(transcriptTime)) return { path: callPath(call), time: null };
  const time = formatTimestamp(Math.max(0, toVideoSeconds(parseTimestamp(transcriptTime), sync)));
  return { path: `${callPath(call)}#${time}`, time };
}

/** Lines as one document: runs of blank lines folded to one, one newline at the end. */
export function markdownDocument(lines: readonly string[]): string {
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

/** A Markdown table; cells are inline text already (escape with `inline`, links with `link`). */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}
