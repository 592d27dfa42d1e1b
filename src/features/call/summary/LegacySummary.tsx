import type { SummaryFile } from "~/schemas/artifacts";
import { DisclosureItem, useExpandedSet, useOpenOnFocus } from "./DisclosureItem";
import { focusRing, isFocusedOn, SideList, SummaryColumns, summaryItemId } from "./summaryParts";
import type { SummaryFocus } from "../page/useCallNavigation";
import { EipLinkedText } from "../page/eipLinks";

/**
 * SPEC §2 variant 3 (the older summary.json): overview, expandable discussion details, next steps. Search
 * finds its details as topics and its next steps as action items (summaryItems.ts): a result opens and marks them.
 */
export function LegacySummary({ summary, focus }: { summary: SummaryFile; focus: SummaryFocus | null }) {
  const details = summary.summary_details;
  const { expanded, toggle, open, setAll } = useExpandedSet();
  useOpenOnFocus(focus, open);
  return (
    <SummaryColumns
      overview={summary.summary_overview}
      aside={
        <SideList title={`Next Steps (${summary.next_steps.length})`} empty="No next steps">
          {summary.next_steps.map((step, index) => (
            <li
              key={index}
              id={summaryItemId("action", index)}
              className={`p-1 ${focusRing(isFocusedOn(focus, "action", index))}`}
            >
              <EipLinkedText text={step} />
            </li>
          ))}
        </SideList>
      }
    >
      <section aria-label="Discussion details">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="mr-auto text-base font-bold">Discussion Details ({details.length} topics)</h3>
          <ListButton onClick={() => setAll(details.map((_, i) => i))}>Expand All</ListButton>
          <ListButton onClick={() => setAll([])}>Collapse All</ListButton>
        </div>
        <ul className="mt-2 space-y-3">
          {details.map((detail, index) => (
            <li
              key={index}
              id={summaryItemId("agenda", index)}
              className={`p-1 ${focusRing(isFocusedOn(focus, "agenda", index))}`}
            >
              <DisclosureItem
                panelId={`summary-detail-${index}`}
                title={detail.label}
                open={expanded.has(index)}
                onToggle={() => toggle(index)}
              >
                <p>
                  <EipLinkedText text={detail.summary} />
                </p>
              </DisclosureItem>
            </li>
          ))}
        </ul>
      </section>
    </SummaryColumns>
  );
}

function ListButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-md border border-line-strong px-2.5 py-1 text-xs font-semibold text-control hover:bg-subtle"
    >
      {children}
    </button>
  );
}
