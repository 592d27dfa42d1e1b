import { memo } from "react";
import { sessionTitle } from "~/domain/calls/series";
import { formatIsoDate } from "~/domain/time/isoDate";
import { CONTENT_TYPE_LABELS } from "~/domain/search/searchContentTypes";
import { SUMMARY_VERSION_NAMES } from "~/schemas/callConstants";
import type { SearchContentType } from "~/schemas/searchIndex";
import type { SearchHitView } from "~/platform/searchIndex/messages";
import { HighlightedText } from "~/ui/HighlightedText";
import type { ToneClass } from "~/ui/tones";

// The tones of ui/Badge, by their CSS class (a type from ui/tones, so the dialog imports no module: a shared chunk would be a fourth
// request before the first results, budget 3, DESIGN.md).
const TYPE_TONE: Record<SearchContentType, ToneClass> = {
  transcript: "tone-blue",
  chat: "tone-violet",
  agenda: "tone-emerald",
  action: "tone-amber",
  decision: "tone-sky",
};

interface SearchResultOptionProps {
  id: string;
  index: number;
  hit: SearchHitView;
  query: string;
  seriesName: string;
  isSelected: boolean;
  onSelect: (index: number) => void;
  onChoose: (index: number) => void;
}

/** One result; memo'd, so moving the selection re-renders only the two options it changes. */
export const SearchResultOption = memo(function SearchResultOption({
  id,
  index,
  hit,
  query,
  seriesName,
  isSelected,
  onSelect,
  onChoose,
}: SearchResultOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={isSelected}
      onMouseMove={isSelected ? undefined : () => onSelect(index)}
      onClick={() => onChoose(index)}
      className={`cursor-pointer rounded-lg px-3 py-2.5 ring-inset [contain-intrinsic-size:auto_5rem] [content-visibility:auto] ${isSelected ? "bg-amber-50 ring-2 ring-amber-400 dark:bg-amber-400/10 dark:ring-amber-400/70" : "hover:bg-wash"}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
        <span
          className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TYPE_TONE[hit.type]}`}
        >
          {CONTENT_TYPE_LABELS[hit.type]}
        </span>
        <span className="font-semibold text-ink">
          {sessionTitle({ name: seriesName }, hit.callNumber, hit.callSession)}
        </span>
        <time dateTime={hit.callDate}>{formatIsoDate(hit.callDate)}</time>
        {hit.timestamp !== "" && <span className="font-mono tabular-nums">{hit.timestamp}</span>}
        {hit.summaryVersion && <span className="italic">{SUMMARY_VERSION_NAMES[hit.summaryVersion]}</span>}
        {hit.speaker !== "" && <span className="font-medium text-body">{hit.speaker}</span>}
      </div>
      <p className="mt-1 text-sm break-words text-ink-soft">
        <HighlightedText text={hit.excerpt} query={query} />
      </p>
    </li>
  );
});
