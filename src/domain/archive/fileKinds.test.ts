import { expect, test } from "vitest";
import { unshownFiles } from "./fileKinds";

test("every file the page shows passes; breakout files and unknown kinds are reported by name", () => {
  expect(unshownFiles(["transcript_corrected.vtt", "transcript_changelog.tsv", "chat.txt", "key_decisions.json", "notes.json", "config.json"])).toEqual([]);
  expect(unshownFiles(["chat_cl.txt", "transcript_cl.vtt", "slides.pdf", "tldr.json", "../evil", "<b>.json"])).toEqual([
    "breakout session 'cl' (chat_cl.txt, transcript_cl.vtt): not shown yet",
    "../evil: a file kind the site does not know; left out",
    "<b>.json: a file kind the site does not know; left out",
    "slides.pdf: a file kind the site does not know; left out",
  ]);
  expect(unshownFiles([])).toEqual([]);
});
