// Checking the links of the Markdown twins and llms.txt against the built site: every link on the site's
// own origin must name a file the build wrote (a page, a twin, an open-data file), or the build fails.

/** The targets of every inline link `[text](target)` in a Markdown document, in order (an escaped `\]` opens none). */
export function markdownLinkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/(?<!\\)\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
}

/** The site path a link names ("/eips/8141" for "https://forkline.example/eips/8141#x"), or null for another origin. */
export function sitePathOf(target: string, siteUrl: string): string | null {
  const local =
    target.startsWith(`${siteUrl}/`) || target === siteUrl
      ? target.slice(siteUrl.length)
      : target.startsWith("/") && !target.startsWith("//")
        ? target
        : null;
  if (local === null) return null;
  const path = local.replace(/[?#].*$/, "") || "/";
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The links of `documents` that name a path of the site the build does not have, each as
 * "{document}: {link}", so a failing build says which twin or line to mend.
 */
export function brokenSiteLinks(
  documents: readonly { path: string; body: string }[],
  siteUrl: string,
  exists: (path: string) => boolean,
): string[] {
  const known = new Map<string, boolean>();
  const broken: string[] = [];
  for (const document of documents) {
    for (const target of markdownLinkTargets(document.body)) {
      const path = sitePathOf(target, siteUrl);
      if (path === null) continue;
      let found = known.get(path);
      if (found === undefined) {
        found = exists(path);
        known.set(path, found);
      }
      if (!found) broken.push(`${document.path}: ${target}`);
    }
  }
  return broken;
}
