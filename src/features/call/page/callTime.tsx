import { createContext, useContext } from "react";
import { formatTimestamp, toVideoSeconds } from "~/domain/time/timestamp";
import type { JumpSource } from "./useCallNavigation";
import type { CallSync } from "~/schemas/content";

type CallTime = {
  sync: CallSync | undefined;
  /** Seeks the video to a transcript time and shows that moment in the other panes. */
  seek: (transcriptSeconds: number, source: JumpSource) => void;
};

const CallTimeContext = createContext<CallTime | null>(null);

export const CallTimeProvider = CallTimeContext.Provider;

export function useCallTime(): CallTime {
  const value = useContext(CallTimeContext);
  if (!value) throw new Error("useCallTime must be used within a CallTimeProvider");
  return value;
}

/** A transcript time shown as video time: "00:12:34", or "-00:00:05" before the video starts (SPEC §9); "" for an item with no time. */
export function useVideoClock(transcriptSeconds: number | null): string {
  const { sync } = useCallTime();
  return transcriptSeconds === null ? "" : formatTimestamp(toVideoSeconds(transcriptSeconds, sync));
}

type TimeButtonProps = {
  seconds: number;
  source: JumpSource;
  /** Instead of seeking to the time alone (a chat message jumps to itself). */
  onClick?: () => void;
  className?: string;
};

/** A timestamp that seeks the video there. */
export function TimeButton({ seconds, source, onClick, className = "" }: TimeButtonProps) {
  const { seek } = useCallTime();
  const clock = useVideoClock(seconds);
  return (
    <button
      type="button"
      onClick={onClick ?? (() => seek(seconds, source))}
      title={`Play the video from ${clock}`}
      className={`rounded font-mono text-xs tabular-nums text-link underline-offset-2 hover:underline ${className}`}
    >
      {clock}
    </button>
  );
}
