import { useCallback } from "react";
import { momentUrl } from "~/domain/callPage/deepLink";
import { toVideoSeconds } from "~/domain/time/timestamp";
import { CopiedBubble, useClipboardCopy } from "~/ui/CopyLinkButton";
import { LinkIcon } from "~/ui/icons";
import { useCallTime } from "../page/callTime";

export type MomentLinks<K> = {
  /** The item whose link was copied in the last 2 s. */
  copied: K | null;
  /** Copies the page's address at the video moment of a transcript time. */
  copyMoment: (transcriptSeconds: number, key: K) => void;
};

/** One clipboard for a whole pane: the lines hold no state of their own. */
export function useMomentLinks<K>(): MomentLinks<K> {
  const { sync } = useCallTime();
  const { copied, copy } = useClipboardCopy<K>();
  const copyMoment = useCallback(
    (transcriptSeconds: number, key: K) =>
      copy(momentUrl(window.location.href, toVideoSeconds(transcriptSeconds, sync)), key),
    [copy, sync],
  );
  return { copied, copyMoment };
}

// A line of a pane: its time and link button in a gutter, then its words. On wider screens the gutter is a
// column; on a phone it floats, so the words wrap beneath it and keep the pane's whole width. Text runs
// 24 px high, the gutter's height, so only the first line of words sits beside it.
export const LINE_ROW =
  "group/line flow-root rounded-md border-l-4 py-1 pr-2 pl-1 text-sm sm:flex sm:items-start sm:gap-1";
// Relative: it places the 'Copied!' bubble.
export const LINE_GUTTER = "relative float-left mr-1 flex h-6 items-center gap-0.5 sm:float-none sm:mr-0 sm:shrink-0";
export const LINE_TEXT = "leading-6 break-words sm:min-w-0 sm:flex-1";

type MomentLinkButtonProps = { clock: string; copied: boolean; onCopy: () => void };

/**
 * 'Copy link to this moment' for one line, inside its LINE_GUTTER. With a mouse its icon shows while the
 * line (a `group/line`) is hovered or holds focus, so a pane of lines stays quiet; on touch screens it is
 * always there. Only the icon is hidden (visibility, not opacity: no compositing layer for every line),
 * so the button stays in the tab order. The 'Copied!' bubble is for the eye; the pane's
 * MomentLinkStatus says it to screen readers.
 */
export function MomentLinkButton({ clock, copied, onCopy }: MomentLinkButtonProps) {
  const label = `Copy link to this moment (${clock})`;
  return (
    <>
      <button
        type="button"
        onClick={onCopy}
        aria-label={label}
        title={label}
        className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-md text-faint hover:bg-slate-200/70 hover:text-heading dark:hover:bg-slate-700/70"
      >
        <LinkIcon
          className={`h-3.5 w-3.5 ${copied ? "" : "pointer-fine:invisible pointer-fine:group-focus-within/line:visible pointer-fine:group-hover/line:visible"}`}
        />
      </button>
      {copied && <CopiedBubble className="pointer-events-none absolute top-0 left-full z-10 ml-1" />}
    </>
  );
}

/** One live region per pane, so 'Copied!' is announced without a region on every line. */
export function MomentLinkStatus({ copied }: { copied: boolean }) {
  return (
    <span aria-live="polite" className="sr-only">
      {copied ? "Copied!" : ""}
    </span>
  );
}
