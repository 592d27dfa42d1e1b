import { useCallback, useState } from "react";
import { deferModule } from "~/platform/deferredModule";
import type { SearchIndexSource } from "~/platform/searchIndex/client";
import type { SeriesLabel } from "~/domain/calls/series";
import { useDeferredModule } from "~/ui/useDeferredModule";
import { useFindShortcut } from "~/ui/useFindShortcut";
import { useTypeAhead } from "~/ui/useTypeAhead";

const searchDialog = deferModule(() => import("./search/CalendarSearchDialog"));

// A visitor pointing at or focusing the button is about to search: fetch the dialog's code and start
// the index then, so the click opens a dialog that is already loading.
function prepareSearch(source: SearchIndexSource): void {
  searchDialog.load().then(
    (dialog) => dialog.prefetchSearchIndex(source),
    () => undefined,
  );
}

/** Entry to the calendar-wide search: the button and Cmd/Ctrl+F open it; its dialog loads only then. */
export function CalendarSearchButton({
  source,
  series,
}: {
  source: SearchIndexSource;
  series: { chips: SeriesLabel[]; others: SeriesLabel[] };
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // Counts the requests to search, so Cmd/Ctrl+F in an open dialog brings focus back to its field.
  const [requests, setRequests] = useState(0);
  const openSearch = useCallback(() => {
    setWanted(true);
    setOpen(true);
    setRequests((n) => n + 1);
  }, []);
  const closeSearch = useCallback(() => setOpen(false), []);
  useFindShortcut(openSearch);
  const typedAhead = useTypeAhead(open);
  const dialog = useDeferredModule(searchDialog, "The search's code could not be loaded", wanted);
  return (
    <>
      <button
        type="button"
        onClick={openSearch}
        onPointerEnter={() => prepareSearch(source)}
        onFocus={() => prepareSearch(source)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+F Meta+F"
        className="inline-flex items-center gap-2 rounded-lg border border-line-strong px-4 py-2 text-sm font-semibold hover:bg-subtle"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        Search all calls
      </button>
      {wanted && dialog && (
        <dialog.CalendarSearchDialog
          open={open}
          onClose={closeSearch}
          source={source}
          focusRequest={requests}
          typedAhead={typedAhead}
          series={series}
        />
      )}
    </>
  );
}
