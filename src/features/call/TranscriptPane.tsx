import { memo, useImperativeHandle, useRef, type Ref } from "react";
import type { ChangelogCorrection } from "~/schemas/artifacts";
import type { TranscriptEntry } from "~/schemas/callBundle";
import { VirtualList, type VirtualListHandle } from "~/ui/VirtualList";
import { useVideoClock } from "./callTime";
import { PaneFrame } from "./PaneFrame";
import { TranscriptCorrections } from "./TranscriptCorrections";
import type { PaneHandle } from "./useCallNavigation";
import { usePaneFollow } from "./usePaneFollow";
import { EipMentionLinks } from "./eipLinks";

type TranscriptPaneProps = {
  /** The visible transcript (from the sync start). */
  entries: readonly TranscriptEntry[];
  /** Only the first lines are here yet. */
  loading: boolean;
  currentIndex: number;
  onSelect: (index: number) => void;
  /** Present when the transcript is the machine-corrected one. */
  corrections?: readonly ChangelogCorrection[];
  ref?: Ref<PaneHandle>;
};

/** SPEC §2: the transcript, scrolling within 400 px, its current line highlighted and followed. */
export function TranscriptPane({ entries, loading, currentIndex, onSelect, corrections, ref }: TranscriptPaneProps) {
  const list = useRef<VirtualListHandle>(null);
  const follow = usePaneFollow(list, currentIndex);
  useImperativeHandle(ref, () => ({ reveal: follow.reveal }), [follow.reveal]);
  return (
    <PaneFrame id="transcript-title" title="Transcript" detail={loading ? "Loading call data..." : `${entries.length} ${entries.length === 1 ? "line" : "lines"}`}>
      {corrections && <TranscriptCorrections corrections={corrections} />}
      <VirtualList
        ref={list}
        count={entries.length}
        estimateHeight={60}
        itemKey={(index) => index}
        label="Transcript lines"
        className="max-h-[400px] p-2"
        onUserScroll={follow.onUserScroll}
        renderItem={(index) => {
          const entry = entries[index];
          return entry ? <TranscriptLine entry={entry} index={index} isCurrent={index === currentIndex} onSelect={onSelect} /> : null;
        }}
      />
    </PaneFrame>
  );
}

type TranscriptLineProps = { entry: TranscriptEntry; index: number; isCurrent: boolean; onSelect: (index: number) => void };

/** One cue; clicking it seeks the video there. The current line is marked by a bar, an icon and weight, not colour alone. */
const TranscriptLine = memo(function TranscriptLine({ entry, index, isCurrent, onSelect }: TranscriptLineProps) {
  const clock = useVideoClock(entry.seconds);
  return (
    <>
    <button
      type="button"
      onClick={() => onSelect(index)}
      aria-current={isCurrent ? "true" : undefined}
      data-current={isCurrent || undefined}
      className={`block w-full rounded-md border-l-4 px-3 py-1.5 text-left text-sm ${
        isCurrent
          ? "border-blue-600 bg-blue-50 text-slate-900 dark:border-blue-400 dark:bg-blue-950/60 dark:text-white"
          : "border-transparent text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/60"
      }`}
    >
      <span className="flex items-baseline gap-2">
        <span className="font-mono text-xs text-slate-600 tabular-nums dark:text-slate-400">
          {isCurrent && <span aria-hidden="true" className="mr-1 text-blue-700 dark:text-blue-300">▶</span>}
          {clock}
        </span>
        <span className="font-semibold text-slate-900 dark:text-slate-100">{entry.speaker ?? "Unknown"}</span>
        {isCurrent && <span className="sr-only">(now playing)</span>}
      </span>
      <span className={`mt-0.5 block break-words ${isCurrent ? "font-medium" : ""}`}>{entry.text}</span>
    </button>
    <EipMentionLinks text={entry.text} />
    </>
  );
});
