import { createContext, useContext, useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import { findEipMentions, type EipAlias } from "~/domain/eips/mentions";
import { eipPagePath } from "~/domain/eips/eipPagePath";

/** The EIPs a call page links: those of the catalogue the call mentions (found at build time), and the names they go by. */
export type CallEipLinks = { ids: readonly number[]; aliases: readonly EipAlias[] };

type Linker = { ids: ReadonlySet<number>; aliases: readonly EipAlias[] };
const EipLinks = createContext<Linker>({ ids: new Set(), aliases: [] });

export function EipLinksProvider({ links, children }: { links: CallEipLinks; children: ReactNode }) {
  const value = useMemo(() => ({ ids: new Set(links.ids), aliases: links.aliases }), [links]);
  return <EipLinks.Provider value={value}>{children}</EipLinks.Provider>;
}

const LINK = "font-medium text-indigo-700 underline decoration-dotted underline-offset-2 hover:decoration-solid dark:text-indigo-300";

function useMentions(text: string) {
  const { ids, aliases } = useContext(EipLinks);
  return useMemo(() => (ids.size === 0 ? [] : findEipMentions(text, aliases).filter((mention) => ids.has(mention.eip))), [text, ids, aliases]);
}

/** A line of the call (chat, summary, decision) with each EIP it mentions linked to the EIP's page. */
export function EipLinkedText({ text }: { text: string }) {
  const mentions = useMentions(text);
  if (mentions.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const mention of mentions) {
    parts.push(text.slice(at, mention.start));
    parts.push(
      <Link key={mention.start} to={eipPagePath(mention.eip)} className={LINK} title={`EIP-${mention.eip}`}>
        {text.slice(mention.start, mention.end)}
      </Link>,
    );
    at = mention.end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * The EIPs a transcript line mentions, as links beside it: the line itself is one button (it seeks the video),
 * and a link may not sit inside a button.
 */
export function EipMentionLinks({ text }: { text: string }) {
  const mentions = useMentions(text);
  const ids = [...new Set(mentions.map((mention) => mention.eip))];
  if (ids.length === 0) return null;
  return (
    <p className="mt-0.5 ml-4 flex flex-wrap gap-x-2 text-xs" data-testid="line-eips">
      {ids.map((id) => (
        <Link key={id} to={eipPagePath(id)} className={LINK}>
          EIP-{id}
        </Link>
      ))}
    </p>
  );
}
