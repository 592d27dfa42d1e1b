import { useEffect, useRef, useState, type RefObject } from "react";
import { PLAYER_API_TIMEOUT_MS } from "~/domain/callPage/timing";
import { createYouTubePlayer, loadYouTubeApi, PLAYER_STATE, type VideoPlayer } from "~/platform/youtubePlayer";

export type PlayerStatus = "loading" | "ready" | "failed" | "none";

export type YouTubePlayerState = {
  /** Put on an empty element: the player's iframe is created inside it, outside React's rendering. */
  hostRef: RefObject<HTMLDivElement | null>;
  status: PlayerStatus;
  player: VideoPlayer | null;
  playbackState: number;
};

/** Loads the IFrame API (only on the call page) and embeds the video; null videoId means nothing to embed. */
export function useYouTubePlayer(videoId: string | null): YouTubePlayerState {
  const hostRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PlayerStatus>(videoId ? "loading" : "none");
  const [player, setPlayer] = useState<VideoPlayer | null>(null);
  const [playbackState, setPlaybackState] = useState<number>(PLAYER_STATE.unstarted);

  useEffect(() => {
    const container = hostRef.current;
    if (!videoId || !container) return;
    let cancelled = false;
    let created: VideoPlayer | undefined;
    const host = document.createElement("div");
    container.append(host);
    loadYouTubeApi(PLAYER_API_TIMEOUT_MS)
      .then((api) => {
        if (cancelled) return;
        created = createYouTubePlayer(api, host, videoId, {
          onReady: () => {
            if (cancelled || !created) return;
            setPlayer(created);
            setStatus("ready");
          },
          onStateChange: (state) => {
            if (!cancelled) setPlaybackState(state);
          },
        });
      })
      .catch((error: unknown) => {
        // The page stays usable: the video is embedded plainly and the transcript simply does not follow it.
        console.warn("The YouTube player is unavailable; transcript sync is off", error);
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
      created?.destroy();
      container.replaceChildren();
    };
  }, [videoId]);

  return { hostRef, status, player, playbackState };
}
