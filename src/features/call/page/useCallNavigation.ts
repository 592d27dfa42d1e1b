import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { indexAtClock, indexAtTime } from "~/domain/callPage/currentLine";
import type { ChatView } from "~/domain/callPage/chatView";
import type { JumpTarget } from "~/domain/callPage/jumpTarget";
import { DEEP_LINK_CHAT_DELAY_MS, DEEP_LINK_SCROLL_DELAY_MS, DEEP_LINK_SEEK_DELAY_MS } from "~/domain/callPage/timing";
import { toVideoSeconds } from "~/domain/time/timestamp";
import type { TranscriptEntry } from "~/schemas/callBundle";
import type { VideoPlayer } from "~/platform/youtubePlayer";
import type { CallSync } from "~/schemas/content";
import type { SummaryVersion } from "~/schemas/callConstants";

/** A pane the page can scroll to an item (see usePaneFollow). */
export type PaneHandle = { reveal: (key: number) => void };

/** The summary item a result or link points at; `version` when it is in a summary not shown first. */
export type SummaryFocus = { kind: "agenda" | "action"; index: number; nonce: number; version?: SummaryVersion };

/** Where a jump came from: that pane is not scrolled (the visitor is looking at it). */
export type JumpSource = "transcript" | "chat" | "summary" | "search" | "link";

type NavigationInput = {
  player: VideoPlayer | null;
  sync: CallSync | undefined;
  transcript: readonly TranscriptEntry[];
  chat: ChatView;
};

/**
 * The page's position in the call: the current transcript line and chat message, and the moves
 * between them — following the video, or jumping (a click, a search result, a deep link), which
 * seeks the video, highlights the line and scrolls the panes and the summary to it.
 */
export function useCallNavigation({ player, sync, transcript, chat }: NavigationInput) {
  const [transcriptIndex, setTranscriptIndex] = useState(-1);
  const [chatIndex, setChatIndex] = useState(-1);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState<SummaryFocus | null>(null);
  const transcriptPane = useRef<PaneHandle>(null);
  const chatPane = useRef<PaneHandle>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const transcriptStarts = useMemo(() => transcript.map((entry) => entry.seconds), [transcript]);
  const chatStarts = useMemo(() => chat.messages.map((message) => message.seconds), [chat]);

  const followTime = useCallback(
    (seconds: number) => {
      setTranscriptIndex(indexAtTime(transcriptStarts, seconds));
      setChatIndex(indexAtTime(chatStarts, seconds));
    },
    [transcriptStarts, chatStarts],
  );

  const jumpTo = useCallback(
    (target: JumpTarget, source: JumpSource) => {
      const showSummaryItem = () => {
        if (target.kind !== "agenda" && target.kind !== "action") return;
        setSummaryOpen(true);
        setSummaryFocus({
          kind: target.kind,
          index: target.index,
          nonce: Date.now(),
          ...(target.version ? { version: target.version } : {}),
        });
      };
      // An item with no time (the older summary's) moves nothing but the summary.
      if (target.seconds === null) {
        if (source === "link") timers.current.push(window.setTimeout(showSummaryItem, DEEP_LINK_SCROLL_DELAY_MS));
        else showSummaryItem();
        return;
      }
      const seconds = target.seconds;
      const line = target.kind === "transcript" ? target.index : indexAtClock(transcriptStarts, seconds);
      const message =
        target.kind === "chat"
          ? chat.messages.findIndex((m) => m.id === target.messageId)
          : indexAtClock(chatStarts, seconds);
      const seek = () => player?.seekTo(toVideoSeconds(seconds, sync));
      const showLine = () => {
        setTranscriptIndex(line);
        if (source !== "transcript" && line >= 0) transcriptPane.current?.reveal(line);
        showSummaryItem();
      };
      const showMessage = () => {
        setChatIndex(message);
        const id = chat.messages[message]?.id;
        if (source !== "chat" && id !== undefined) chatPane.current?.reveal(id);
      };
      if (source !== "link") {
        seek();
        showLine();
        showMessage();
        return;
      }
      // SPEC §9: a deep link seeks after 100 ms, scrolls at 500 ms, and the chat 500 ms later.
      timers.current.push(
        window.setTimeout(seek, DEEP_LINK_SEEK_DELAY_MS),
        window.setTimeout(showLine, DEEP_LINK_SCROLL_DELAY_MS),
        window.setTimeout(showMessage, DEEP_LINK_SCROLL_DELAY_MS + DEEP_LINK_CHAT_DELAY_MS),
      );
    },
    [player, sync, transcriptStarts, chatStarts, chat],
  );

  const seekTo = useCallback((seconds: number) => player?.seekTo(toVideoSeconds(seconds, sync)), [player, sync]);

  return {
    transcriptIndex,
    chatIndex,
    summaryOpen,
    setSummaryOpen,
    summaryFocus,
    transcriptPane,
    chatPane,
    followTime,
    jumpTo,
    seekTo,
  };
}
