import { Link } from "react-router";
import { callTitle, shortCallTitle, type ListedCall } from "~/domain/calls/series";
import { formatIsoDate } from "~/domain/time/isoDate";
import { SiteHeader } from "~/features/shell/SiteHeader";
import { HeaderSearchButton } from "../search/SearchButton";

type CallHeaderProps = {
  /** Absent when the call is unknown. */
  call?: ListedCall;
  /** Absent when there is nothing to search. */
  onSearch?: () => void;
};

/** The sticky header: product name to /, the call, a way back to the calendar, search and theme. */
export function CallHeader({ call, onSearch }: CallHeaderProps) {
  return (
    <SiteHeader>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Link to="/calls" className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-body hover:bg-subtle">
          <span aria-hidden="true">←</span> Calls
        </Link>
        {call && (
          <p className="min-w-0 truncate text-sm text-body">
            <span className="font-semibold text-heading">
              <span className="sm:hidden">{shortCallTitle(call.series, call.number)}</span>
              <span className="max-sm:hidden">{callTitle(call.series, call.number)}</span>
            </span>
            <span className="max-sm:hidden">
              {" · "}
              <time dateTime={call.date}>{formatIsoDate(call.date)}</time>
            </span>
          </p>
        )}
        {onSearch && (
          <div className="ml-auto">
            <HeaderSearchButton onOpen={onSearch} />
          </div>
        )}
      </div>
    </SiteHeader>
  );
}
