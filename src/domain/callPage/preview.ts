import type { CallBundle } from "~/schemas/callBundle";
import { parseTimestamp } from "../time/timestamp";
import { visibleTranscript } from "../transcript/parseVtt";
import type { CallSync } from "~/schemas/content";

// The first screenful of a call's transcript and chat, prerendered into the page's HTML: the reader
// sees the conversation at first paint (and without JavaScript); the rest arrives after hydration.

/** About what a 400 px pane shows, and what the prerendered pane renders of a longer list. */
export const PREVIEW_TRANSCRIPT_LINES = 15;
export const PREVIEW_CHAT_MESSAGES = 10;

export type CallPreview = Pick<CallBundle, "transcript" | "chat">;

export const EMPTY_PREVIEW: CallPreview = { transcript: [], chat: [] };

/** The first visible lines and messages (none before the sync start, SPEC §5). */
export function callPreview(bundle: CallBundle | null, sync?: CallSync): CallPreview {
  if (!bundle) return EMPTY_PREVIEW;
  const start = sync ? parseTimestamp(sync.transcriptStartTime) : 0;
  return {
    transcript: visibleTranscript(bundle.transcript, sync).slice(0, PREVIEW_TRANSCRIPT_LINES),
    chat: bundle.chat.filter((message) => message.seconds >= start).slice(0, PREVIEW_CHAT_MESSAGES),
  };
}
