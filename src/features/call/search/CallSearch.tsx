import { useCallback, useEffect, useImperativeHandle, useState, type Ref } from "react";
import type { CallContent } from "~/domain/search/callContent";
import type { JumpTarget } from "~/domain/callPage/jumpTarget";
import { deferModule } from "~/platform/deferredModule";
import { PLAYER_STATE, type VideoPlayer } from "~/platform/youtubePlayer";
import { useDeferredModule } from "~/ui/useDeferredModule";
import { useTypeAhead } from "~/ui/useTypeAhead";
import { useSearchHotkey } from "./useSearchHotkey";

// The search code (scoring, highlighting, the dialog) loads when the search is first opened.
const searchOverlay = deferModule(() => import("./CallSearchOverlay"));

export type CallSearchHandle = { open: () => void };

type CallSearchProps = {
  ref: Ref<CallSearchHandle>;
  player: VideoPlayer | null;
  /** The call's data has loaded: the search's code is fetched then, while the visitor reads. */
  loaded: boolean;
  content: CallContent;
  /** A result was chosen; the overlay has closed. */
  onChoose: (target: JumpTarget) => void;
};

/**
 * The call's search: its open state, the Cmd/Ctrl+F shortcut and the overlay. A component of its
 * own, so opening the search renders this and not the whole call page (hundreds of lines).
 */
export function CallSearch({ ref, player, loaded, content, onChoose }: CallSearchProps) {
  const [isOpen, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = useCallback(() => {
    // SPEC §4: opening the search pauses a playing video.
    if (player?.state() === PLAYER_STATE.playing) player.pause();
    setMounted(true);
    setOpen(true);
  }, [player]);
  const close = useCallback(() => setOpen(false), []);
  const choose = useCallback(
    (target: JumpTarget) => {
      close();
      onChoose(target);
    },
    [close, onChoose],
  );
  useImperativeHandle(ref, () => ({ open }), [open]);
  useSearchHotkey(open);
  useEffect(() => {
    if (loaded) searchOverlay.preload();
  }, [loaded]);
  const typedAhead = useTypeAhead(isOpen);
  // Mounted from the first opening on, once its code is here.
  const overlay = useDeferredModule(searchOverlay, "The search's code could not be loaded", mounted);
  if (!mounted || !overlay) return null;
  return (
    <overlay.CallSearchOverlay
      open={isOpen}
      onClose={close}
      content={content}
      onChoose={choose}
      typedAhead={typedAhead}
    />
  );
}
