import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { CallContent } from "~/domain/search/callContent";
import { hitTarget, type JumpTarget } from "~/domain/callPage/jumpTarget";
import { searchCall, type CallHit, type CallSearchFilter } from "~/domain/search/callSearch";
import { ModalDialog } from "~/ui/ModalDialog";
import { SearchIcon } from "./SearchButton";
import { SearchFilterChips } from "./SearchFilterChips";
import { SearchResultList } from "./SearchResultList";

type CallSearchOverlayProps = {
  open: boolean;
  onClose: () => void;
  content: CallContent;
  /** A result was chosen: the overlay closes and the page goes there. */
  onChoose: (target: JumpTarget) => void;
  /** What was typed while the overlay loaded: the query to start with. */
  typedAhead: string;
};

/** Results beyond this are counted but not listed: nobody reads the 400th hit for "the". */
const LISTED_RESULTS = 100;

/**
 * The call page's search (SPEC §2 'Search overlay', §4). A real modal: focus is trapped inside and
 * returns to the opener. Loaded only when first opened. Closing unmounts the panel, which resets
 * the query and the selection.
 */
export function CallSearchOverlay({ open, onClose, content, onChoose, typedAhead }: CallSearchOverlayProps) {
  return (
    <ModalDialog open={open} onClose={onClose} label="Search this call" className="p-3 sm:p-6">
      <SearchPanel content={content} onClose={onClose} onChoose={onChoose} typedAhead={typedAhead} />
    </ModalDialog>
  );
}

function SearchPanel({ content, onClose, onChoose, typedAhead }: Omit<CallSearchOverlayProps, "open">) {
  const [query, setQuery] = useState(typedAhead);
  const [filter, setFilter] = useState<CallSearchFilter>("all");
  const [showContext, setShowContext] = useState(false);
  const [selection, setSelection] = useState({ key: "", index: 0 });
  // Searched in the keystroke's own render: one call's search takes a few milliseconds, and a
  // deferred render (yielding every 5 ms) painted the answer two to three times later at CPU ×4.
  // What is slow is mounting results, so only the first few mount with the keystroke (SearchResultList).
  const hits = useMemo(() => searchCall(content, query, filter), [content, query, filter]);
  // The same array until the answer changes, so a keystroke does not re-render the listed results.
  const listed = useMemo(() => hits.slice(0, LISTED_RESULTS), [hits]);
  // The selection starts again at the top whenever the query or the filter changes.
  const resultsKey = `${filter}\u0000${query}`;
  const selected = selection.key === resultsKey ? Math.min(selection.index, listed.length - 1) : 0;
  const ids = { list: useId(), input: useId() };
  const input = useRef<HTMLInputElement>(null);
  const optionId = useCallback((index: number) => `${ids.list}-option-${index}`, [ids.list]);

  const choose = useCallback(
    (hit: CallHit | undefined) => {
      if (hit) onChoose(hitTarget(hit, content));
    },
    [onChoose, content],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const next = Math.max(0, Math.min(listed.length - 1, selected + step));
      setSelection({ key: resultsKey, index: next });
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(listed[selected]);
    }
  };
  const hasQuery = query.trim() !== "";

  return (
    <div className="mx-auto flex max-h-full w-full max-w-2xl flex-col overflow-hidden rounded-xl border border-line-raised bg-surface text-ink shadow-2xl sm:mt-[8vh]">
      <div className="flex items-center gap-2 rounded-t-xl border-b border-line-raised px-3 focus-within:ring-2 focus-within:ring-blue-600 focus-within:ring-inset dark:focus-within:ring-blue-400">
        <SearchIcon className="h-5 w-5 shrink-0 text-faint" />
        <input
          id={ids.input}
          ref={input}
          type="text"
          role="combobox"
          aria-label="Search this call"
          aria-expanded={listed.length > 0}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-activedescendant={listed.length > 0 ? optionId(selected) : undefined}
          data-autofocus
          autoComplete="off"
          spellCheck={false}
          value={query}
          onKeyDown={onKeyDown}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search transcript, chat, agenda..."
          className="min-w-0 flex-1 bg-transparent py-3 text-base outline-none placeholder:text-faint"
        />
        <button
          type="button"
          onClick={onClose}
          aria-label="Close search"
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-xl leading-none text-slate-600 hover:bg-subtle dark:text-slate-300"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-b border-line-raised px-3 py-2">
        <SearchFilterChips
          filter={filter}
          onChange={(next) => {
            setFilter(next);
            input.current?.focus();
          }}
        />
        <button
          type="button"
          aria-pressed={showContext}
          onClick={() => setShowContext((shown) => !shown)}
          className="ml-auto rounded-md px-2 py-1 text-xs font-semibold text-link hover:bg-blue-50 dark:hover:bg-blue-950"
        >
          {showContext ? "Hide context" : "Show context"}
        </button>
      </div>
      {/* Focusable, so the list scrolls by keyboard too; choosing stays with the arrow keys in the input. */}
      <div tabIndex={0} aria-label="Results" role="region" className="max-h-[60vh] min-h-0 overflow-y-auto sm:max-h-96">
        {!hasQuery ? (
          <EmptyQuery />
        ) : listed.length === 0 ? (
          <NoResults query={query} />
        ) : (
          <SearchResultList
            key={resultsKey}
            id={ids.list}
            hits={listed}
            query={query}
            selected={selected}
            optionId={optionId}
            showContext={showContext}
            onChoose={choose}
          />
        )}
      </div>
      {hasQuery && <SearchFooter total={hits.length} listed={listed.length} />}
    </div>
  );
}

function EmptyQuery() {
  return (
    <div className="px-4 py-6 text-sm text-body">
      <p>Start typing to search across:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>Transcript</li>
        <li>Chat messages</li>
        <li>Agenda topics</li>
        <li>Action items</li>
      </ul>
    </div>
  );
}

function NoResults({ query }: { query: string }) {
  return (
    <div role="status" className="px-4 py-8 text-center text-sm">
      <p className="font-semibold">No results found for "{query}"</p>
      <p className="mt-1 text-muted">Try different keywords or filters</p>
    </div>
  );
}

function SearchFooter({ total, listed }: { total: number; listed: number }) {
  const kbd = "rounded border border-line-strong px-1 font-mono";
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line-raised px-3 py-2 text-xs text-muted">
      <p role="status" className="mr-auto">
        {total} {total === 1 ? "result" : "results"}
        {listed < total && ` (showing the first ${listed})`}
      </p>
      <span>
        <kbd className={kbd}>↑</kbd> <kbd className={kbd}>↓</kbd> Navigate
      </span>
      <span>
        <kbd className={kbd}>Enter</kbd> Jump
      </span>
      <span>
        <kbd className={kbd}>Esc</kbd> Close
      </span>
    </div>
  );
}
