import { memo, type ComponentType } from "react";
import { SUMMARY_VERSION_NAMES } from "~/schemas/callConstants";
import type { SearchContentType } from "~/schemas/searchIndex";
import type { CallHit } from "~/domain/search/callSearch";
import { CONTENT_TYPE_LABELS } from "~/domain/search/searchContentTypes";
import { ArrowRightIcon, ChatIcon, CheckIcon, DocumentIcon, InfoIcon } from "~/ui/icons";
import { HighlightedText } from "~/ui/HighlightedText";
import { useProgressiveList } from "~/ui/useProgressiveList";
import { useVideoClock } from "../page/callTime";

const TYPE_ICONS: Record<SearchContentType, ComponentType<{ className?: string }>> = {
  transcript: DocumentIcon,
  chat: ChatIcon,
  agenda: InfoIcon,
  action: CheckIcon,
  decision: ArrowRightIcon,
};

type SearchResultListProps = {
  id: string;
  hits: readonly CallHit[];
  query: string;
  selected: number;
  optionId: (index: number) => string;
  showContext: boolean;
  onChoose: (hit: CallHit) => void;
};

// What fills the visible list at once; the rest follow (ui/useProgressiveList).
const FIRST_RENDERED = 8;

/**
 * The results as a listbox; the input keeps focus and points at the selected option
 * (aria-activedescendant). Mount it anew (a `key`) for each query, so each starts with its first results.
 */
export const SearchResultList = memo(function SearchResultList({
  id,
  hits,
  query,
  selected,
  optionId,
  showContext,
  onChoose,
}: SearchResultListProps) {
  const rendered = useProgressiveList(hits, FIRST_RENDERED);
  return (
    <ul id={id} role="listbox" aria-label="Search results" className="divide-y divide-slate-100 dark:divide-slate-800">
      {rendered.map((hit, index) => (
        <SearchResult
          key={`${hit.type}-${hit.ref}`}
          id={optionId(index)}
          hit={hit}
          query={query}
          isSelected={index === selected}
          showContext={showContext}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
});

type SearchResultProps = {
  id: string;
  hit: CallHit;
  query: string;
  isSelected: boolean;
  showContext: boolean;
  onChoose: (hit: CallHit) => void;
};

const SearchResult = memo(function SearchResult({
  id,
  hit,
  query,
  isSelected,
  showContext,
  onChoose,
}: SearchResultProps) {
  const Icon = TYPE_ICONS[hit.type];
  const clock = useVideoClock(hit.seconds);
  return (
    // Chosen with the mouse here, and with the keyboard from the input (aria-activedescendant).
    <li
      id={id}
      role="option"
      aria-selected={isSelected}
      onClick={() => onChoose(hit)}
      className={`flex cursor-pointer gap-3 border-l-4 px-3 py-2.5 text-sm ${
        isSelected
          ? "border-yellow-500 bg-yellow-50 dark:border-yellow-400 dark:bg-yellow-950/40"
          : "border-transparent hover:bg-wash"
      }`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-faint" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
          {clock && <span className="font-mono tabular-nums">{clock}</span>}
          {hit.speaker && <span className="font-semibold text-ink-soft">{hit.speaker}</span>}
          <span className="ml-auto rounded bg-subtle px-1.5 py-0.5 font-medium">
            {CONTENT_TYPE_LABELS[hit.type]}
            {hit.version && ` · ${SUMMARY_VERSION_NAMES[hit.version]}`}
          </span>
        </div>
        {showContext && hit.context?.before && <p className="mt-1 text-xs text-faint">{hit.context.before}</p>}
        <p className="mt-0.5 break-words text-ink">
          <HighlightedText text={hit.text} query={query} />
        </p>
        {showContext && hit.context?.after && <p className="mt-1 text-xs text-faint">{hit.context.after}</p>}
      </div>
    </li>
  );
});
