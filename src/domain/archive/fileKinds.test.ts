import { expect, test } from "vitest";
import { breakoutSessions, isSessionId, sessionFileName, unshownFiles } from "./fileKinds";

test("every file a session shows passes, a breakout's too; unknown kinds are reported by name", () => {
  expect(
    unshownFiles([
      "transcript_corrected.vtt",
      "transcript_changelog.tsv",
      "chat.txt",
      "key_decisions.json",
      "notes.json",
      "config.json",
    ]),
  ).toEqual([]);
  expect(
    unshownFiles([
      "chat_cl.txt",
      "transcript_corrected_el.vtt",
      "slides.pdf",
      "tldr.json",
      "../evil",
      "<b>.json",
      "config_cl.json",
      "chat_c-l.txt",
      "chat_.txt",
    ]),
  ).toEqual([
    "../evil: a file kind the site does not know; left out",
    "<b>.json: a file kind the site does not know; left out",
    "chat_.txt: a file kind the site does not know; left out",
    "chat_c-l.txt: a file kind the site does not know; left out",
    "config_cl.json: a file kind the site does not know; left out",
    "slides.pdf: a file kind the site does not know; left out",
  ]);
  expect(unshownFiles([])).toEqual([]);
});

test("a breakout is named by the suffix after a whole file name, never by part of one", () => {
  // transcript_corrected.vtt is the call's own corrected transcript, not a breakout called "corrected".
  expect(breakoutSessions(["transcript_corrected.vtt", "transcript_changelog.tsv", "transcript.vtt"])).toEqual([]);
  expect(
    breakoutSessions([
      "transcript_corrected_cl.vtt",
      "transcript_changelog_cl.tsv",
      "notes_zk2.json",
      "chat_cl.txt",
      "notes_CL.json",
      "tldr_cl.txt",
    ]),
  ).toEqual(["cl", "zk2"]);
  expect(breakoutSessions([])).toEqual([]);
});

test("a session's files carry its id before the extension", () => {
  expect(sessionFileName("transcript_corrected.vtt", "cl")).toBe("transcript_corrected_cl.vtt");
  expect(sessionFileName("transcript_changelog.tsv", "cl")).toBe("transcript_changelog_cl.tsv");
  expect(sessionFileName("chat.txt", undefined)).toBe("chat.txt");
  expect(["cl", "zk2"].every(isSessionId)).toBe(true);
  expect(["", "CL", "c-l", "../x", "__proto__", "cl\n"].some(isSessionId)).toBe(false);
});
