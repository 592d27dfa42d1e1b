import type { AgendaActionItem, AgendaFile, AgendaItem } from "~/schemas/artifacts";
import { parseTimestamp } from "~/domain/time/timestamp";
import { Badge } from "~/ui/Badge";
import { TimeButton } from "../page/callTime";
import { DisclosureItem, useExpandedSet, useOpenOnFocus } from "./DisclosureItem";
import { EmptySummary, focusRing, isFocusedOn, SideList, SummaryColumns, summaryItemId } from "./summaryParts";
import type { SummaryFocus } from "../page/useCallNavigation";
import { EipLinkedText } from "../page/eipLinks";

/** SPEC §2 variant 2: an overview, the agenda topics (expandable, decisions badged) and a numbered list of action items. */
export function AgendaSummary({ agenda, focus }: { agenda: AgendaFile; focus: SummaryFocus | null }) {
  const sections = agendaSections(agenda);
  const topics = sections.flatMap((section) => section.topics);
  const actions = topics.flatMap((topic) => topic.item.action_items.map((action) => ({ action, topic })));
  const { expanded, toggle, open } = useExpandedSet();
  useOpenOnFocus(focus, open);
  if (topics.length === 0) return <EmptySummary>No agenda data available</EmptySummary>;
  return (
    <SummaryColumns
      overview={agenda.executive_summary}
      aside={<AgendaActions actions={actions} isFocused={(index) => isFocusedOn(focus, "action", index)} />}
    >
      <section aria-label="Agenda topics">
        <h3 className="text-base font-bold">Agenda Topics ({topics.length})</h3>
        {sections.map(({ name, topics: sectionTopics }) => (
          <div key={sectionTopics[0]?.index ?? name} className="mt-3">
            <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{name}</h4>
            <ul className="mt-1 space-y-2">
              {sectionTopics.map(({ item, index }) => (
                <AgendaTopicItem
                  key={index}
                  item={item}
                  index={index}
                  open={expanded.has(index)}
                  onToggle={() => toggle(index)}
                  isFocused={isFocusedOn(focus, "agenda", index)}
                />
              ))}
            </ul>
          </div>
        ))}
      </section>
    </SummaryColumns>
  );
}

type AgendaTopicItemProps = {
  item: AgendaItem;
  index: number;
  open: boolean;
  onToggle: () => void;
  isFocused: boolean;
};

/** One agenda topic: its title, a 'decision' badge when one was taken, and when open its summary and actions. */
function AgendaTopicItem({ item, index, open, onToggle, isFocused }: AgendaTopicItemProps) {
  return (
    <li id={summaryItemId("agenda", index)} className={`p-1 ${focusRing(isFocused)}`}>
      <DisclosureItem
        panelId={`agenda-topic-${index}`}
        title={item.title}
        open={open}
        onToggle={onToggle}
        aside={
          <>
            {item.decision ? <Badge tone="green">decision</Badge> : null}
            <TimeButton seconds={parseTimestamp(item.start_timestamp)} source="summary" />
          </>
        }
      >
        <p>
          <EipLinkedText text={item.summary} />
        </p>
        {typeof item.decision === "string" && item.decision !== "" && (
          <p>
            <span className="font-semibold">Decision:</span> {item.decision}
          </p>
        )}
        {item.action_items.length > 0 && (
          <ul className="list-disc space-y-1 pl-5">
            {item.action_items.map((action, i) => (
              <li key={i}>
                {action.who ? (
                  <>
                    <span className="font-semibold">{action.who}</span>:{" "}
                  </>
                ) : null}
                {action.what}
              </li>
            ))}
          </ul>
        )}
      </DisclosureItem>
    </li>
  );
}

type AgendaAction = { action: AgendaActionItem; topic: AgendaTopic };

/** 'Action Items (n)': numbered, each with its time and the topic it came from. */
function AgendaActions({
  actions,
  isFocused,
}: {
  actions: readonly AgendaAction[];
  isFocused: (index: number) => boolean;
}) {
  return (
    <SideList title={`Action Items (${actions.length})`} empty="No action items" ordered>
      {actions.map(({ action, topic }, index) => (
        <li key={index} id={summaryItemId("action", index)} className={`p-1 ${focusRing(isFocused(index))}`}>
          {action.what}
          {action.who && <span className="text-muted"> — {action.who}</span>}{" "}
          <TimeButton seconds={parseTimestamp(action.timestamp ?? topic.item.start_timestamp)} source="summary" />
          <span className="block text-xs text-faint">From: {topic.item.title}</span>
        </li>
      ))}
    </SideList>
  );
}

type AgendaTopic = { item: AgendaItem; index: number };

/** The agenda's sections with their topics, numbered across sections as agendaSearchItems numbers them. */
function agendaSections(agenda: AgendaFile): { name: string; topics: AgendaTopic[] }[] {
  let index = 0;
  return agenda.agenda.map((section) => ({
    name: section.section,
    topics: section.items.map((item) => ({ item, index: index++ })),
  }));
}
