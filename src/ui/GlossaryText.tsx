import type { TermSegment } from "~/domain/glossary/terms";
import { LinkedText } from "./LinkedText";
import { Tooltip } from "./Tooltip";

interface GlossaryTextProps {
  segments: readonly TermSegment[];
  linkClassName: string;
  /** The id of the element that holds a term's definition (see TermDefinitions). */
  definitionId: (term: string) => string;
}

/** Prose with '[label](url)' links, where a term's first use shows its definition in a tooltip. */
export function GlossaryText({ segments, linkClassName, definitionId }: GlossaryTextProps) {
  return (
    <>
      {segments.map((segment, index) =>
        "term" in segment ? (
          <Tooltip key={index} text={segment.definition} descriptionId={definitionId(segment.term)}>
            {(tooltipId) => (
              <button
                type="button"
                data-term={segment.term}
                aria-describedby={tooltipId}
                // At least 24 × 24 px, so a short term ("L1") is a touch target of its own (WCAG 2.5.8).
                className="inline-block min-h-6 min-w-6 cursor-help underline decoration-slate-400 decoration-dotted underline-offset-4 dark:decoration-slate-500"
              >
                {segment.text}
              </button>
            )}
          </Tooltip>
        ) : (
          <LinkedText key={index} text={segment.text} linkClassName={linkClassName} />
        ),
      )}
    </>
  );
}

/** The definitions the terms' tooltips describe them with: hidden, after the prose, so the prose reads on its own. */
export function TermDefinitions({
  terms,
  definitionId,
}: {
  terms: readonly { term: string; definition: string }[];
  definitionId: (term: string) => string;
}) {
  if (!terms.length) return null;
  return (
    <div hidden>
      {terms.map(({ term, definition }) => (
        <span key={term} id={definitionId(term)}>
          {definition}
        </span>
      ))}
    </div>
  );
}
