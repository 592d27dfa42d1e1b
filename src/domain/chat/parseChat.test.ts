import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { ChatMessage } from "~/schemas/callBundle";
import {
  CHAT_FORMS,
  isReactionLine,
  parseChat,
  parseReaction,
  parseReply,
  startsLikeReaction,
  startsLikeReply,
} from "./parseChat";

const chat = (...lines: string[]) => lines.join("\r\n") + "\r\n";
const summary = (m: ChatMessage) => ({ id: m.id, speaker: m.speaker, message: m.message });

describe("parseChat: lines and continuations", () => {
  it("reads timestamp, sender (without its colon) and message", () => {
    const { messages, warnings } = parseChat(chat("00:05:28\tGabe:\tGm :)", "00:07:07\tlightclient:\tsounds great"));
    expect(messages).toEqual([
      { id: 0, timestamp: "00:05:28", seconds: 328, speaker: "Gabe", message: "Gm :)", reactions: [] },
      { id: 1, timestamp: "00:07:07", seconds: 427, speaker: "lightclient", message: "sounds great", reactions: [] },
    ]);
    expect(warnings).toEqual([]);
  });

  it("keeps colons inside a sender's name and tabs inside a message", () => {
    const [message] = parseChat("00:00:01\tSom - Erigon: ops:\ta\tb").messages;
    expect(message).toMatchObject({ speaker: "Som - Erigon: ops", message: "a\tb" });
  });

  it("appends continuation lines to the previous message, newline-joined", () => {
    const { messages } = parseChat(
      "00:22:47\tJosh:\tFrom YouTube\n\nWould prefer May 7\r\n00:22:57\tBarnabas:\tmay 7 LFG\r\n",
    );
    expect(messages.map(summary)).toEqual([
      { id: 0, speaker: "Josh", message: "From YouTube\n\nWould prefer May 7" },
      { id: 1, speaker: "Barnabas", message: "may 7 LFG" },
    ]);
  });

  it("treats a bare CR inside a message as a line break", () => {
    const [message] = parseChat("01:11:30\tBen:\thalving everything\r\rSo same per second\r\n").messages;
    expect(message?.message).toBe("halving everything\n\nSo same per second");
  });

  it.each(["\n", "\r", "\r\n"])("gives the same messages whatever the line ending (%j)", (eol) => {
    const lines = ["00:00:01\tA:\tone", "two", "00:00:02\tB:\tthree"];
    expect(parseChat(lines.join(eol) + eol).messages).toEqual(parseChat(lines.join("\n")).messages);
  });

  it("accepts an empty message, a sender without a colon and a one-digit hour", () => {
    const { messages } = parseChat("0:00:01\tA:\t\n00:00:02\tB\tplain\n00:00:03\tC:\n");
    expect(messages.map((m) => [m.timestamp, m.speaker, m.message])).toEqual([
      ["00:00:01", "A", ""],
      ["00:00:02", "B", "plain"],
      ["00:00:03", "C", ""],
    ]);
  });

  it("warns about text before the first message and tolerates a BOM", () => {
    const { messages, warnings } = parseChat("\uFEFFstray\n\n00:00:01\tA:\thi\n");
    expect(messages.map(summary)).toEqual([{ id: 0, speaker: "A", message: "hi" }]);
    expect(warnings).toEqual(["line 1: text before the first message ignored"]);
  });

  it("gives nothing for empty input", () => {
    expect(parseChat("")).toEqual({ messages: [], warnings: [] });
  });
});

describe("parseChat: replies", () => {
  it("takes the reply's own text after the quote and the blank line, and links its target", () => {
    const { messages } = parseChat(chat("00:05:28\tGabe:\tGm :)", '00:07:00\tnixo:\tReplying to "Gm :)"\n\ngm'));
    expect(messages[1]).toEqual({
      id: 1,
      timestamp: "00:07:00",
      seconds: 420,
      speaker: "nixo",
      message: "gm",
      replyTo: { quote: "Gm :)", targetId: 0 },
      reactions: [],
    });
  });

  it("accepts a reply without the blank line", () => {
    const { messages } = parseChat(
      chat(
        "00:00:01\tA:\ti’ve said this before, twice",
        '00:00:02\tB:\tReplying to "i’ve said this befor…"\nright my bad',
      ),
    );
    expect(messages[1]).toMatchObject({
      message: "right my bad",
      replyTo: { quote: "i’ve said this befor…", targetId: 0 },
    });
  });

  it("reads a quote that spans several lines", () => {
    const { messages } = parseChat(
      chat(
        "00:00:01\tTim:\tQuestion:\nShould we add more EIPs?",
        '00:00:05\tAnsgar:\tReplying to "Question:\nShould we ..."\n\nI think we should\nlater',
      ),
    );
    expect(messages[1]).toMatchObject({
      message: "I think we should\nlater",
      replyTo: { quote: "Question:\nShould we ...", targetId: 0 },
    });
  });

  it("reads the Dutch reply header", () => {
    const { messages } = parseChat(
      chat(
        "00:00:01\tA:\tFor smart contract wallets",
        '00:00:02\tB:\tAntwoord verzenden naar "For smart contract..."\n\nWill write tests',
      ),
    );
    expect(messages[1]).toMatchObject({ message: "Will write tests", replyTo: { targetId: 0 } });
  });

  it("links the most recent earlier message that starts with the quote", () => {
    const { messages } = parseChat(
      chat(
        "00:00:01\tA:\tsame text here",
        "00:00:02\tB:\tsame text here too",
        "00:00:03\tC:\tunrelated",
        '00:00:04\tD:\tReplying to "same text he..."\n\nyes',
      ),
    );
    expect(messages[3]?.replyTo).toEqual({ quote: "same text he...", targetId: 1 });
  });

  it("matches a reply to a reply by the reply's own text", () => {
    const { messages } = parseChat(
      chat(
        "00:00:01\tA:\tfirst",
        '00:00:02\tB:\tReplying to "first"\n\nsecond thought',
        '00:00:03\tC:\tReplying to "second thou..."\n\nthird',
      ),
    );
    expect(messages[2]?.replyTo?.targetId).toBe(1);
  });

  it("keeps a reply whose target is missing, with its quote and a null target", () => {
    const { messages } = parseChat(chat('00:00:02\tB:\tReplying to "Screenshot 2025-10-30.png"\n\nlol'));
    expect(messages[0]).toMatchObject({
      message: "lol",
      replyTo: { quote: "Screenshot 2025-10-30.png", targetId: null },
    });
  });

  it("never links a reply to a later message", () => {
    const { messages } = parseChat(chat('00:00:01\tB:\tReplying to "later"\n\nhm', "00:00:02\tA:\tlater"));
    expect(messages[0]?.replyTo?.targetId).toBeNull();
  });

  it("keeps a reply whose quote never closes as a plain message, with a warning", () => {
    const { messages, warnings } = parseChat('00:00:01\tB:\tReplying to "no end\nstill going\n');
    expect(messages.map(summary)).toEqual([{ id: 0, speaker: "B", message: 'Replying to "no end\nstill going' }]);
    expect(messages[0]?.replyTo).toBeUndefined();
    expect(warnings).toEqual(["line 1: reply quote never closes; kept as a plain message"]);
  });

  it("reads an empty quote and an empty reply", () => {
    expect(parseReply('Replying to ""\n\nwe care about target')).toEqual({ quote: "", text: "we care about target" });
    expect(parseReply('Replying to "x"')).toEqual({ quote: "x", text: "" });
  });
});

describe("parseChat: reactions", () => {
  it("attaches a reaction to the message whose text starts with the quoted fragment", () => {
    const { messages } = parseChat(
      chat(
        "00:08:07\tJustin:\tgoooooooood morning consensus layooooors",
        '00:08:24\tKatya:\tReacted to "goooooooood morning ..." with ❤️',
        '00:10:05\tFredrik:\tReacted to "goooooooood morning ..." with 🧖',
      ),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.reactions).toEqual([
      { speaker: "Katya", emoji: "❤️" },
      { speaker: "Fredrik", emoji: "🧖" },
    ]);
  });

  it("reads the Dutch form", () => {
    const { messages } = parseChat(
      chat("00:00:01\tA:\tsame. I want A plus B", '00:00:02\tB:\tHeeft gereageerd op "same. I want A plu..." met ➕'),
    );
    expect(messages[0]?.reactions).toEqual([{ speaker: "B", emoji: "➕" }]);
  });

  it("reads the form that quotes the emoji instead of the text", () => {
    const { messages } = parseChat(
      chat("00:00:01\tA:\tLFG May 7th", '00:00:02\tMallesh:\tReacted to LFG May 7th with "🔥"'),
    );
    expect(messages[0]?.reactions).toEqual([{ speaker: "Mallesh", emoji: "🔥" }]);
  });

  it("compares normalised whitespace, so a quote across lines still matches", () => {
    const { messages } = parseChat(
      chat(
        "00:33:45\tBarnabas:\tprogrammatic ++ \nstakers —",
        '00:34:04\tnixo:\tReacted to "programmatic ++ \nsta..." with ➕',
      ),
    );
    expect(messages[0]?.reactions).toHaveLength(1);
  });

  it("accepts the single-character ellipsis and an emoji cut in half", () => {
    const { messages } = parseChat(
      chat(
        "00:00:01\tA:\tOk with May 7th for us",
        "00:00:02\tB:\tExcited, lets go 🚀🚀",
        '00:00:03\tC:\tReacted to "Ok with May 7th for …" with 👍',
        '00:00:04\tD:\tReacted to "Excited, lets go \uFFFD..." with 💯',
      ),
    );
    expect(messages.map((m) => m.reactions.length)).toEqual([1, 1]);
  });

  it("attaches to the most recent earlier match, and to replies by their own text", () => {
    const { messages } = parseChat(
      chat(
        "00:00:01\tA:\tnice nice",
        '00:00:02\tB:\tReplying to "nice nice"\n\nnice nice indeed',
        '00:00:03\tC:\tReacted to "nice nice" with 👍',
      ),
    );
    expect(messages.map((m) => m.reactions.length)).toEqual([0, 1]);
  });

  it("keeps a reaction whose target is missing as a flagged plain line with its original text", () => {
    const line = 'Reacted to "Screenshot2025_04_17_164701.jpg" with 😂';
    const { messages } = parseChat(chat("00:00:01\tA:\tsomething else", `00:00:02\tB:\t${line}`));
    expect(messages[1]).toEqual({
      id: 1,
      timestamp: "00:00:02",
      seconds: 2,
      speaker: "B",
      message: line,
      reactions: [],
      isOrphanReaction: true,
    });
  });

  it("never attaches a reaction to a later message", () => {
    const { messages } = parseChat(chat('00:00:01\tB:\tReacted to "hello" with 👍', "00:00:02\tA:\thello"));
    expect(messages[0]?.isOrphanReaction).toBe(true);
    expect(messages[1]?.reactions).toEqual([]);
  });

  it("does not attach a reaction to an orphaned reaction", () => {
    const { messages } = parseChat(
      chat('00:00:01\tB:\tReacted to "x.png" with 👍', '00:00:02\tC:\tReacted to "Reacted to" with 👍'),
    );
    expect(messages.map((m) => m.isOrphanReaction)).toEqual([true, true]);
  });

  it("treats look-alikes as ordinary messages", () => {
    const { messages } = parseChat(
      chat(
        "00:00:01\tA:\thello",
        "00:00:02\tB:\tReacted to the news with surprise",
        '00:00:03\tC:\tReacted to "hello" with 👍 and then left',
        '00:00:04\tD:\treacted to "hello" with 👍',
      ),
    );
    expect(messages.map((m) => [m.message.slice(0, 12), m.reactions.length, m.isOrphanReaction])).toEqual([
      ["hello", 0, undefined],
      ["Reacted to t", 0, undefined],
      ['Reacted to "', 0, undefined],
      ['reacted to "', 0, undefined],
    ]);
  });
});

describe("parseReaction and isReactionLine", () => {
  it.each([
    ['Reacted to "Happy Ether" with 😄', { quote: "Happy Ether", emoji: "😄" }],
    ['Heeft gereageerd op "hope to see some o..." met 👍', { quote: "hope to see some o...", emoji: "👍" }],
    ['Reacted to vibing with core dev... with "❤️\u200d🔥"', { quote: "vibing with core dev...", emoji: "❤️\u200d🔥" }],
    ['Reacted to "go with the flow" with 👍🏽', { quote: "go with the flow", emoji: "👍🏽" }],
    ['Reacted to "BAL-er dev work” with "🥂"', { quote: '"BAL-er dev work”', emoji: "🥂" }],
  ])("reads %j", (line, expected) => {
    expect(parseReaction(line)).toEqual(expected);
    expect(isReactionLine(line)).toBe(true);
  });

  it.each([
    "Reacted to the proposal with skepticism",
    'Reacted to "x" with :+1:',
    'Replying to "x"\n\ny',
    "gm",
    'Reacted to "x" met 👍',
  ])("does not read %j as a reaction", (line) => {
    expect(isReactionLine(line)).toBe(false);
  });
});

describe("parseChat on hostile input", () => {
  const sender = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !/[\t\r\n:]/.test(s) && s.trim() !== "");
  const text = fc
    .oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ maxLength: 30 }).map((s) => `Replying to "${s}`),
      fc.string({ maxLength: 30 }).map((s) => `Reacted to "${s}" with 👍`),
      fc.string({ maxLength: 30 }).map((s) => `Heeft gereageerd op "${s}`),
    )
    .map((s) => s.replace(/[\r\n]/g, " "));
  const line = fc.record({ sender, text, seconds: fc.integer({ min: 0, max: 35_999 }) });
  const hms = (s: number) =>
    [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, "0")).join(":");

  it("never throws on random text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (input) => {
        expect(Array.isArray(parseChat(input).messages)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on binary-ish bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4000 }), (bytes) => {
        expect(Array.isArray(parseChat(new TextDecoder().decode(bytes)).messages)).toBe(true);
      }),
    );
  });

  it("loses nothing: every line is a message or an attached reaction; ids and links are sane", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const { messages } = parseChat(lines.map((l) => `${hms(l.seconds)}\t${l.sender}:\t${l.text}`).join("\r\n"));
        const attached = messages.reduce((n, m) => n + m.reactions.length, 0);
        expect(messages.length + attached).toBe(lines.length);
        messages.forEach((m, i) => {
          expect(m.id).toBe(i);
          expect(m.timestamp).toMatch(/^\d{2}:\d{2}:\d{2}$/);
          const target = m.replyTo?.targetId;
          if (target !== undefined && target !== null) expect(target).toBeLessThan(i);
        });
      }),
    );
  });

  it("survives a huge line and an unterminated quote spanning thousands of lines", () => {
    const huge = "y".repeat(2_000_000);
    expect(parseChat(`00:00:01\tA:\t${huge}`).messages[0]?.message.length).toBe(2_000_000);
    const open = `00:00:01\tA:\tReplying to "${"line\n".repeat(10_000)}`;
    expect(parseChat(open).messages).toHaveLength(1);
  });

  it("parses 100 000 messages with many reactions quickly", () => {
    const lines: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      lines.push(
        i % 2 === 0
          ? `${hms(i % 36_000)}\tU${i % 13}:\tmessage number ${i} about things`
          : `${hms(i % 36_000)}\tR:\tReacted to "message number ${i - 1} ab..." with 👍`,
      );
    }
    const started = performance.now();
    const { messages } = parseChat(lines.join("\r\n"));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(messages).toHaveLength(50_000);
    expect(messages.every((m) => m.reactions.length === 1)).toBe(true);
  });

  it("stays fast when many reactions share a prefix and match nothing", () => {
    const lines: string[] = [];
    for (let i = 0; i < 5_000; i++) lines.push(`00:00:01\tA:\tcommon prefix ${i}`);
    for (let i = 0; i < 5_000; i++) lines.push(`00:00:02\tB:\tReacted to "common prefix x${i}..." with 👍`);
    const started = performance.now();
    const { messages } = parseChat(lines.join("\n"));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(messages.filter((m) => m.isOrphanReaction)).toHaveLength(5_000);
  });
});

// One row per language Zoom has been seen writing in; own short lines in the real shapes.
const LANGUAGES = [
  {
    language: "en",
    react: (q: string, e: string) => `Reacted to "${q}" with ${e}`,
    plain: ["Reacted to the news with surprise", 'Reacted to "the plan" with a shrug'],
  },
  {
    language: "nl",
    react: (q: string, e: string) => `Heeft gereageerd op "${q}" met ${e}`,
    plain: ["Heeft gereageerd op de vraag met een grap", 'Heeft gereageerd op "het plan" met vertraging'],
  },
  {
    language: "fr",
    react: (q: string, e: string) => `A réagi à "${q}" avec ${e}`,
    plain: ["A réagi à la proposition avec enthousiasme", 'A réagi à "ce plan" avec prudence'],
  },
  {
    language: "es",
    react: (q: string, e: string) => `Se ha reaccionado a "${q}" con ${e}`,
    plain: ["Se ha reaccionado a la propuesta con calma", 'Se ha reaccionado a "el plan" con dudas'],
  },
  {
    language: "de",
    react: (q: string, e: string) => `Hat auf "${q}" mit ${e} reagiert`,
    plain: ["Hat auf die Frage mit Humor reagiert", 'Hat auf "Start" nicht reagiert', 'Hat auf "den Plan" mit 🚀'],
  },
];

// No German reply header has been seen yet.
const REPLY_HEADERS = [
  { language: "en", reply: (q: string) => `Replying to "${q}"` },
  { language: "nl", reply: (q: string) => `Antwoord verzenden naar "${q}"` },
  { language: "fr", reply: (q: string) => `Répondre à "${q}"` },
  { language: "es", reply: (q: string) => `Respondiendo a "${q}"` },
];

describe("parseChat: reactions and replies in every language Zoom writes", () => {
  it("has one table row per language, each with a reaction wording", () => {
    expect(CHAT_FORMS.map((form) => form.language)).toEqual(LANGUAGES.map((l) => l.language));
  });

  describe.each(LANGUAGES)("$language reactions", ({ language, react, plain }) => {
    it("attaches a reaction to the message it quotes", () => {
      const { messages } = parseChat(
        chat("00:00:01\tA:\tship the devnet on Thursday", `00:00:02\tB:\t${react("ship the devnet on T...", "🚀")}`),
      );
      expect(messages).toHaveLength(1);
      expect(messages[0]?.reactions).toEqual([{ speaker: "B", emoji: "🚀" }]);
    });

    it("attaches a reaction whose quote is cut with an ellipsis and spans lines", () => {
      const { messages } = parseChat(
        chat("00:00:01\tA:\tagenda:\nblobs first", `00:00:02\tB:\t${react("agenda:\nblo…", "👍🏽")}`),
      );
      expect(messages.map((m) => m.reactions)).toEqual([[{ speaker: "B", emoji: "👍🏽" }]]);
    });

    it("reads a reaction and its language", () => {
      const line = react("gm", "❤️");
      expect(parseReaction(line)).toEqual({ quote: "gm", emoji: "❤️" });
      expect(startsLikeReaction(line)).toBe(language);
    });

    it("keeps a reaction whose target is missing as a flagged line, never as a stray message", () => {
      const line = react("not in this chat", "😂");
      const { messages } = parseChat(chat("00:00:01\tA:\thello", `00:00:02\tB:\t${line}`));
      expect(messages[1]).toMatchObject({ message: line, isOrphanReaction: true });
    });

    it.each(plain)("keeps the ordinary sentence %j as a message", (sentence) => {
      const { messages } = parseChat(chat("00:00:01\tA:\tthe plan", `00:00:02\tB:\t${sentence}`));
      expect(messages.map((m) => [m.message, m.reactions.length, m.isOrphanReaction])).toEqual([
        ["the plan", 0, undefined],
        [sentence, 0, undefined],
      ]);
      expect(isReactionLine(sentence)).toBe(false);
    });
  });

  describe.each(REPLY_HEADERS)("$language replies", ({ language, reply }) => {
    it("nests a reply under the message it quotes", () => {
      const header = reply("ship the devnet o...");
      const { messages } = parseChat(
        chat("00:00:01\tA:\tship the devnet on Thursday", `00:00:02\tB:\t${header}\n\nok`),
      );
      expect(messages[1]).toMatchObject({ message: "ok", replyTo: { quote: "ship the devnet o...", targetId: 0 } });
      expect(startsLikeReply(header)).toBe(language);
    });

    it("nests a reply whose quote spans lines, without the blank line", () => {
      const { messages } = parseChat(
        chat("00:00:01\tA:\tagenda:\nblobs first", `00:00:02\tB:\t${reply("agenda:\nblobs…")}\nyes\nlater`),
      );
      expect(messages[1]).toMatchObject({ message: "yes\nlater", replyTo: { quote: "agenda:\nblobs…", targetId: 0 } });
    });

    it("keeps a reply whose quote never closes as a plain message, with a warning", () => {
      const body = reply("no end\nstill").slice(0, -1);
      const { messages, warnings } = parseChat(`00:00:01\tB:\t${body}\n`);
      expect(messages.map(summary)).toEqual([{ id: 0, speaker: "B", message: body }]);
      expect(warnings).toEqual(["line 1: reply quote never closes; kept as a plain message"]);
    });
  });

  it("reads the emoji-quoted variant and a trailing space in any language", () => {
    expect(parseReaction('Hat auf LFG Mai mit "🔥" reagiert')).toEqual({ quote: "LFG Mai", emoji: "🔥" });
    expect(parseReaction('A réagi à "go" avec 👍 ')).toEqual({ quote: "go", emoji: "👍" });
  });

  it("splits at the last separator, so a quote may contain the language's own words", () => {
    expect(parseReaction('Hat auf "A mit B" mit 🙏 reagiert')).toEqual({ quote: "A mit B", emoji: "🙏" });
    expect(parseReaction('Se ha reaccionado a "pan con queso" con 😂')).toEqual({
      quote: "pan con queso",
      emoji: "😂",
    });
  });

  it("does not mix one language's wording with another's separator", () => {
    expect(isReactionLine('A réagi à "x" with 👍')).toBe(false);
    expect(isReactionLine('Hat auf "x" met 👍 reagiert')).toBe(false);
    expect(startsLikeReaction("gm")).toBeNull();
    expect(startsLikeReply('Antwort auf "x"\n\ny')).toBeNull();
  });

  it("links reactions and replies across languages in one chat", () => {
    const { messages } = parseChat(
      chat(
        "00:00:01\tA:\tfork on May 7",
        '00:00:02\tB:\tRépondre à "fork on May 7"\n\nd’accord',
        '00:00:03\tC:\tHat auf "d’accord" mit 👍 reagiert',
        '00:00:04\tD:\tSe ha reaccionado a "fork on M..." con 🎉',
      ),
    );
    expect(messages.map((m) => [m.message, m.replyTo?.targetId, m.reactions.map((r) => r.emoji)])).toEqual([
      ["fork on May 7", undefined, ["🎉"]],
      ["d’accord", 0, ["👍"]],
    ]);
  });

  it("never leaves a reaction in any language as an unflagged message", () => {
    const quote = fc.string({ maxLength: 40 }).map((s) => s.replace(/[\r\n]/g, " "));
    const emoji = fc.constantFrom("👍", "😂", "❤️", "🙏", "➕", "👍🏽", "❤️\u200d🔥");
    fc.assert(
      fc.property(
        fc.array(fc.record({ quote, emoji, form: fc.constantFrom(...LANGUAGES), target: fc.boolean() }), {
          maxLength: 20,
        }),
        (rows) => {
          const lines = rows.flatMap((row, i) => [
            ...(row.target ? [`00:00:0${i % 10}\tA:\t${row.quote}`] : []),
            `00:00:0${i % 10}\tB:\t${row.form.react(row.quote, row.emoji)}`,
          ]);
          const { messages } = parseChat(lines.join("\n"));
          const stray = messages.filter(
            (m) => !m.isOrphanReaction && startsLikeReaction(m.message) !== null && m.speaker === "B",
          );
          expect(stray).toEqual([]);
          expect(messages.length + messages.reduce((n, m) => n + m.reactions.length, 0)).toBe(lines.length);
        },
      ),
    );
  });
});

describe("parseChat on hostile input in every language", () => {
  const long = "x".repeat(100_000);
  const hostile = [
    ...LANGUAGES.flatMap(({ react }) => [
      react("<script>alert(1)</script>", "<b>👍</b>"),
      react('<img src=x onerror="alert(1)">', "👍"),
      react(long, "👍"),
      react("x", long),
      react(`${long}" mit 👍 ${long}`, "🎉"),
      react(" mit x avec x con x with x met".repeat(5_000), "👍"),
      react("unterminated", "👍").replace(/"(?=[^"]*$)/, ""),
      react("", ""),
      react("", "👍"),
    ]),
    ...REPLY_HEADERS.flatMap(({ reply }) => [
      reply(long),
      reply("<p>").slice(0, -1) + "\n".repeat(5_000),
      reply(""),
      reply('"'),
    ]),
  ];

  it.each(hostile.map((line) => [line.slice(0, 40), line]))("does not throw on %j…", (_label, line) => {
    const started = performance.now();
    const { messages } = parseChat(`00:00:01\tA:\t${long}\n00:00:02\tB:\t${line}\n`);
    expect(messages.length + messages.reduce((n, m) => n + m.reactions.length, 0)).toBe(2);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it.each(["", "👍", "🚀 reagiert", "Hat auf", "A réagi à", 'Répondre à "', "\u0000", "<div>"])(
    "does not throw on the bare message %j",
    (line) => {
      expect(() => parseChat(`00:00:01\tB:\t${line}`)).not.toThrow();
      expect(() => parseReaction(line)).not.toThrow();
      expect(() => parseReply(line)).not.toThrow();
    },
  );

  it("keeps an emoji-only message as a message", () => {
    const { messages } = parseChat("00:00:01\tB:\t👍\n");
    expect(messages.map(summary)).toEqual([{ id: 0, speaker: "B", message: "👍" }]);
  });
});
