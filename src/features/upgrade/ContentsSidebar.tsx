import { useEffect, useRef, type MouseEvent, type RefObject } from "react";
import { entryContaining, listedMembers, type ContentsEntry } from "~/domain/eips/contents";
import { proposalNumber, type UpgradeEip } from "~/domain/eips/upgradeEip";

interface ContentsSidebarProps {
  entries: readonly ContentsEntry<UpgradeEip>[];
  active: string;
  onNavigate: (anchor: string) => void;
}

/** The page's contents, large screens only; the section being read is highlighted. */
export function ContentsSidebar({ entries, active, onNavigate }: ContentsSidebarProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useKeepActiveInView(scroller, active);
  const activeEntry = entryContaining(entries, active)?.anchor;
  const follow = (anchor: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(anchor);
  };

  return (
    <nav aria-label="Contents" className="hidden lg:block">
      <div
        ref={scroller}
        className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto overscroll-contain pr-2 pb-4"
      >
        <p className="mb-2 text-xs font-bold tracking-wide text-muted uppercase">On this page</p>
        <ul className="space-y-1 border-l border-line">
          {entries.map((entry) => (
            <li key={entry.anchor}>
              <a
                href={`#${entry.anchor}`}
                onClick={follow(entry.anchor)}
                data-anchor={entry.anchor}
                aria-current={activeEntry === entry.anchor ? "location" : undefined}
                className={`-ml-px flex items-baseline justify-between gap-2 border-l-2 py-1 pl-3 text-sm ${
                  activeEntry === entry.anchor
                    ? "border-accent-line font-semibold text-indigo-800 dark:text-indigo-200"
                    : "border-transparent text-body hover:text-heading"
                }`}
              >
                <span>{entry.label}</span>
                {entry.count !== undefined && <span className="text-xs font-normal text-muted">{entry.count}</span>}
              </a>
              {listedMembers(entry).length > 0 && (
                <ul className="mb-2 ml-3 space-y-0.5">
                  {listedMembers(entry).map(({ anchor, eip }) => (
                    <li key={anchor}>
                      <a
                        href={`#${anchor}`}
                        onClick={follow(anchor)}
                        data-anchor={anchor}
                        aria-current={active === anchor ? "location" : undefined}
                        className={`block truncate rounded px-2 py-0.5 text-xs ${
                          active === anchor
                            ? "bg-indigo-50 font-semibold text-accent-strong dark:bg-indigo-950"
                            : "text-muted hover:text-heading"
                        }`}
                      >
                        {eip.isHeadliner && <span aria-hidden="true">★ </span>}
                        <span className="font-mono">{proposalNumber(eip)}</span> {eip.title}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** Scrolls the sidebar (never the page) so the highlighted item stays visible. */
function useKeepActiveInView(scroller: RefObject<HTMLDivElement | null>, active: string): void {
  useEffect(() => {
    const container = scroller.current;
    const item = container?.querySelector<HTMLElement>(`[data-anchor="${CSS.escape(active)}"]`);
    if (!container || !item) return;
    const box = container.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    if (itemBox.top < box.top || itemBox.bottom > box.bottom) {
      container.scrollBy({ top: itemBox.top - box.top - container.clientHeight / 3 });
    }
  }, [scroller, active]);
}
