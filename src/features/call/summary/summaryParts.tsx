import type { ReactNode } from "react";
import { parseTimestamp } from "~/domain/time/timestamp";
import { TimeButton } from "../page/callTime";
import type { SummaryFocus } from "../page/useCallNavigation";
import { EipLinkedText } from "../page/eipLinks";

// Pieces the three summary variants share.

export function EmptySummary({ children }: { children: ReactNode }) {
  return <p className="py-4 text-center text-sm text-muted">{children}</p>;
}

/** The element id of a summary item that search results and links can point at. */
export function summaryItemId(kind: SummaryFocus["kind"], index: number): string {
  return `summary-${kind}-${index}`;
}

/** Whether a search result or link points at this item. */
export function isFocusedOn(focus: SummaryFocus | null, kind: SummaryFocus["kind"], index: number): boolean {
  return focus?.kind === kind && focus.index === index;
}

/** Classes that mark the focused item: a ring and a tint, so it is not told by colour alone. */
export function focusRing(isFocused: boolean): string {
  return isFocused ? "rounded-md bg-yellow-50 ring-2 ring-yellow-500 dark:bg-yellow-950/40" : "";
}

/** A titled list beside a summary; `ordered` numbers it. */
export function SideList({
  title,
  empty,
  ordered = false,
  children,
}: {
  title: string;
  empty: string;
  ordered?: boolean;
  children: ReactNode[];
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <section aria-label={title} className="rounded-lg bg-wash p-3">
      <h3 className="text-sm font-bold">{title}</h3>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <List className={`mt-2 space-y-2 text-sm ${ordered ? "list-decimal pl-5" : ""}`}>{children}</List>
      )}
    </section>
  );
}

/** The two columns of a summary: the account on the left (after an Overview, when there is one), outcomes beside it. */
export function SummaryColumns({
  overview,
  aside,
  children,
}: {
  overview?: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-5">
        {overview !== undefined && (
          <section aria-label="Overview">
            <h3 className="text-base font-bold">Overview</h3>
            <p className="mt-2 text-sm text-body">
              <EipLinkedText text={overview} />
            </p>
          </section>
        )}
        {children}
      </div>
      <aside aria-label="Outcomes" className="space-y-5">
        {aside}
      </aside>
    </div>
  );
}

/** A side list of statements, each with the time it was made. */
export function TimedList({
  title,
  empty,
  items,
}: {
  title: string;
  empty: string;
  items: readonly { text: string; timestamp: string }[];
}) {
  return (
    <SideList title={title} empty={empty}>
      {items.map((item, index) => (
        <li key={index} className="p-1">
          <EipLinkedText text={item.text} /> <TimeButton seconds={parseTimestamp(item.timestamp)} source="summary" />
        </li>
      ))}
    </SideList>
  );
}
