import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_FORMS, parseChat, startsLikeReaction, startsLikeReply, type ChatLog } from "~/domain/chat/parseChat";

// The reaction and reply wordings of CHAT_FORMS against every chat*.txt of both archives in ../shared/corpus.

const CORPUS = path.resolve("..", "shared", "corpus");
const CORPORA = ["artifacts", "upstream-2026-02"];
// The shape of a line that starts a message, as parseChat reads it (the sender may end the line).
const MESSAGE_START = /^\d{1,2}:\d{2}:\d{2}\t(?:[^\t]*\t([\s\S]*)|[^\t]+:)$/;

type ChatFile = { corpus: string; name: string; text: string; chat: ChatLog };
type LanguageCounts = { reactions: number; orphaned: number; replies: number };

function subfolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function readChatFiles(corpus: string): ChatFile[] {
  const root = path.join(CORPUS, corpus);
  return subfolders(root).flatMap((series) =>
    subfolders(path.join(root, series)).flatMap((call) =>
      readdirSync(path.join(root, series, call))
        .filter((file) => /^chat.*\.txt$/.test(file))
        .sort()
        .map((file) => {
          const text = readFileSync(path.join(root, series, call, file), "utf8");
          return { corpus, name: `${series}/${call}/${file}`, text, chat: parseChat(text) };
        }),
    ),
  );
}

/** The text after the sender on each line that starts a message, as Zoom wrote it. */
function messageStarts(text: string): string[] {
  return text.split(/\r\n|\r|\n/).flatMap((line) => {
    const match = MESSAGE_START.exec(line);
    return match ? [match[1] ?? ""] : [];
  });
}

function countByLanguage(files: readonly ChatFile[]): Map<string, LanguageCounts> {
  const counts = new Map(
    CHAT_FORMS.map((form): [string, LanguageCounts] => [form.language, { reactions: 0, orphaned: 0, replies: 0 }]),
  );
  const bump = (language: string | null, key: keyof LanguageCounts) => {
    const entry = language === null ? undefined : counts.get(language);
    if (entry) entry[key]++;
  };
  for (const file of files) {
    for (const start of messageStarts(file.text)) {
      bump(startsLikeReaction(start), "reactions");
      bump(startsLikeReply(start), "replies");
    }
    for (const message of file.chat.messages)
      if (message.isOrphanReaction) bump(startsLikeReaction(message.message), "orphaned");
  }
  return counts;
}

function printCounts(corpus: string, files: number, counts: Map<string, LanguageCounts>): void {
  const rows = [...counts].map(
    ([language, c]) =>
      `${language}  ${String(c.reactions).padStart(9)}  ${String(c.reactions - c.orphaned).padStart(8)}  ${String(c.orphaned).padStart(8)}  ${String(c.replies).padStart(7)}`,
  );
  console.log([`${corpus}: ${files} chat files`, "    reactions  attached  orphaned  replies", ...rows].join("\n"));
}

describe.skipIf(!existsSync(CORPUS))("chat reaction and reply wordings in the real archives", () => {
  let files: ChatFile[] = [];

  beforeAll(() => {
    files = CORPORA.flatMap(readChatFiles);
    for (const corpus of CORPORA) {
      const inCorpus = files.filter((file) => file.corpus === corpus);
      printCounts(corpus, inCorpus.length, countByLanguage(inCorpus));
    }
  });

  it("reads every chat file of both archives", () => {
    expect(files.filter((file) => file.corpus === "artifacts")).toHaveLength(51);
    expect(files.filter((file) => file.corpus === "upstream-2026-02").length).toBeGreaterThanOrEqual(51);
  });

  it("finds every wording of the table in the archives", () => {
    const counts = countByLanguage(files);
    for (const form of CHAT_FORMS) {
      expect(counts.get(form.language)?.reactions, `${form.language} reactions`).toBeGreaterThan(0);
      if (form.reply !== undefined)
        expect(counts.get(form.language)?.replies, `${form.language} replies`).toBeGreaterThan(0);
    }
  });

  it("leaves no reaction, in any language, as a message that is not flagged as an orphan", () => {
    const stray = files.flatMap((file) =>
      file.chat.messages
        .filter((message) => !message.isOrphanReaction && startsLikeReaction(message.message) !== null)
        .map((message) => `${file.corpus}/${file.name} ${message.timestamp}: ${message.message.slice(0, 60)}`),
    );
    expect(stray).toEqual([]);
  });

  it("reads every reply header, in any language, and warns about no chat line", () => {
    const unread = files.flatMap((file) =>
      file.chat.messages
        .filter((message) => message.replyTo === undefined && startsLikeReply(message.message) !== null)
        .map((message) => `${file.corpus}/${file.name} ${message.timestamp}: ${message.message.slice(0, 60)}`),
    );
    expect(unread).toEqual([]);
    expect(
      files.flatMap((file) => file.chat.warnings.map((warning) => `${file.corpus}/${file.name}: ${warning}`)),
    ).toEqual([]);
  });

  it("accounts for every message line as a message or an attached reaction", () => {
    for (const file of files) {
      const attached = file.chat.messages.reduce((n, message) => n + message.reactions.length, 0);
      expect(file.chat.messages.length + attached, `${file.corpus}/${file.name}`).toBe(messageStarts(file.text).length);
    }
  });
});
