import { useEffect, useLayoutEffect, useRef } from "react";
import type { CallContent } from "~/domain/search/callContent";
import { toTranscriptSeconds } from "~/domain/callPage/currentLine";
import { parseHashTime, parseSearchDeepLink } from "~/domain/callPage/deepLink";
import { deepLinkTarget, type JumpTarget } from "~/domain/callPage/jumpTarget";
import type { JumpSource } from "./useCallNavigation";
import type { CallSync } from "~/schemas/content";
import { DEEP_LINK_SEEK_DELAY_MS } from "~/domain/callPage/timing";

/**
 * Opens what the address names once the call's data has loaded: a search result from the calendar
 * (search, timestamp, type and text, all four), or else a moment of the video ('#t=SECONDS' or
 * '#HH:MM:SS'). The line shows without waiting for the video; the video seeks there once its player is
 * ready (or not at all when it gave up). Later hash changes seek as well.
 */
export function useDeepLink(
  contentReady: boolean,
  playerReady: boolean,
  content: CallContent,
  sync: CallSync | undefined,
  navigation: DeepLinkNavigation,
): void {
  const latest = useRef({ content, sync, navigation });
  useEffect(() => {
    latest.current = { content, sync, navigation };
  });
  const opened = useRef(false);
  // A target opened before the player was ready: the video still has to go there.
  const pendingSeek = useRef<number | null>(null);

  // A layout effect: the page is ready once its content is committed, so SPEC's clocks start then, not
  // after the browser has laid out and painted that content (about 100 ms later at CPU ×4).
  useLayoutEffect(() => {
    if (!contentReady || opened.current) return;
    opened.current = true;
    const {
      content: current,
      sync: currentSync,
      navigation: { jumpTo },
    } = latest.current;
    const link = parseSearchDeepLink(new URLSearchParams(window.location.search));
    const videoSeconds = link ? null : parseHashTime(window.location.hash);
    const target = link
      ? deepLinkTarget(link, current)
      : videoSeconds !== null
        ? { kind: "time" as const, seconds: toTranscriptSeconds(videoSeconds, currentSync) }
        : null;
    if (!target) return;
    if (!playerReady && target.seconds !== null) pendingSeek.current = target.seconds;
    jumpTo(target, "link");
  }, [contentReady, playerReady]);

  useEffect(() => {
    const seconds = pendingSeek.current;
    if (!playerReady || seconds === null) return;
    pendingSeek.current = null;
    // SPEC §9: a deep link seeks 100 ms after the page is ready.
    const timer = window.setTimeout(() => latest.current.navigation.seekTo(seconds), DEEP_LINK_SEEK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [playerReady]);

  useEffect(() => {
    if (!contentReady) return;
    const onHashChange = () => {
      const videoSeconds = parseHashTime(window.location.hash);
      if (videoSeconds !== null)
        latest.current.navigation.jumpTo(
          { kind: "time", seconds: toTranscriptSeconds(videoSeconds, latest.current.sync) },
          "link",
        );
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [contentReady]);
}

export type DeepLinkNavigation = {
  jumpTo: (target: JumpTarget, source: JumpSource) => void;
  /** Seeks the video to a transcript time. */
  seekTo: (transcriptSeconds: number) => void;
};
