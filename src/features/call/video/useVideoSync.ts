import { useEffect, useRef } from "react";
import { toTranscriptSeconds } from "~/domain/callPage/currentLine";
import { POLL_INTERVAL_MS } from "~/domain/callPage/timing";
import { PLAYER_STATE, type VideoPlayer } from "~/platform/youtubePlayer";
import type { CallSync } from "~/schemas/content";

/**
 * While the video plays and the call has a sync config, reads the video time every 100 ms (SPEC §4)
 * and reports it as transcript time. Without a sync config the transcript cannot be lined up with
 * the video, so nothing is polled (SPEC §8: highlighting is disabled, and that is logged).
 */
export function useVideoSync(
  player: VideoPlayer | null,
  playbackState: number,
  sync: CallSync | undefined,
  onTime: (transcriptSeconds: number) => void,
): void {
  const report = useRef(onTime);
  useEffect(() => {
    report.current = onTime;
  });

  useEffect(() => {
    if (!sync) console.info("This call has no sync config: transcript highlighting is disabled");
  }, [sync]);

  useEffect(() => {
    if (!player || !sync || playbackState !== PLAYER_STATE.playing) return;
    const tick = () => report.current(toTranscriptSeconds(player.currentTime(), sync));
    tick();
    const timer = window.setInterval(tick, POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [player, sync, playbackState]);
}
