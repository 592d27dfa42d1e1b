import type { Eip } from "~/schemas/content";

/** The `key: value` lines between an EIP file's opening `---` lines; empty when the file has no such header. */
export function parseSpecHeader(text: string): Map<string, string> {
  const header = new Map<string, string>();
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match?.[1]) return header;
  for (const line of match[1].split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim();
    if (!header.has(key)) header.set(key, line.slice(colon + 1).trim());
  }
  return header;
}

// The EIPs repository writes apostrophes in headers as backticks (its YAML front matter); we show an apostrophe.
const normalise = (value: string) => value.replaceAll("`", "'").trim();

/** Our content's value for each header field the spec states. */
const HEADER_FIELDS: Record<string, (eip: Eip) => string | undefined> = {
  title: (eip) => eip.title.replace(/^(?:EIP|RIP)-\d+:\s*/, ""),
  status: (eip) => eip.status,
  description: (eip) => eip.description,
  author: (eip) => eip.author,
  created: (eip) => eip.createdDate,
  "discussions-to": (eip) => eip.discussionLink,
};

/** Where the EIP's facts differ from its specification's header, naming the field and both values. */
export function specHeaderProblems(eip: Eip, specText: string | undefined): string[] {
  if (specText === undefined) return [];
  const header = parseSpecHeader(specText);
  if (header.size === 0) return [`content/eip-specs/eip-${eip.id}.md has no header to check the facts against`];
  return Object.entries(HEADER_FIELDS).flatMap(([key, ours]) => {
    const theirs = header.get(key);
    const value = ours(eip);
    if (theirs === undefined || normalise(theirs) === normalise(value ?? "")) return [];
    return [`header '${key}': content says '${value ?? ""}', the specification says '${normalise(theirs)}'`];
  });
}
