import { useEffect, useRef } from "react";
import type { CallContent } from "~/domain/callPage/callContent";
import { toTranscriptSeconds } from "~/domain/callPage/currentLine";
import { parseHashTime, parseSearchDeepLink } from "~/domain/callPage/deepLink";
import { deepLinkTarget, type JumpTarget } from "~/domain/callPage/jumpTarget";
import type { JumpSource } from "./useCallNavigation";
import type { CallSync } from "~/schemas/content";

/**
 * Opens what the address names once the page is ready (the call data loaded and the player ready
 * or given up on): a search result from the calendar (search, timestamp, type and text, all four),
 * or else a moment of the video ('#t=SECONDS' or '#HH:MM:SS'). Later hash changes seek as well.
 */
export function useDeepLink(ready: boolean, content: CallContent, sync: CallSync | undefined, jumpTo: (target: JumpTarget, source: JumpSource) => void): void {
  const latest = useRef({ content, sync, jumpTo });
  useEffect(() => {
    latest.current = { content, sync, jumpTo };
  });
  const opened = useRef(false);

  useEffect(() => {
    if (!ready || opened.current) return;
    opened.current = true;
    const { content: current, sync: currentSync, jumpTo: jump } = latest.current;
    const link = parseSearchDeepLink(new URLSearchParams(window.location.search));
    if (link) {
      jump(deepLinkTarget(link, current), "link");
      return;
    }
    const videoSeconds = parseHashTime(window.location.hash);
    if (videoSeconds !== null) jump({ kind: "time", seconds: toTranscriptSeconds(videoSeconds, currentSync) }, "link");
  }, [ready]);

  useEffect(() => {
    if (!ready) return;
    const onHashChange = () => {
      const videoSeconds = parseHashTime(window.location.hash);
      if (videoSeconds !== null) latest.current.jumpTo({ kind: "time", seconds: toTranscriptSeconds(videoSeconds, latest.current.sync) }, "link");
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [ready]);
}
