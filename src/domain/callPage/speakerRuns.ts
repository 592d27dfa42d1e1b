import type { ChatThread } from "./chatView";

/**
 * For each item of a pane, whether it starts a run of consecutive items by one speaker: the pane names
 * the speaker once, above a run's first item, and every item keeps its own time. `breaksAfter[i]` ends
 * a run after item i whatever comes next (something shown under it, such as nested replies, stands
 * between it and the next item).
 */
export function speakerRunStarts(speakers: readonly string[], breaksAfter: readonly boolean[] = []): boolean[] {
  return speakers.map(
    (speaker, index) => index === 0 || breaksAfter[index - 1] === true || speakers[index - 1] !== speaker,
  );
}

/**
 * The chat pane's runs: thread after thread by one speaker, unless the earlier one has replies (those
 * are indented beneath it, under other names, so the next message names its speaker again).
 */
export function chatThreadRunStarts(threads: readonly ChatThread[]): boolean[] {
  return speakerRunStarts(
    threads.map((thread) => thread.root.speaker),
    threads.map((thread) => thread.replies.length > 0),
  );
}
