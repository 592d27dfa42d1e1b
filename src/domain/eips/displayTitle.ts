// SPEC §3: a title is stored as 'EIP-n: …' or 'RIP-n: …' and shown without the prefix. Some upstream
// titles have no prefix, and some end in a stray space.
const PROPOSAL_PREFIX = /^(?:EIP|RIP)-\d+:\s*/i;

/** The title as the site shows it everywhere: prefix stripped, trimmed; a title that is only a prefix stays whole. */
export function displayTitle(title: string): string {
  return title.replace(PROPOSAL_PREFIX, "").trim() || title;
}
