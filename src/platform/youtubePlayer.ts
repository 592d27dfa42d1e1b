// A thin wrapper over the YouTube IFrame Player API (https://developers.google.com/youtube/iframe_api_reference).
// The API script is added to the page only when a call page asks for a player.

const API_URL = "https://www.youtube.com/iframe_api";

/** YT.PlayerState (SPEC §4). */
export const PLAYER_STATE = { unstarted: -1, ended: 0, playing: 1, paused: 2, buffering: 3, cued: 5 } as const;

/** The part of YT.Player we use. */
type YouTubePlayerObject = {
  getCurrentTime(): number;
  getPlayerState(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  pauseVideo(): void;
  destroy(): void;
};

type YouTubePlayerOptions = {
  videoId: string;
  width: string;
  height: string;
  playerVars: Record<string, number>;
  events: {
    onReady: () => void;
    onStateChange: (event: { data: number }) => void;
    onError: (event: { data: number }) => void;
  };
};

type YouTubeNamespace = { Player: new (host: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayerObject };

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let apiPromise: Promise<YouTubeNamespace> | undefined;

/** Loads the IFrame API once per page; rejects if the script fails or is not ready within `timeoutMs`. */
export function loadYouTubeApi(timeoutMs: number): Promise<YouTubeNamespace> {
  apiPromise ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const ready = () => {
      const api = window.YT;
      if (api && typeof api.Player === "function") resolve(api);
      else reject(new Error("The YouTube IFrame API loaded without YT.Player"));
    };
    if (window.YT && typeof window.YT.Player === "function") {
      ready();
      return;
    }
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      ready();
    };
    const script = document.createElement("script");
    script.src = API_URL;
    script.async = true;
    script.onerror = () => reject(new Error("The YouTube IFrame API could not be loaded"));
    document.head.append(script);
    window.setTimeout(() => reject(new Error(`The YouTube IFrame API was not ready after ${timeoutMs} ms`)), timeoutMs);
  });
  // A failure is not cached: a later call page (client-side navigation) tries again.
  apiPromise.catch(() => {
    apiPromise = undefined;
  });
  return apiPromise;
}

export type PlayerEvents = {
  onReady: () => void;
  onStateChange: (state: number) => void;
};

/** What the call page may do with the player. Calls never throw: a player error is a warning (SPEC §8). */
export type VideoPlayer = {
  currentTime(): number;
  state(): number;
  seekTo(seconds: number): void;
  pause(): void;
  destroy(): void;
};

/**
 * Replaces `host` (an element the caller owns and React does not render into) with the player's
 * iframe: autoplay off, minimal branding, no related videos from other channels (SPEC §7).
 */
export function createYouTubePlayer(
  api: YouTubeNamespace,
  host: HTMLElement,
  videoId: string,
  events: PlayerEvents,
): VideoPlayer {
  const player = new api.Player(host, {
    videoId,
    width: "100%",
    height: "100%",
    playerVars: { autoplay: 0, modestbranding: 1, rel: 0, playsinline: 1 },
    events: {
      onReady: events.onReady,
      onStateChange: (event) => events.onStateChange(event.data),
      onError: (event) => console.warn("YouTube player error", event.data),
    },
  });
  return {
    currentTime: () => guarded("read the video time", () => player.getCurrentTime(), 0),
    state: () => guarded("read the player state", () => player.getPlayerState(), PLAYER_STATE.unstarted),
    seekTo: (seconds) => guarded("seek the video", () => player.seekTo(Math.max(0, seconds), true), undefined),
    pause: () => guarded("pause the video", () => player.pauseVideo(), undefined),
    destroy: () => guarded("remove the player", () => player.destroy(), undefined),
  };
}

/** The plain embed address, for when the API cannot load (the video still plays, without sync). */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(videoId)}?autoplay=0&modestbranding=1&rel=0&playsinline=1`;
}

function guarded<T>(what: string, action: () => T, fallback: T): T {
  try {
    return action();
  } catch (error) {
    console.warn(`Could not ${what}`, error);
    return fallback;
  }
}
