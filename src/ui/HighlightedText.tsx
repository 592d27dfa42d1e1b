import { splitHighlights } from "~/domain/search/highlight";

/** Text with the words matching `query` marked. Rendered as React text nodes: the query is never HTML. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitHighlights(text, query).map((segment, i) =>
        segment.isMatch ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-500/40">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
