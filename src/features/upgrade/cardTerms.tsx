import { createContext, useContext, useId, useMemo, type ReactNode } from "react";
import { formatIsoDate } from "~/domain/time/isoDate";
import { cardTexts, type UpgradeEip } from "~/domain/eips/upgradeEip";
import { markFirstTermUses, type TermSegment } from "~/domain/glossary/terms";
import type { GlossaryTerm } from "~/schemas/content";
import { GlossaryText, TermDefinitions } from "~/ui/GlossaryText";
import { LINK_CLASS } from "./linkStyle";

interface PageTexts {
  /** The glossary entries the page's cards use. */
  glossary: readonly GlossaryTerm[];
  /** The date of the specifications the texts were reviewed against. */
  eipSpecsAsOf: string;
}

const PageTexts = createContext<PageTexts>({ glossary: [], eipSpecsAsOf: "" });
interface CardTerms {
  segments: ReadonlyMap<string, TermSegment[]>;
  definitionId: (term: string) => string;
}

const CardTerms = createContext<CardTerms>({ segments: new Map(), definitionId: (term) => term });

/** What every card's texts share, from the page data. */
export const PageTextsProvider = PageTexts.Provider;

/** Marks the first use of each glossary term across one card's texts, in reading order. */
export function CardTermsProvider({ eip, children }: { eip: UpgradeEip; children: ReactNode }) {
  const terms = useContext(PageTexts).glossary;
  const idPrefix = useId();
  const value = useMemo(() => {
    const texts = cardTexts(eip);
    const marked = markFirstTermUses(texts, terms);
    const definitionId = (term: string) => `${idPrefix}${term.replace(/\W+/g, "-")}`;
    return { segments: new Map(texts.map((text, i) => [text, marked[i] ?? [{ text }]])), definitionId };
  }, [eip, terms, idPrefix]);
  const used = [...value.segments.values()].flat().flatMap((segment) => ("term" in segment ? [segment] : []));
  return (
    <CardTerms.Provider value={value}>
      {children}
      <TermDefinitions terms={used} definitionId={value.definitionId} />
    </CardTerms.Provider>
  );
}

/** One of the card's texts, its glossary terms defined where they are first used on the card. */
export function CardText({ text }: { text: string }) {
  const { segments, definitionId } = useContext(CardTerms);
  return <GlossaryText segments={segments.get(text) ?? [{ text }]} linkClassName={LINK_CLASS} definitionId={definitionId} />;
}

/** Who wrote the card's plain-language text, and whether and when it was checked against the EIP's specification. */
export function TextReviewNote({ eip }: { eip: UpgradeEip }) {
  const { eipSpecsAsOf } = useContext(PageTexts);
  if (!eip.machineDrafted) return null;
  return (
    <p data-testid="machine-drafted" className="mt-4 text-xs text-slate-600 italic dark:text-slate-400">
      {eip.review
        ? `Plain-language text drafted by a machine, then checked against the EIP's specification (as published ${formatIsoDate(eipSpecsAsOf)}) on ${formatIsoDate(eip.review.reviewedOn)}.`
        : "Plain-language text drafted by a machine, not yet reviewed."}
    </p>
  );
}
