import { describe, expect, it } from "vitest";
import type { CallBundle } from "~/schemas/callBundle";
import { callPreview, EMPTY_PREVIEW, PREVIEW_CHAT_MESSAGES, PREVIEW_TRANSCRIPT_LINES } from "./preview";

const bundle: CallBundle = {
  version: 1,
  transcript: Array.from({ length: 40 }, (_, i) => ({
    timestamp: "",
    seconds: i * 10,
    speaker: "Ana",
    text: `line ${i}`,
  })),
  chat: Array.from({ length: 30 }, (_, i) => ({
    id: i,
    timestamp: "",
    seconds: i * 10,
    speaker: "Bo",
    message: `message ${i}`,
    reactions: [],
  })),
};
const sync = { transcriptStartTime: "00:01:00", videoStartTime: "00:00:05" };

describe("callPreview", () => {
  it("takes the first visible transcript lines and chat messages, from the sync start", () => {
    const preview = callPreview(bundle, sync);
    expect(preview.transcript).toHaveLength(PREVIEW_TRANSCRIPT_LINES);
    expect(preview.transcript[0]?.text).toBe("line 6");
    expect(preview.chat).toHaveLength(PREVIEW_CHAT_MESSAGES);
    expect(preview.chat[0]?.message).toBe("message 6");
  });

  it("starts at the beginning without sync, and is empty without a bundle", () => {
    expect(callPreview(bundle).transcript[0]?.text).toBe("line 0");
    expect(callPreview(null, sync)).toEqual(EMPTY_PREVIEW);
  });

  it("keeps short calls whole", () => {
    const short = { ...bundle, transcript: bundle.transcript.slice(6, 9), chat: [] };
    expect(callPreview(short, sync)).toEqual({ transcript: short.transcript, chat: [] });
  });
});
