import type { TldrFile } from "~/schemas/artifacts";
import { prettifyCategory } from "~/domain/summaries/summaryItems";
import { parseTimestamp } from "~/domain/time/timestamp";
import { TimeButton } from "../page/callTime";
import { focusRing, isFocusedOn, SideList, SummaryColumns, summaryItemId, TimedList } from "./summaryParts";
import type { SummaryFocus } from "../page/useCallNavigation";
import { EipLinkedText } from "../page/eipLinks";

/**
 * SPEC §2 variant 1: highlights grouped by category, with Action Items, Decisions and Targets beside.
 * Highlights count as agenda items and action items as action items for search (SPEC-NOTES 4), in
 * this order, so a search result can point at them.
 */
export function TldrSummary({ tldr, focus }: { tldr: TldrFile; focus: SummaryFocus | null }) {
  let highlightIndex = 0;
  const categories = Object.entries(tldr.highlights).map(([category, highlights]) => ({
    category,
    highlights: highlights.map((highlight) => ({ ...highlight, index: highlightIndex++ })),
  }));
  return (
    <SummaryColumns
      aside={
        <>
          <SideList title="Action Items" empty="No action items">
            {tldr.action_items.map((action, index) => (
              <li
                key={index}
                id={summaryItemId("action", index)}
                className={`p-1 ${focusRing(isFocusedOn(focus, "action", index))}`}
              >
                <span className="font-semibold">{action.owner}</span>: <EipLinkedText text={action.action} />{" "}
                <TimeButton seconds={parseTimestamp(action.timestamp)} source="summary" />
              </li>
            ))}
          </SideList>
          <TimedList
            title="Decisions"
            empty="No decisions"
            items={tldr.decisions.map(({ decision, timestamp }) => ({ text: decision, timestamp }))}
          />
          <TimedList
            title="Targets"
            empty="No targets"
            items={tldr.targets.map(({ target, timestamp }) => ({ text: target, timestamp }))}
          />
        </>
      }
    >
      <div>
        <h3 className="text-base font-bold">TL;DR</h3>
        {categories.map(({ category, highlights }) => (
          <section key={category} className="mt-4" aria-label={prettifyCategory(category)}>
            <h4 className="text-sm font-semibold tracking-wide text-muted uppercase">{prettifyCategory(category)}</h4>
            <ul className="mt-2 space-y-2">
              {highlights.map((item) => (
                <li
                  key={item.index}
                  id={summaryItemId("agenda", item.index)}
                  className={`flex items-start gap-3 p-1 text-sm ${focusRing(isFocusedOn(focus, "agenda", item.index))}`}
                >
                  <TimeButton seconds={parseTimestamp(item.timestamp)} source="summary" className="mt-0.5 shrink-0" />
                  <span>
                    <EipLinkedText text={item.highlight} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </SummaryColumns>
  );
}
