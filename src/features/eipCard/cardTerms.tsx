import { createContext, useContext, useMemo, type ReactNode } from "react";
import { cardTexts, type UpgradeEip } from "~/domain/eips/upgradeEip";
import { segmentsFromMarks, type TermSegment } from "~/domain/glossary/terms";
import type { GlossaryTerm } from "~/schemas/content";
import { GlossaryText, TermDefinitions } from "~/ui/GlossaryText";
import { LINK_CLASS } from "../../ui/linkStyle";

interface PageTexts {
  /** The glossary entries the page's cards use. */
  glossary: readonly GlossaryTerm[];
}

const PageTexts = createContext<PageTexts>({ glossary: [] });
const CardTerms = createContext<ReadonlyMap<string, TermSegment[]>>(new Map());

/** What every card's texts share, from the page data. */
export const PageTextsProvider = PageTexts.Provider;

// One definition per term for the whole page: every card's first use of the term is described by it.
const definitionId = (term: string) => `term-${term.replace(/\W+/g, "-")}`;

/** The definitions of the page's glossary terms, hidden: the terms' tooltips and descriptions point here. */
export function PageTermDefinitions() {
  return <TermDefinitions terms={useContext(PageTexts).glossary} definitionId={definitionId} />;
}

/** Cuts one card's texts at the first use of each glossary term (found at build time by upgradePageData). */
export function CardTermsProvider({ eip, children }: { eip: UpgradeEip; children: ReactNode }) {
  const terms = useContext(PageTexts).glossary;
  const segments = useMemo(
    () => new Map(cardTexts(eip).map((text, i) => [text, segmentsFromMarks(text, i, eip.termMarks ?? [], terms)])),
    [eip, terms],
  );
  return <CardTerms.Provider value={segments}>{children}</CardTerms.Provider>;
}

/** One of the card's texts, its glossary terms defined where they are first used on the card. */
export function CardText({ text }: { text: string }) {
  const segments = useContext(CardTerms).get(text) ?? [{ text }];
  return <GlossaryText segments={segments} linkClassName={LINK_CLASS} definitionId={definitionId} />;
}

/** Who wrote the card's plain-language text, and whether and when it was checked against the EIP's specification. */
export function TextReviewNote({ eip }: { eip: UpgradeEip }) {
  if (!eip.reviewNote) return null;
  return (
    <p data-testid="machine-drafted" className="mt-4 text-xs text-muted italic">
      {eip.reviewNote}
    </p>
  );
}
