import type { SummaryVersion } from "~/schemas/callConstants";
import type { SearchContentType } from "~/schemas/searchIndex";
import type { CallContent } from "./callContent";
import { prefixesOf, tokenize } from "./tokenize";

// Call-page search (SPEC §9 'Call-page search scoring', SPEC-NOTES decisions 2, 3 and 5).

export type CallSearchFilter = "all" | SearchContentType;

/** Neighbouring transcript lines, for the 'Show context' toggle. */
export type CallHitContext = { before: string | null; after: string | null };

export type CallHit = {
  type: SearchContentType;
  timestamp: string;
  /** Null for an item with no time (the older summary's). */
  seconds: number | null;
  speaker?: string;
  text: string;
  context?: CallHitContext;
  matchScore: number;
  /** Index of the item in its source list (content.transcript, .chat, .agenda, .actions or .decisions). */
  ref: number;
  /** For a topic or action item of a summary not shown first: which one (its lists in content.otherSummaries). */
  version?: SummaryVersion;
};

export const UNLABELLED_SPEAKER = "Speaker";

const PHRASE_BONUS = 10;
const ALL_WORDS_BONUS = 5;
const TEXT_WORD = 2;
const SPEAKER_WORD = 3;
const TITLE_WORD = 3;
const SUMMARY_WORD = 2;
const DECISION_BONUS = 2;
const ACTION_BONUS = 5;

const TYPE_ORDER: Record<SearchContentType, number> = { transcript: 0, chat: 1, agenda: 2, action: 3, decision: 4 };

type CallQuery = {
  words: ReadonlySet<string>;
  // " w1 w2 … wn": must start at a word boundary; the last word may be the start of a longer word.
  phrase: string;
  /** The first two characters of each word (headOf): most tokens are ruled out by one lookup. */
  heads: ReadonlySet<number>;
};

type FieldMatch = { words: ReadonlySet<string>; phrase: boolean };

export function searchCall(content: CallContent, query: string, filter: CallSearchFilter = "all"): CallHit[] {
  const tokens = tokenize(query);
  if (tokens.length === 0) return [];
  const callQuery: CallQuery = {
    words: new Set(tokens),
    phrase: ` ${tokens.join(" ")}`,
    heads: new Set(tokens.map(headOf)),
  };
  const wanted = (type: SearchContentType) => filter === "all" || filter === type;
  const hits = [
    ...(wanted("transcript") ? transcriptHits(content.transcript, callQuery) : []),
    ...(wanted("chat") ? chatHits(content.chat, callQuery) : []),
    ...(wanted("agenda") ? agendaHits(content.agenda, callQuery) : []),
    ...(wanted("action") ? actionHits(content.actions, callQuery) : []),
    ...content.otherSummaries.flatMap(({ version, agenda, actions }) =>
      [
        ...(wanted("agenda") ? agendaHits(agenda, callQuery) : []),
        ...(wanted("action") ? actionHits(actions, callQuery) : []),
      ].map((hit) => ({ ...hit, version })),
    ),
    ...(wanted("decision") ? decisionHits(content.decisions, callQuery) : []),
  ];
  return hits.sort(compareHits);
}

function transcriptHits(lines: CallContent["transcript"], query: CallQuery): CallHit[] {
  return lines.flatMap((line, ref) => {
    const text = matchField(line.text, query);
    // The 'Speaker' placeholder is display text, not a name to match.
    const speaker = matchField(line.speaker ?? "", query);
    const score = primaryScore(text, TEXT_WORD, query) + speaker.words.size * SPEAKER_WORD;
    if (text.words.size + speaker.words.size === 0) return [];
    const context = { before: lines[ref - 1]?.text ?? null, after: lines[ref + 1]?.text ?? null };
    return [
      {
        type: "transcript",
        timestamp: line.timestamp,
        seconds: line.seconds,
        speaker: line.speaker ?? UNLABELLED_SPEAKER,
        text: line.text,
        context,
        matchScore: score,
        ref,
      },
    ];
  });
}

function chatHits(messages: CallContent["chat"], query: CallQuery): CallHit[] {
  return messages.flatMap((message, ref) => {
    // Reactions that found their message are not messages at all; the orphans stay out of search (SPEC §5).
    if (message.isOrphanReaction) return [];
    const text = matchField(message.message, query);
    const speaker = matchField(message.speaker, query);
    if (text.words.size + speaker.words.size === 0) return [];
    const score = primaryScore(text, TEXT_WORD, query) + speaker.words.size * SPEAKER_WORD;
    return [
      {
        type: "chat",
        timestamp: message.timestamp,
        seconds: message.seconds,
        speaker: message.speaker,
        text: message.message,
        matchScore: score,
        ref,
      },
    ];
  });
}

function agendaHits(items: CallContent["agenda"], query: CallQuery): CallHit[] {
  return items.flatMap((item, ref) => {
    const title = matchField(item.title, query);
    const summary = matchField(item.summary, query);
    const either = new Set([...title.words, ...summary.words]);
    if (either.size === 0) return [];
    const score =
      title.words.size * TITLE_WORD +
      summary.words.size * SUMMARY_WORD +
      (either.size === query.words.size ? ALL_WORDS_BONUS : 0) +
      (title.phrase || summary.phrase ? PHRASE_BONUS : 0) +
      (item.isDecision ? DECISION_BONUS : 0);
    const text = item.summary === "" ? item.title : `${item.title} — ${item.summary}`;
    return [{ type: "agenda", timestamp: item.timestamp, seconds: item.seconds, text, matchScore: score, ref }];
  });
}

function actionHits(actions: CallContent["actions"], query: CallQuery): CallHit[] {
  return actions.flatMap((action, ref) => {
    const text = matchField(action.text, query);
    const owner = matchField(action.owner ?? "", query);
    if (text.words.size + owner.words.size === 0) return [];
    const score = primaryScore(text, TEXT_WORD, query) + owner.words.size * SPEAKER_WORD + ACTION_BONUS;
    const speaker = action.owner === undefined ? {} : { speaker: action.owner };
    return [
      {
        type: "action",
        timestamp: action.timestamp,
        seconds: action.seconds,
        ...speaker,
        text: action.text,
        matchScore: score,
        ref,
      },
    ];
  });
}

// A key decision weighs as an action item: its text and its type in words ("Considered for Glamsterdam") both match.
function decisionHits(decisions: CallContent["decisions"], query: CallQuery): CallHit[] {
  return decisions.flatMap((decision, ref) => {
    const text = matchField(decision.text, query);
    const label = matchField(decision.label, query);
    if (text.words.size + label.words.size === 0) return [];
    const score = primaryScore(text, TEXT_WORD, query) + label.words.size * TITLE_WORD + ACTION_BONUS;
    return [
      {
        type: "decision",
        timestamp: decision.timestamp,
        seconds: decision.seconds,
        speaker: decision.label,
        text: decision.text,
        matchScore: score,
        ref,
      },
    ];
  });
}

function primaryScore(field: FieldMatch, perWord: number, query: CallQuery): number {
  return (
    field.words.size * perWord +
    (field.words.size === query.words.size ? ALL_WORDS_BONUS : 0) +
    (field.phrase ? PHRASE_BONUS : 0)
  );
}

// A call's texts are searched again at every keystroke; tokenizing them (normalize, lower-case, split)
// was most of that work, so each text's tokens are kept. Bounded, for a page left open for hours.
const TOKEN_CACHE_LIMIT = 50_000;
const tokenCache = new Map<string, readonly string[]>();

function tokensOf(text: string): readonly string[] {
  let tokens = tokenCache.get(text);
  if (!tokens) {
    if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.clear();
    tokens = tokenize(text);
    tokenCache.set(text, tokens);
  }
  return tokens;
}

// Tokens have at least two UTF-16 units (tokenize), and a word a token begins with shares its first two.
function headOf(token: string): number {
  return token.charCodeAt(0) * 0x10000 + token.charCodeAt(1);
}

const NO_MATCH: FieldMatch = { words: new Set(), phrase: false };

function matchField(text: string, query: CallQuery): FieldMatch {
  const tokens = tokensOf(text);
  let words: Set<string> | null = null;
  for (const token of tokens) {
    if (!query.heads.has(headOf(token))) continue;
    for (const word of prefixesOf(token, query.words)) (words ??= new Set()).add(word);
  }
  if (!words) return NO_MATCH;
  // A phrase match needs every word, so skip the join when one is missing.
  const phrase = words.size === query.words.size && ` ${tokens.join(" ")}`.includes(query.phrase);
  return { words, phrase };
}

// Total order (SPEC-NOTES decision 2): score, then earliest time, then source order.
function compareHits(a: CallHit, b: CallHit): number {
  return (
    b.matchScore - a.matchScore ||
    // An item with no time after those with one.
    (a.seconds ?? Number.POSITIVE_INFINITY) - (b.seconds ?? Number.POSITIVE_INFINITY) ||
    TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
    a.ref - b.ref
  );
}
