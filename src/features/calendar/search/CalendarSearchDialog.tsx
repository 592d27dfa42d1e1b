import type { SearchIndexSource } from "~/platform/searchIndex/client";
import type { SeriesLabel } from "~/domain/calls/series";
export { prefetchSearchIndex } from "~/platform/searchIndex/client";
import { ModalDialog } from "~/ui/ModalDialog";
import { CalendarSearchPanel } from "./CalendarSearchPanel";

interface CalendarSearchDialogProps {
  open: boolean;
  onClose: () => void;
  source: SearchIndexSource;
  /** Changes each time the visitor asks to search again (the button, Cmd/Ctrl+F). */
  focusRequest: number;
  /** What was typed while this code loaded: the query to start with. */
  typedAhead: string;
  series: { chips: SeriesLabel[]; others: SeriesLabel[] };
}

/** Loaded on demand (CalendarSearchButton): the dialog, its worker and the index stay out of the page's first load. */
export function CalendarSearchDialog({
  open,
  onClose,
  source,
  focusRequest,
  typedAhead,
  series,
}: CalendarSearchDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} label="Search all calls" className="dark:backdrop:bg-black/75">
      <CalendarSearchPanel
        source={source}
        onClose={onClose}
        focusRequest={focusRequest}
        typedAhead={typedAhead}
        series={series}
      />
    </ModalDialog>
  );
}
