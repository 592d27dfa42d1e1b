/** The longest filter text read from a URL: a pasted page or a crafted link stays a short, harmless query. */
export const MAX_EIP_QUERY_LENGTH = 200;

/** A text filter as a URL carries it (?q=), cut to MAX_EIP_QUERY_LENGTH; none is "". */
export function eipQueryFromParam(value: string | null): string {
  return (value ?? "").slice(0, MAX_EIP_QUERY_LENGTH);
}

/** What a text filter looks at. */
export interface EipQueryTarget {
  id: number;
  title: string;
  /** Common names (content/eip-aliases.txt), e.g. 'ePBS'. */
  aliases?: readonly string[];
}

/**
 * What a text filter keeps: a number ('7732', 'EIP-7732', 'eip 7732', or its first digits), words of the
 * title in any order, or a common name ('ePBS'), ignoring case. Words are plain text, never patterns.
 * An empty query keeps everything.
 */
export function eipQueryMatcher(query: string): (eip: EipQueryTarget) => boolean {
  const words = query
    .toLowerCase()
    .replace(/\b(?:eip|rip)[-\s]*(?=\d)/g, "")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return () => true;
  return (eip) => {
    const haystack = `${eip.id} ${eip.title} ${eip.aliases?.join(" ") ?? ""}`.toLowerCase();
    return words.every((word) => (/^\d+$/.test(word) ? String(eip.id).startsWith(word) : haystack.includes(word)));
  };
}

/** True when a query would keep everything (nothing but spaces). */
export function isBlankEipQuery(query: string): boolean {
  return query.trim() === "";
}

/** An EIP's common names (content/eip-aliases.txt) that its title does not already hold. */
export function namesBeyondTitle(
  aliases: readonly { alias: string; eip: number }[],
  eip: { id: number; title: string },
): string[] {
  const title = eip.title.toLowerCase();
  return aliases
    .filter((alias) => alias.eip === eip.id && !title.includes(alias.alias.toLowerCase()))
    .map((alias) => alias.alias);
}
