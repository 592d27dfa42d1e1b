import { memo, useEffect, useRef, type KeyboardEventHandler, type RefObject } from "react";
import { SEARCH_FIRST_SHOWN } from "~/domain/search/calendarSearchResults";
import type { SearchHitView } from "~/platform/searchIndex/messages";
import { useProgressiveList } from "~/ui/useProgressiveList";
import { SearchResultOption } from "./SearchResultOption";

interface SearchResultListProps {
  id: string;
  className: string;
  hits: readonly SearchHitView[];
  query: string;
  seriesName: (id: string) => string;
  selected: number;
  onSelect: (index: number) => void;
  onChoose: (index: number) => void;
  onKeyDown: KeyboardEventHandler<HTMLElement>;
  /** Set while the answer has more results than `hits`: called once the last of them scrolls into view. */
  onNearEnd: (() => void) | undefined;
}

/** The id of the result at `index` in the list whose id is `listId`. */
export const optionIdOf = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The results as a listbox. Focus normally stays in the search field, which points at the selected
 * option; the list can take focus too (it scrolls), and then answers the same keys. Mount it anew
 * (a new `key`) for each answer, so each one starts with its first results. Its props other than `hits`
 * and `selected` stay the same from one answer to the next (memo'd).
 */
export const SearchResultList = memo(function SearchResultList({
  id,
  className,
  hits,
  query,
  seriesName,
  selected,
  onSelect,
  onChoose,
  onKeyDown,
  onNearEnd,
}: SearchResultListProps) {
  const listRef = useKeepSelectedInView(selected);
  const rendered = useProgressiveList(hits, SEARCH_FIRST_SHOWN);
  useWhenLastInView(listRef, rendered.length, onNearEnd);
  return (
    <ul
      ref={listRef}
      id={id}
      role="listbox"
      aria-label="Search results"
      aria-activedescendant={selected >= 0 ? optionIdOf(id, selected) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={`space-y-1 p-2 ${className}`}
    >
      {rendered.map((hit, index) => (
        <SearchResultOption
          key={`${hit.callType}-${hit.callNumber}-${hit.callSession ?? ""}-${hit.type}-${hit.timestamp}-${index}`}
          id={optionIdOf(id, index)}
          index={index}
          hit={hit}
          query={query}
          seriesName={seriesName(hit.callType)}
          isSelected={index === selected}
          onSelect={onSelect}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
});

/**
 * Calls `onNearEnd` once the last listed result scrolls into the list's view (by wheel, touch or the
 * arrow keys): the rest of an answer's results, and their downloads, wait until someone looks for them.
 */
function useWhenLastInView(
  listRef: RefObject<HTMLUListElement | null>,
  count: number,
  onNearEnd: (() => void) | undefined,
): void {
  useEffect(() => {
    const list = listRef.current;
    const last = list?.lastElementChild;
    if (!onNearEnd || !list || !last) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNearEnd();
      },
      { root: list },
    );
    observer.observe(last);
    return () => observer.disconnect();
  }, [listRef, count, onNearEnd]);
}

function useKeepSelectedInView(selected: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // A new answer's list mounts scrolled to its top with its first result selected: nothing to scroll,
    // and scrollIntoView would lay the page out once more just after the answer's frame.
    if (!moved.current && selected <= 0) return;
    moved.current = true;
    listRef.current?.children.item(selected)?.scrollIntoView({ block: "nearest" });
  }, [selected]);
  return listRef;
}
