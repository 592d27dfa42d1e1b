import { createContext, useContext, useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import { findEipMentions, type EipAlias } from "~/domain/text/eipMentions";
import { eipPagePath } from "~/domain/eips/eipPagePath";
import { segmentLine, type LineSegment, type SiteMention } from "~/domain/text/lineSegments";
import { findUrls } from "~/domain/text/urls";
import { ExternalLink } from "~/ui/ExternalLink";

/** The EIPs a call page links: those of the catalogue the call mentions (found at build time), and the names they go by. */
export type CallEipLinks = { ids: readonly number[]; aliases: readonly EipAlias[] };

type Linker = { ids: ReadonlySet<number>; aliases: readonly EipAlias[] };
const EipLinks = createContext<Linker>({ ids: new Set(), aliases: [] });

export function EipLinksProvider({ links, children }: { links: CallEipLinks; children: ReactNode }) {
  const value = useMemo(() => ({ ids: new Set(links.ids), aliases: links.aliases }), [links]);
  return <EipLinks.Provider value={value}>{children}</EipLinks.Provider>;
}

const LINK = "font-medium text-accent underline decoration-dotted underline-offset-2 hover:decoration-solid";
// An address as written can be long: it may wrap anywhere rather than widen the pane.
const URL_LINK = "text-link underline underline-offset-2 wrap-anywhere hover:decoration-2";

function useMentions(text: string): SiteMention<number>[] {
  const { ids, aliases } = useContext(EipLinks);
  return useMemo(
    () =>
      ids.size === 0
        ? []
        : findEipMentions(text, aliases)
            .filter((mention) => ids.has(mention.eip))
            .map(({ start, end, eip }) => ({ start, end, target: eip })),
    [text, ids, aliases],
  );
}

/** Segments as text nodes and links: a line's text is never HTML. */
function LinkedSegments({ segments }: { segments: readonly LineSegment<number>[] }) {
  return segments.map((segment, index) => {
    if (segment.kind === "text") return segment.text;
    if (segment.kind === "url") {
      return (
        <ExternalLink key={index} href={segment.href} className={URL_LINK}>
          {segment.text}
        </ExternalLink>
      );
    }
    return (
      <Link key={index} to={eipPagePath(segment.target)} className={LINK} title={`EIP-${segment.target}`}>
        {segment.text}
      </Link>
    );
  });
}

/** A line of the call (summary, decision) with each EIP it mentions linked to the EIP's page. */
export function EipLinkedText({ text }: { text: string }) {
  const mentions = useMentions(text);
  if (mentions.length === 0) return <>{text}</>;
  return <LinkedSegments segments={segmentLine(text, [], mentions)} />;
}

/**
 * A transcript line or chat message: the web addresses it spells out link there (http(s) only, in a new
 * tab), and the EIPs it names link to their pages.
 */
export function CallLineText({ text }: { text: string }) {
  const mentions = useMentions(text);
  const urls = findUrls(text);
  if (mentions.length === 0 && urls.length === 0) return <>{text}</>;
  return <LinkedSegments segments={segmentLine(text, urls, mentions)} />;
}
