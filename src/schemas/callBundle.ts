import * as z from "zod/mini";

// The per-call file the call page fetches after hydration (/data/calls/{type}/{number}.json): the
// transcript and the chat, already parsed by the pipeline. zod/mini, because the browser validates it.

export const CALL_BUNDLE_VERSION = 1;

export const transcriptEntrySchema = z.object({
  /** Cue start, normalised to "HH:MM:SS.mmm". */
  timestamp: z.string(),
  seconds: z.number(),
  speaker: z.nullable(z.string()),
  text: z.string(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

const messageId = z.number().check(z.int(), z.nonnegative());

export const chatMessageSchema = z.object({
  /** Position in the call's message list; replies point at their target by it. */
  id: messageId,
  /** "HH:MM:SS" */
  timestamp: z.string(),
  seconds: z.number(),
  speaker: z.string(),
  /** The message's own text; for a reply, the text after the quote. Lines joined with "\n". */
  message: z.string(),
  replyTo: z.optional(z.object({ quote: z.string(), targetId: z.nullable(messageId) })),
  reactions: z.array(z.object({ speaker: z.string(), emoji: z.string() })),
  /** A reaction whose target was not found: kept as a plain line with its original text (SPEC-NOTES decision 6). */
  isOrphanReaction: z.optional(z.literal(true)),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const callBundleSchema = z.object({
  version: z.literal(CALL_BUNDLE_VERSION),
  transcript: z.array(transcriptEntrySchema),
  chat: z.array(chatMessageSchema),
});
export type CallBundle = z.infer<typeof callBundleSchema>;
