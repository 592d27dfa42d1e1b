import * as z from "zod/mini";

// The per-call file the call page fetches after hydration (/data/calls/{type}/{number}.json): the
// transcript and the chat, already parsed by the pipeline. zod/mini, because the browser validates it.

export const CALL_BUNDLE_VERSION = 1;

export const transcriptEntrySchema = z.object({
  timestamp: z.string(),
  seconds: z.number(),
  speaker: z.nullable(z.string()),
  text: z.string(),
});

export const chatMessageSchema = z.object({
  id: z.number().check(z.int(), z.nonnegative()),
  timestamp: z.string(),
  seconds: z.number(),
  speaker: z.string(),
  message: z.string(),
  replyTo: z.optional(z.object({ quote: z.string(), targetId: z.nullable(z.number().check(z.int(), z.nonnegative())) })),
  reactions: z.array(z.object({ speaker: z.string(), emoji: z.string() })),
  isOrphanReaction: z.optional(z.literal(true)),
});

export const callBundleSchema = z.object({
  version: z.literal(CALL_BUNDLE_VERSION),
  transcript: z.array(transcriptEntrySchema),
  chat: z.array(chatMessageSchema),
});
export type CallBundle = z.infer<typeof callBundleSchema>;
