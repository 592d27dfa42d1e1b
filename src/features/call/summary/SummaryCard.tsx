import { memo, useCallback, useEffect, useState } from "react";
import type { CallSummaries } from "~/schemas/artifacts";
import { SUMMARY_VERSION_NAMES } from "~/schemas/callConstants";
import {
  summaryCountLine,
  summaryVariants,
  type ShownSummaryVariant,
  type SummaryKind,
  type SummaryVariant,
} from "~/domain/summaries/summaryView";
import { Badge } from "~/ui/Badge";
import { DisclosureButton } from "~/ui/DisclosureButton";
import { ChevronDownIcon } from "~/ui/icons";
import { AgendaSummary } from "./AgendaSummary";
import { LegacySummary } from "./LegacySummary";
import { TldrSummary } from "./TldrSummary";
import { EmptySummary, summaryItemId } from "./summaryParts";
import type { SummaryFocus } from "../page/useCallNavigation";

type SummaryCardProps = {
  summaries: CallSummaries;
  open: boolean;
  onToggle: () => void;
  /** The agenda topic or action item a search result or link points at. */
  focus: SummaryFocus | null;
};

const PANEL_ID = "call-summary-panel";

const NO_SUMMARY: SummaryVariant = { kind: "none" };

/**
 * SPEC §2: a collapsible card, collapsed by default, with one of three summary variants. The
 * content is in the prerendered HTML even while collapsed (hidden), so it is there without JS.
 * A call with several summary files shows SPEC's pick first and the others on request.
 */
export const SummaryCard = memo(function SummaryCard({ summaries, open, onToggle, focus }: SummaryCardProps) {
  const variants = summaryVariants(summaries);
  // A pick holds until a search result or link points into the summary: those show the variant they
  // point into (the one shown first, unless they name another).
  const [picked, setPicked] = useState<{ kind: SummaryKind; focus: SummaryFocus | null } | null>(null);
  const kind = picked?.focus === focus ? picked.kind : focus?.version;
  const variant = variants.find((candidate) => candidate.kind === kind) ?? variants[0] ?? NO_SUMMARY;
  // The focus marks an item only in the summary it points into.
  const itemFocus = focus && (focus.version ?? variants[0]?.kind) === variant.kind ? focus : null;
  const pick = useCallback((kind: SummaryKind) => setPicked({ kind, focus }), [focus]);
  useScrollToFocus(focus);
  return (
    <section aria-labelledby="call-summary-title" className="rounded-xl border border-line bg-surface shadow-sm">
      <h2 id="call-summary-title">
        <DisclosureButton
          expanded={open}
          controls={PANEL_ID}
          onToggle={onToggle}
          className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 text-left hover:bg-wash"
        >
          <span className="text-lg font-bold">Summary</span>
          <Badge tone="amber">Experimental</Badge>
          <span className="text-sm font-normal text-muted">{summaryCountLine(variant)}</span>
          <ChevronDownIcon className={`ml-auto h-5 w-5 transition-transform ${open ? "rotate-180" : ""}`} />
        </DisclosureButton>
      </h2>
      <div id={PANEL_ID} hidden={!open} className="border-t border-line px-4 py-4">
        <SummaryVersions variants={variants} shown={variant.kind} onPick={pick} />
        <SummaryBody variant={variant} focus={itemFocus} />
      </div>
    </section>
  );
});

/** The call's summary files, when it has more than one: each a button that shows it. */
function SummaryVersions({
  variants,
  shown,
  onPick,
}: {
  variants: readonly ShownSummaryVariant[];
  shown: SummaryKind;
  onPick: (kind: SummaryKind) => void;
}) {
  if (variants.length < 2) return null;
  return (
    <div role="group" aria-label="Summary versions" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">This call has {variants.length} summaries:</span>
      {variants.map(({ kind }) => (
        <button
          key={kind}
          type="button"
          aria-pressed={kind === shown}
          onClick={() => onPick(kind)}
          className={kind === shown ? "chip chip-on" : "chip"}
        >
          {SUMMARY_VERSION_NAMES[kind]}
        </button>
      ))}
    </div>
  );
}

function SummaryBody({ variant, focus }: { variant: SummaryVariant; focus: SummaryFocus | null }) {
  switch (variant.kind) {
    case "tldr":
      return <TldrSummary tldr={variant.tldr} focus={focus} />;
    case "agenda":
      return <AgendaSummary agenda={variant.agenda} focus={focus} />;
    case "legacy":
      return <LegacySummary summary={variant.summary} focus={focus} />;
    case "none":
      return <EmptySummary>No summary data available</EmptySummary>;
  }
}

function useScrollToFocus(focus: SummaryFocus | null): void {
  useEffect(() => {
    if (!focus) return;
    document
      .getElementById(summaryItemId(focus.kind, focus.index))
      ?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [focus]);
}
