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

// The EIPs repository writes an apostrophe in a name as a backtick (D`Amato: its YAML front matter); we show an
// apostrophe. Elsewhere a backtick marks code (`CALLF`) and stays.
const normalise = (value: string, key = "") => (key === "author" ? value.replaceAll("`", "'") : value).trim();

/** Our content's value for each header field the spec states. */
const HEADER_FIELDS: Record<string, (eip: Eip) => string | undefined> = {
  title: (eip) => eip.title.replace(/^(?:EIP|RIP)-\d+:\s*/, ""),
  status: (eip) => eip.status,
  description: (eip) => eip.description,
  author: (eip) => eip.author,
  type: (eip) => eip.type,
  category: (eip) => eip.category,
  created: (eip) => eip.createdDate,
  "discussions-to": (eip) => eip.discussionLink,
};

/**
 * The header's facts in our content's fields, for the fact importer: where the specification states a fact, it is
 * the source (its title keeps our "EIP-N: " prefix).
 */
export function factsFromSpecHeader(
  specText: string,
  titlePrefix: string,
): Partial<
  Pick<Eip, "title" | "status" | "description" | "author" | "type" | "category" | "createdDate" | "discussionLink">
> {
  const header = parseSpecHeader(specText);
  const value = (key: string) => {
    const raw = header.get(key);
    return raw === undefined || raw.trim() === "" ? undefined : normalise(raw, key);
  };
  const status = STATUSES.find((s) => s === value("status"));
  const type = TYPES.find((t) => t === value("type"));
  const category = CATEGORIES.find((c) => c === value("category"));
  const facts = {
    title: value("title") === undefined ? undefined : `${titlePrefix}${value("title")}`,
    status,
    description: value("description"),
    author: value("author"),
    type,
    category,
    createdDate: value("created"),
    discussionLink: value("discussions-to"),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined));
}

const STATUSES: readonly Eip["status"][] = ["Draft", "Review", "Last Call", "Final", "Stagnant", "Withdrawn", "Living"];
const TYPES: readonly Eip["type"][] = ["Standards Track", "Meta", "Informational"];
const CATEGORIES: readonly NonNullable<Eip["category"]>[] = ["Core", "Networking", "Interface", "ERC"];

/** Where the EIP's facts differ from its specification's header, naming the field and both values. */
export function specHeaderProblems(eip: Eip, specText: string | undefined): string[] {
  if (specText === undefined) return [];
  const header = parseSpecHeader(specText);
  if (header.size === 0) return [`content/eip-specs/eip-${eip.id}.md has no header to check the facts against`];
  return Object.entries(HEADER_FIELDS).flatMap(([key, ours]) => {
    const theirs = header.get(key);
    const value = ours(eip);
    if (theirs === undefined || normalise(theirs, key) === normalise(value ?? "", key)) return [];
    return [`header '${key}': content says '${value ?? ""}', the specification says '${normalise(theirs, key)}'`];
  });
}
