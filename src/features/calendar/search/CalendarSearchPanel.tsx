import {
  Activity,
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import { useNavigate } from "react-router";
import { BREAKOUTS, seriesLabel, seriesOfChoice, type SeriesChoice, type SeriesLabel } from "~/domain/calls/series";
import { callResultHref } from "~/domain/search/callResultLink";
import { moveSelection, resultCountText, type SelectionMove } from "~/domain/search/calendarSearchResults";
import { CONTENT_TYPE_FILTERS } from "~/domain/search/searchContentTypes";
import { requestRestOfAnswer, type SearchIndexSource } from "~/platform/searchIndex/client";
import type { SearchFilters } from "~/platform/searchIndex/messages";
import { SearchFilterChips, type ChipOption } from "./SearchFilterChips";
import { SearchIndexProgress } from "./SearchIndexProgress";
import { NoResults, SearchFailed, StartTypingHint, TooShortHint } from "./SearchMessages";
import { optionIdOf, SearchResultList } from "./SearchResultList";
import { ResultPrefetch } from "./ResultPrefetch";
import { useCalendarSearch, type ListedAnswer } from "./useCalendarSearch";
import { useSearchIndexStatus } from "./useSearchIndexStatus";

/** SPEC's call-type chips (All Calls, ACDC, ACDE, ACDT), then 'Breakouts' for every other series. */
function seriesChips({ chips, others }: SeriesChoices): ChipOption<SeriesChoice>[] {
  const options: ChipOption<SeriesChoice>[] = [
    { value: "all", label: "All Calls" },
    ...chips.map((s) => ({ value: s.id, label: s.short })),
  ];
  return others.length > 0 ? [...options, { value: BREAKOUTS, label: "Breakouts" }] : options;
}

type SeriesChoices = { chips: SeriesLabel[]; others: SeriesLabel[] };

// SPEC §9: the result list is about 24 rem high, 60vh on phones.
const SCROLL_AREA = "max-h-[60vh] min-h-0 flex-1 overflow-y-auto overscroll-contain sm:max-h-96";

const KEY_MOVES: Record<string, SelectionMove> = { ArrowDown: "next", ArrowUp: "previous" };
// In the list (not the text field, where they move the caret) Home and End jump to the ends.
const LIST_KEY_MOVES: Record<string, SelectionMove> = { ...KEY_MOVES, Home: "first", End: "last" };

interface SearchFilterRowsProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  series: SeriesChoices;
}

/** The content-type and call-type chips. Memoised: a key typed in the field does not render them again. */
const SearchFilterRows = memo(function SearchFilterRows({ filters, onChange, series }: SearchFilterRowsProps) {
  const [seriesChoice, setSeriesChoice] = useState<SeriesChoice>("all");
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <SearchFilterChips
        label="Content type"
        options={CONTENT_TYPE_FILTERS}
        value={filters.contentType}
        onChange={(contentType) => onChange({ ...filters, contentType })}
      />
      <SearchFilterChips
        label="Call type"
        options={seriesChips(series)}
        value={seriesChoice}
        onChange={(choice) => {
          setSeriesChoice(choice);
          onChange({ ...filters, callType: seriesOfChoice(choice, series.others) });
        }}
      />
    </div>
  );
});

interface CalendarSearchPanelProps {
  source: SearchIndexSource;
  onClose: () => void;
  focusRequest: number;
  typedAhead: string;
  series: SeriesChoices;
}

export function CalendarSearchPanel({ source, onClose, focusRequest, typedAhead, series }: CalendarSearchPanelProps) {
  const { query, setQuery, filters, setFilters, selected, setSelected, retry, view, held } = useCalendarSearch(
    source,
    typedAhead,
  );
  const seriesName = useCallback((id: string) => seriesLabel([...series.chips, ...series.others], id).name, [series]);
  const status = useSearchIndexStatus();
  const navigate = useNavigate();
  const inputRef = useSelectOnRequest(focusRequest);
  const listId = useId();
  const listIdOf = (answer: ListedAnswer) => `${listId}-${answer.serial}`;

  const shown = view.kind === "answered" ? view.answer : null;
  const reply = shown?.reply ?? null;
  const hits = shown?.hits ?? [];
  const active = selected >= 0 && selected < hits.length ? selected : -1;
  const countText = reply && !reply.tooShort ? resultCountText(reply.listed, reply.total) : "";
  // The shown answer's list, and the held answer's, rendered hidden until the debounce ends.
  const lists = [shown, held].filter(
    (answer, index): answer is ListedAnswer =>
      answer !== null && answer.hits.length > 0 && (index === 0 || answer.serial !== shown?.serial),
  );

  // What the keys act on, read when they are pressed: the handlers stay the same from one answer to the
  // next, so showing a held answer does not render its list again.
  const current = useRef({ hits, active, reply });
  useLayoutEffect(() => {
    current.current = { hits, active, reply };
  });

  const choose = useCallback(
    (index: number) => {
      const { hits, reply } = current.current;
      const hit = hits[index];
      if (!hit || !reply) return;
      // The dialog leaves with the calendar page: closing it first would restyle the whole inert page
      // behind it (about 200 ms at CPU ×4) just before that page is thrown away. flushSync: the call page
      // renders in one task, not in a transition's time slices; there is nothing on screen to keep
      // responsive meanwhile (about 60 ms sooner at ×4).
      void navigate(callResultHref(hit, reply.query), { flushSync: true });
    },
    [navigate],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const { hits, active } = current.current;
      const move = (event.currentTarget instanceof HTMLInputElement ? KEY_MOVES : LIST_KEY_MOVES)[event.key];
      if (move) {
        event.preventDefault();
        setSelected(moveSelection(active, move, hits.length));
      } else if (event.key === "Enter" && active >= 0) {
        event.preventDefault();
        choose(active);
      }
    },
    [setSelected, choose],
  );

  const requestMore = useCallback(() => {
    const { reply } = current.current;
    if (reply) requestRestOfAnswer(reply.id);
  }, []);

  return (
    <div className="mx-auto mt-3 flex max-h-[calc(100dvh-2rem)] w-[min(48rem,calc(100%-1.5rem))] flex-col sm:mt-[10vh] overflow-hidden rounded-xl bg-surface text-ink shadow-2xl ring-1 ring-slate-900/10 sm:max-h-[calc(100dvh-10vh-2rem)] dark:ring-slate-600">
      <div className="space-y-3 border-b border-line-raised p-3 sm:p-4">
        <div className="flex items-center gap-2">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 shrink-0 text-faint"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            ref={inputRef}
            data-autofocus
            type="text"
            role="combobox"
            aria-label="Search all calls"
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={shown && hits.length > 0 ? listIdOf(shown) : undefined}
            aria-activedescendant={shown && active >= 0 ? optionIdOf(listIdOf(shown), active) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search all calls..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 rounded-md bg-transparent px-2 py-1.5 text-base placeholder:text-faint"
          />
          <button
            type="button"
            onClick={onClose}
            aria-label="Close search"
            className="rounded-md p-1.5 text-slate-600 hover:bg-subtle hover:text-heading dark:text-slate-300"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <SearchFilterRows filters={filters} onChange={setFilters} series={series} />
      </div>
      <SearchIndexProgress status={status} onRetry={retry} />
      {view.kind === "answered" && view.isCurrent && hits[active] && (
        <ResultPrefetch hit={hits[active]} query={view.answer.reply.query} />
      )}
      {hits.length === 0 && (
        <div className={SCROLL_AREA}>
          {view.kind === "idle" && <StartTypingHint />}
          {view.kind === "failed" && <SearchFailed />}
          {reply?.tooShort && <TooShortHint />}
          {reply && !reply.tooShort && <NoResults query={reply.query} />}
        </div>
      )}
      {lists.map((answer) => (
        // Hidden (display: none) until it is the shown answer; mounted anew for each answer.
        <Activity key={answer.serial} mode={answer === shown ? "visible" : "hidden"}>
          <SearchResultList
            id={listIdOf(answer)}
            className={SCROLL_AREA}
            hits={answer.hits}
            query={answer.reply.query}
            seriesName={seriesName}
            // A held answer is rendered as it will show: its first result selected.
            selected={answer === shown ? active : 0}
            onSelect={setSelected}
            onChoose={choose}
            onKeyDown={onKeyDown}
            onNearEnd={answer.reply.complete ? undefined : requestMore}
          />
        </Activity>
      ))}
      <p role="status" className="sr-only">
        {countText}
      </p>
      <div
        className={`${countText ? "flex" : "hidden sm:flex"} flex-wrap items-center justify-between gap-2 border-t border-line-raised px-4 py-2 text-xs text-muted`}
      >
        <p className="font-medium">{countText}</p>
        <p aria-hidden="true" className="hidden gap-3 sm:flex">
          <span>
            <kbd className="font-sans font-semibold">↑↓</kbd> Navigate
          </span>
          <span>
            <kbd className="font-sans font-semibold">Enter</kbd> Open
          </span>
          <span>
            <kbd className="font-sans font-semibold">Esc</kbd> Close
          </span>
        </p>
      </div>
    </div>
  );
}

/** The search field, focused with its text selected whenever `request` changes (Cmd/Ctrl+F again). */
function useSelectOnRequest(request: number) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.select();
  }, [request]);
  return inputRef;
}
