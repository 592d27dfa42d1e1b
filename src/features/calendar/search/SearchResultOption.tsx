import { memo } from "react";
import { sessionTitle } from "~/domain/calls/series";
import { formatIsoDate } from "~/domain/time/isoDate";
import { CONTENT_TYPE_LABELS } from "~/domain/search/searchContentTypes";
import { SUMMARY_VERSION_NAMES } from "~/schemas/callConstants";
import type { SearchContentType } from "~/schemas/searchIndex";
import type { SearchHitView } from "~/platform/searchIndex/messages";
import { HighlightedText } from "~/ui/HighlightedText";

// The badge colours of ui/Badge, written out here: importing Badge would cost the dialog a shared
// chunk, a fourth request before the first results (budget: 3, DESIGN.md).
const TYPE_BADGE: Record<SearchContentType, string> = {
  transcript: "bg-blue-100 text-blue-900 ring-blue-300 dark:bg-blue-950 dark:text-blue-200 dark:ring-blue-800",
  chat: "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800",
  agenda:
    "bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  action: "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  decision: "bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800",
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
      className={`cursor-pointer rounded-lg px-3 py-2.5 ring-inset [contain-intrinsic-size:auto_5rem] [content-visibility:auto] ${isSelected ? "bg-amber-50 ring-2 ring-amber-400 dark:bg-amber-400/10 dark:ring-amber-400/70" : "hover:bg-slate-50 dark:hover:bg-slate-800/60"}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <span
          className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TYPE_BADGE[hit.type]}`}
        >
          {CONTENT_TYPE_LABELS[hit.type]}
        </span>
        <span className="font-semibold text-slate-900 dark:text-slate-100">
          {sessionTitle({ name: seriesName }, hit.callNumber, hit.callSession)}
        </span>
        <time dateTime={hit.callDate}>{formatIsoDate(hit.callDate)}</time>
        {hit.timestamp !== "" && <span className="font-mono tabular-nums">{hit.timestamp}</span>}
        {hit.summaryVersion && <span className="italic">{SUMMARY_VERSION_NAMES[hit.summaryVersion]}</span>}
        {hit.speaker !== "" && <span className="font-medium text-slate-700 dark:text-slate-300">{hit.speaker}</span>}
      </div>
      <p className="mt-1 text-sm break-words text-slate-800 dark:text-slate-200">
        <HighlightedText text={hit.excerpt} query={query} />
      </p>
    </li>
  );
});
