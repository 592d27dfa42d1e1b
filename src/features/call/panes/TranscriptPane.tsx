import { memo, useImperativeHandle, useMemo, useRef, type MouseEvent, type Ref } from "react";
import { speakerRunStarts } from "~/domain/callPage/speakerRuns";
import type { ChangelogCorrection } from "~/schemas/artifacts";
import type { TranscriptEntry } from "~/schemas/callBundle";
import { VirtualList, type VirtualListHandle } from "~/ui/VirtualList";
import { TimeButton, useVideoClock } from "../page/callTime";
import { CallLineText } from "../page/eipLinks";
import { LINE_GUTTER, LINE_ROW, LINE_TEXT, MomentLinkButton, MomentLinkStatus, useMomentLinks } from "./MomentLink";
import { PANE_LIST_CLASS, PaneFrame } from "./PaneFrame";
import { TranscriptCorrections } from "./TranscriptCorrections";
import type { PaneHandle } from "../page/useCallNavigation";
import { usePaneFollow } from "./usePaneFollow";

type TranscriptPaneProps = {
  /** The visible transcript (from the sync start). */
  entries: readonly TranscriptEntry[];
  /** Only the first lines are here yet. */
  loading: boolean;
  currentIndex: number;
  onSelect: (index: number) => void;
  /** Present when the transcript is the machine-corrected one. */
  corrections?: readonly ChangelogCorrection[];
  /** The call has a video but no sync times. */
  notLinedUp?: boolean;
  ref?: Ref<PaneHandle>;
};

const speakerOf = (entry: TranscriptEntry) => entry.speaker ?? "Unknown";

/**
 * SPEC §2: the transcript, scrolling within 400 px, its current line highlighted and followed. Lines in a
 * row by one speaker sit under the speaker's name; each line is still an item of its own (its own time,
 * highlight and scroll position), so following, jumps and deep links work line by line.
 */
export function TranscriptPane({
  entries,
  loading,
  currentIndex,
  onSelect,
  corrections,
  notLinedUp = false,
  ref,
}: TranscriptPaneProps) {
  const list = useRef<VirtualListHandle>(null);
  const follow = usePaneFollow(list, currentIndex);
  useImperativeHandle(ref, () => ({ reveal: follow.reveal }), [follow.reveal]);
  const runStarts = useMemo(() => speakerRunStarts(entries.map(speakerOf)), [entries]);
  const moments = useMomentLinks<number>();
  return (
    <PaneFrame
      id="transcript-title"
      title="Transcript"
      detail={loading ? "Loading call data..." : `${entries.length} ${entries.length === 1 ? "line" : "lines"}`}
    >
      {notLinedUp && (
        <p className="border-b border-line px-4 py-2 text-sm text-body">
          Not yet lined up with the video: the transcript will not follow the video as it plays, and a line's time may
          not be the same moment in the video.
        </p>
      )}
      {corrections && <TranscriptCorrections corrections={corrections} />}
      <MomentLinkStatus copied={moments.copied !== null} />
      <VirtualList
        ref={list}
        count={entries.length}
        estimateHeight={48}
        itemKey={(index) => index}
        label="Transcript lines"
        className={PANE_LIST_CLASS}
        onUserScroll={follow.onUserScroll}
        renderItem={(index) => {
          const entry = entries[index];
          return entry ? (
            <TranscriptLine
              entry={entry}
              index={index}
              startsRun={runStarts[index] ?? true}
              isCurrent={index === currentIndex}
              copied={moments.copied === index}
              onSelect={onSelect}
              onCopy={moments.copyMoment}
            />
          ) : null;
        }}
      />
    </PaneFrame>
  );
}

type TranscriptLineProps = {
  entry: TranscriptEntry;
  index: number;
  /** The first line of a run by its speaker: the speaker's name shows above it. */
  startsRun: boolean;
  isCurrent: boolean;
  copied: boolean;
  onSelect: (index: number) => void;
  onCopy: (transcriptSeconds: number, index: number) => void;
};

/**
 * One cue: its time seeks the video there, and so does a click on its words (not on a link, nor when the
 * visitor is selecting text to quote). The current line is marked by a bar, an icon and weight, not colour alone.
 */
const TranscriptLine = memo(function TranscriptLine({
  entry,
  index,
  startsRun,
  isCurrent,
  copied,
  onSelect,
  onCopy,
}: TranscriptLineProps) {
  const clock = useVideoClock(entry.seconds);
  const speaker = speakerOf(entry);
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("a, button") || window.getSelection()?.isCollapsed === false) return;
    onSelect(index);
  };
  return (
    <>
      {startsRun && <p className={`pr-3 pl-2 text-sm font-semibold text-ink ${index > 0 ? "pt-2" : ""}`}>{speaker}</p>}
      {/* The click on the words is for the mouse; the time button is the keyboard's way to seek. */}
      <div
        onClick={onClick}
        aria-current={isCurrent ? "true" : undefined}
        data-current={isCurrent || undefined}
        className={`${LINE_ROW} cursor-pointer ${
          isCurrent
            ? "border-blue-600 bg-info-wash text-heading dark:border-blue-400"
            : "border-transparent text-body hover:bg-wash"
        }`}
      >
        <span className={`${LINE_GUTTER} sm:w-[6.5rem]`}>
          {isCurrent && (
            <span aria-hidden="true" className="text-xs text-info">
              ▶
            </span>
          )}
          <TimeButton seconds={entry.seconds} source="transcript" onClick={() => onSelect(index)} />
          <MomentLinkButton clock={clock} copied={copied} onCopy={() => onCopy(entry.seconds, index)} />
        </span>
        <p className={`${LINE_TEXT} ${isCurrent ? "font-medium" : ""}`}>
          {!startsRun && <span className="sr-only">{speaker}: </span>}
          <CallLineText text={entry.text} />
          {isCurrent && <span className="sr-only"> (now playing)</span>}
        </p>
      </div>
    </>
  );
});
