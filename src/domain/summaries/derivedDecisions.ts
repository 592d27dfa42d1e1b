// A call's key decisions read by rule from its TL;DR, for archives that publish no key_decisions file (ethereum/pm).
// Each `decisions` item becomes one decision or more, typed as the curated files type them: a stage change (the
// stage reached and the upgrade), a devnet inclusion (and which devnet), a headliner selected, or other. No model,
// no network: the same text gives the same decisions, and each says which words made it so (DecisionBasis).
import type { KeyDecision, TldrFile } from "~/schemas/artifacts";
import type { DecisionKind } from "~/schemas/decisionConstants";
import { findEipMentions } from "../text/eipMentions";
import type { DecisionVocabulary } from "./decisionVocabulary";

export type Stage = "Proposed" | "Considered" | "Scheduled" | "Declined" | "Withdrawn";

/** The words behind one derived decision, for the maintainers' report. */
export type DecisionBasis = { timestamp: string; text: string; kind: DecisionKind; eips: number[]; why: string[] };

type Span = { start: number; end: number; text: string };
type EipHit = Span & { eip: number };
type StageHit = Span & { stage: Stage };
type UpgradeHit = Span & { name: string };
type DevnetHit = Span & { name: string; upgrade?: string };

/** A longer item is read up to here: a hostile megabyte costs no more than a long sentence. */
const MAX_READ = 2_000;

/** Every decision item of a TL;DR, read by rule; items are kept in order, and each yields at least one decision. */
export function deriveDecisions(
  tldr: Pick<TldrFile, "decisions" | "highlights">,
  vocabulary: DecisionVocabulary,
): { decisions: KeyDecision[]; basis: DecisionBasis[] } {
  const decisions: KeyDecision[] = [];
  const basis: DecisionBasis[] = [];
  const highlights = Object.values(tldr.highlights ?? {}).flat();
  for (const item of tldr.decisions ?? []) {
    for (const read of readDecision(item.decision, item.timestamp, highlights, vocabulary)) {
      decisions.push(read.decision);
      basis.push({
        timestamp: item.timestamp,
        text: item.decision,
        kind: read.kind,
        eips: read.decision.eips,
        why: read.why,
      });
    }
  }
  return { decisions, basis };
}

type Read = { decision: KeyDecision; kind: DecisionKind; why: string[] };

function readDecision(
  original: string,
  timestamp: string,
  highlights: readonly { timestamp: string; highlight: string }[],
  vocabulary: DecisionVocabulary,
): Read[] {
  const text = foldText(original);
  const base = { original_text: original, timestamp, source: "derived" as const };
  const devnets = devnetHits(text, vocabulary);
  const eips = eipHits(text, vocabulary, devnets);
  const upgrades = upgradeHits(text, vocabulary).filter((hit) => !insideAny(hit, devnets));
  const itemUpgrade = soleName(upgrades);
  const referred = eips.length === 0 ? eipsFromHighlights(text, timestamp, highlights, vocabulary) : null;

  const reads: Read[] = [];
  /** Each stage outcome with the EIPs no later outcome of the item overrode. */
  const stageReads: { read: Read; eips: Set<number> }[] = [];
  let subject: EipHit[] = [];
  for (const clause of clauses(text)) {
    const inClause = eips.filter((hit) => within(hit, clause) && !excluded(text, clause, hit));
    const clauseUpgrades = upgrades.filter((hit) => within(hit, clause));

    const headliner = headlinerIn(clause);
    if (headliner && inClause.length > 0) {
      const fork = clauseUpgrades[0]?.name ?? itemUpgrade;
      reads.push(
        typed(base, "headliner_selected", ids(inClause), { fork }, [
          `headliner: "${headliner}"`,
          ...eipWhy(inClause),
          ...forkWhy(fork, clauseUpgrades),
        ]),
      );
      subject = inClause;
      continue;
    }

    for (const segment of stageSegments(text, clause, vocabulary)) {
      let segmentEips = inClause.filter((hit) => within(hit, segment));
      if (segmentEips.length === 0 && startsWithOutcome(text, segment)) segmentEips = subject;
      if (segmentEips.length > 0) subject = segmentEips;
      const segmentUpgrades = upgrades.filter((hit) => within(hit, segment));
      const fork = segmentUpgrades[0]?.name ?? clauseUpgrades[0]?.name ?? itemUpgrade;
      const named = segmentEips.length > 0 ? ids(segmentEips) : (referred?.eips ?? []);
      // One item settles one stage per EIP and upgrade: a later outcome ("DFI'd; withdrawn by author") wins.
      for (const earlier of stageReads)
        if (earlier.read.decision.fork === fork) for (const eip of named) earlier.eips.delete(eip);
      const read = typed(base, "stage_change", named, { fork, stage_change: { to: segment.hit.stage } }, [
        `stage: "${segment.hit.text}" → ${segment.hit.stage}`,
        ...(segmentEips.length > 0 ? eipWhy(segmentEips) : referred ? [`EIPs: ${referred.why}`] : []),
        ...forkWhy(fork, segmentUpgrades.length > 0 ? segmentUpgrades : clauseUpgrades),
      ]);
      stageReads.push({ read, eips: new Set(named) });
      reads.push(read);
    }

    for (const devnet of devnets.filter((hit) => within(hit, clause))) {
      const cue = inclusionCue(text, clause, devnet);
      const named = inClause.length > 0 ? ids(inClause) : (referred?.eips ?? []);
      if (!cue || named.length === 0) continue;
      const fork = devnet.upgrade ?? clauseUpgrades[0]?.name ?? itemUpgrade;
      const why = [
        `devnet: "${devnet.text}" (${cue})`,
        ...(inClause.length > 0 ? eipWhy(inClause) : [`EIPs: ${referred?.why}`]),
        ...forkWhy(fork, clauseUpgrades),
      ];
      reads.push(typed(base, "devnet_inclusion", named, { fork, devnet: devnet.name }, why));
    }
  }

  // A stage outcome that a later one overrode for every EIP it named is dropped; one that named none is kept.
  const kept = reads.filter((read) => {
    const entry = stageReads.find((candidate) => candidate.read === read);
    if (!entry || read.decision.eips.length === 0) return true;
    read.decision.eips = read.decision.eips.filter((eip) => entry.eips.has(eip));
    return read.decision.eips.length > 0;
  });
  if (kept.length > 0) return kept;
  const all = ids(eips.filter((hit) => !excluded(text, { start: 0, end: text.length, text }, hit)));
  return [typed(base, "other", all, { fork: itemUpgrade }, [...eipWhy(eips), "no stage, devnet or headliner outcome"])];
}

function typed(
  base: Pick<KeyDecision, "original_text" | "timestamp" | "source">,
  kind: DecisionKind,
  eips: number[],
  extra: Partial<KeyDecision>,
  why: string[],
): Read {
  const decision: KeyDecision = { ...base, type: kind, eips };
  if (extra.fork) decision.fork = extra.fork;
  if (extra.stage_change) decision.stage_change = extra.stage_change;
  if (extra.devnet !== undefined) decision.devnet = extra.devnet;
  return { decision, kind, why };
}

const ids = (hits: readonly EipHit[]) => [...new Set(hits.map((hit) => hit.eip))];
const eipWhy = (hits: readonly EipHit[]) =>
  hits.length ? [`EIPs: ${hits.map((hit) => `"${hit.text}"`).join(", ")}`] : [];
const forkWhy = (fork: string | undefined, hits: readonly UpgradeHit[]) =>
  fork ? [`upgrade: ${hits.length ? `"${hits[0]?.text}" → ` : "the item's only upgrade, "}${fork}`] : [];

// ---- text --------------------------------------------------------------------------------------------------

/**
 * The text the rules read: accents folded (Hegotá, Bogotá), curly apostrophes straight, control characters and
 * line breaks as spaces, cut at MAX_READ. Folding keeps one character per character, so positions stay comparable.
 */
export function foldText(text: string): string {
  const cut = typeof text === "string" ? text.slice(0, MAX_READ) : "";
  return [...cut]
    .map((char) => {
      if (/[\p{Cc}\u2028\u2029]/u.test(char)) return " ";
      if (char === "\u2019" || char === "\u2018" || char === "\u02bc") return "'";
      const folded = char.normalize("NFD").replace(/\p{M}/gu, "");
      return folded.length === 1 ? folded : char;
    })
    .join("");
}

/** Clauses: split at ';', at a sentence end, and at a spaced dash ("… for Glamsterdam - debate on impact"). */
function clauses(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const match of text.matchAll(/;|\.\s+(?=\p{Lu})|\s[-\u2013\u2014]\s|\s\u2014|\u2014\s/gu)) {
    spans.push({ start, end: match.index, text: text.slice(start, match.index) });
    start = match.index + match[0].length;
  }
  spans.push({ start, end: text.length, text: text.slice(start) });
  return spans.filter((span) => span.text.trim() !== "");
}

const within = (inner: { start: number; end: number }, outer: { start: number; end: number }) =>
  inner.start >= outer.start && inner.end <= outer.end;
const insideAny = (inner: { start: number; end: number }, outers: readonly { start: number; end: number }[]) =>
  outers.some((outer) => inner.start < outer.end && inner.end > outer.start);

// ---- EIPs --------------------------------------------------------------------------------------------------

const BARE_NUMBER =
  /(?<![\p{L}\p{N}_#/.@$-])([1-9]\d{2,4})(?![\p{N}]|[.,]\d|[\p{L}_%]|\s?(?:[kKmMgG]\b|gwei|gas|ms|bytes?|blobs?|slots?|epochs?|validators?|tps|txs?|hours?|days?|weeks?|minutes?)\b)/giu;
// A bare number after these words names a pull request, an issue, a block or a version, not an EIP.
const NOT_EIP_BEFORE =
  /(?:\b(?:prs?|pull(?:\s+requests?)?|issues?|blocks?|slots?|epochs?|versions?|v|ports?|ids?|heights?|at|by)|#)[\s(:]*(?:\d+\s*(?:,|and|&)\s*)*$/i;
const LIST_GLUE_BEFORE = /(?:,|\band\b|&|\+|\/|\bor\b)\s*$/i;
const STAGE_HEADER_BEFORE = /\b[PCSD]FI(?:'?d|'?ed)?(?:\s+for\s+[\p{L}]+)?\s*:\s*$/iu;

/**
 * The EIPs a decision names: every form findEipMentions reads ("EIP-7923", "EIPs 7971, 8058", "EIP 7732", aliases
 * and the catalogue's names), and bare numbers ("DFI 8071", "7702-style", "FOCIL (7805)") where the catalogue has
 * them or they continue a list of EIPs or a stage list ("CFI: 7778, 7708"). A '#' number is GitHub's pull request
 * unless the catalogue has it; a name inside a devnet's name ("BAL DevNet 4") names the devnet, not the EIP.
 */
function eipHits(text: string, vocabulary: DecisionVocabulary, devnets: readonly DevnetHit[]): EipHit[] {
  const hits: EipHit[] = findEipMentions(text, vocabulary.aliases)
    .filter((mention) => !(mention.text.includes("#") && !vocabulary.known.has(mention.eip)))
    .filter((mention) => !insideAny(mention, devnets))
    .filter((mention) => mention.via !== "alias" || !ANOTHER_PROPOSAL.test(text.slice(mention.end, mention.end + 80)))
    .map(({ eip, start, end, text: words }) => ({ eip, start, end, text: words }));
  const bare = [...text.matchAll(BARE_NUMBER)].sort((a, b) => a.index - b.index);
  for (const match of bare) {
    const start = match.index;
    const end = start + match[0].length;
    const eip = Number(match[1]);
    if (insideAny({ start, end }, hits) || insideAny({ start, end }, devnets)) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    if (NOT_EIP_BEFORE.test(before)) continue;
    const continuesList =
      LIST_GLUE_BEFORE.test(before) &&
      hits.some((hit) => hit.end <= start && /^[\s,&+/]*(?:(?:and|or)\s*)?$/i.test(listGap(text, hit.end, start)));
    const stageList = STAGE_HEADER_BEFORE.test(before) || (continuesList && eip >= 1000);
    if (vocabulary.known.has(eip) || stageList || continuesList) hits.push({ eip, start, end, text: match[0] });
    hits.sort((a, b) => a.start - b.start);
  }
  return hits;
}

// "2D PeerDAS partial reconstruction proposal": a name that qualifies another proposal does not name its EIP.
const ANOTHER_PROPOSAL = /^(?:\s+[\p{Ll}\p{N}-]+){1,4}\s+(?:proposals?|ideas?|variants?|alternatives?|extensions?)\b/u;

/** The text between a list's previous item and this one, with any bracketed name of the previous item left out. */
function listGap(text: string, from: number, to: number): string {
  return text.slice(from, to).replace(/\s*\([^()]*\)/g, "");
}

// Numbers after these words are left out of the outcome: "EIPs moved to SFI (excluding 8038)".
const EXCLUSION = /\b(?:excluding|except|other than|but not|apart from|without)\b/giu;

function excluded(text: string, clause: Span, hit: Span): boolean {
  for (const match of text.slice(clause.start, hit.start).matchAll(EXCLUSION))
    if (match.index !== undefined) return true;
  return false;
}

// "First 4 EIPs prioritized for bal-devnet-2": the TL;DR's highlights name them ("First 4 CFI EIPs: 7778, …").
const COUNTED_EIPS = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\p{L}-]+\s+){0,2}EIPs\b/iu;
const NUMBER_WORDS = new Map([
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["seven", 7],
  ["eight", 8],
  ["nine", 9],
  ["ten", 10],
]);
const HIGHLIGHT_WINDOW = { before: 600, after: 120 };

/**
 * A decision that counts EIPs without naming them takes them from the nearest highlight, within ten minutes
 * before it (or two after), that names exactly that many: the count is the check that it is the same list.
 */
function eipsFromHighlights(
  text: string,
  timestamp: string,
  highlights: readonly { timestamp: string; highlight: string }[],
  vocabulary: DecisionVocabulary,
): { eips: number[]; why: string } | null {
  const counted = COUNTED_EIPS.exec(text);
  if (!counted?.[1]) return null;
  const count = NUMBER_WORDS.get(counted[1].toLowerCase()) ?? Number(counted[1]);
  const at = seconds(timestamp);
  let best: { eips: number[]; why: string; distance: number } | null = null;
  for (const { timestamp: when, highlight } of highlights) {
    const offset = seconds(when) - at;
    if (Number.isNaN(offset) || offset < -HIGHLIGHT_WINDOW.before || offset > HIGHLIGHT_WINDOW.after) continue;
    const folded = foldText(highlight);
    const eips = ids(eipHits(folded, vocabulary, devnetHits(folded, vocabulary)));
    if (eips.length !== count) continue;
    if (!best || Math.abs(offset) < best.distance)
      best = {
        eips,
        why: `"${counted[0]}" = the ${count} named at ${when} ("${highlight.slice(0, 80)}")`,
        distance: Math.abs(offset),
      };
  }
  return best && { eips: best.eips, why: best.why };
}

function seconds(hms: string): number {
  const match = /^(\d+):(\d{2}):(\d{2})$/.exec(hms);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : Number.NaN;
}

// ---- upgrades ----------------------------------------------------------------------------------------------

function upgradeHits(text: string, vocabulary: DecisionVocabulary): UpgradeHit[] {
  const hits: UpgradeHit[] = [];
  for (const upgrade of vocabulary.upgrades) {
    for (const name of upgrade.names) {
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(foldText(name))}(?![\\p{L}\\p{N}])`, "giu");
      for (const match of text.matchAll(pattern))
        hits.push({ start: match.index, end: match.index + match[0].length, text: match[0], name: upgrade.name });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

function soleName(hits: readonly UpgradeHit[]): string | undefined {
  const names = new Set(hits.map((hit) => hit.name));
  return names.size === 1 ? [...names][0] : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

// ---- stages ------------------------------------------------------------------------------------------------

const ABBREVIATION_STAGE = new Map<string, Stage>([
  ["p", "Proposed"],
  ["c", "Considered"],
  ["s", "Scheduled"],
  ["d", "Declined"],
]);
const WORD_STAGE = new Map<string, Stage>([
  ["proposed", "Proposed"],
  ["considered", "Considered"],
  ["scheduled", "Scheduled"],
  ["declined", "Declined"],
]);

// PFI, CFI'd, "SFI-ed", "DFId". Followed by a noun it only qualifies it: "SFI discussion", "CFI/DFI decisions".
const ABBREVIATION = /(?<![\p{L}\p{N}])([PCSD])FI(?:'?d|'?ed|-ed)?(?![\p{L}\p{N}])/giu;
const QUALIFIED_NOUN =
  /^\s*(?:\/\s*[PCSD]FI\s*)*(?:discussions?|decisions?|definitions?|process|lockstep|lists?|status|eips?|candidates?|criteria|bar|threshold|timeline|deadlines?|calls?|meetings?|votes?|debates?|scope|stages?|track|requests?|proposals?)\b/iu;
const NAMED_AS = /\b(?:to|as|into)\s*$/iu;
type StagePhrase = { pattern: RegExp; stage: (match: RegExpMatchArray) => Stage | undefined };

/** The stage vocabulary in words; the phrases that name a place ("removed from …") need an upgrade or a stage there. */
function stagePhrases(vocabulary: DecisionVocabulary): StagePhrase[] {
  const cached = phraseCache.get(vocabulary);
  if (cached) return cached;
  const upgrade =
    vocabulary.upgrades
      .flatMap((entry) => entry.names)
      .map((name) => escapeRegExp(foldText(name)))
      .join("|") || "(?!)";
  const place = `(?:the\\s+)?(?:${upgrade})\\b|(?:the\\s+)?(?:(?:${upgrade})\\s+)?(?:[PCSD]FI|scope|fork|upgrade)\\b`;
  const word = (m: RegExpMatchArray) => WORD_STAGE.get((m[1] ?? "").toLowerCase());
  const phrases: StagePhrase[] = [
    { pattern: /\b(proposed|considered|scheduled|declined) for inclusion\b/giu, stage: word },
    { pattern: /\bmov(?:e|ed|es|ing) (?:\w+ )?(?:to|into) (proposed|considered|scheduled|declined)\b/giu, stage: word },
    { pattern: /\bdeclined\b(?! to)/giu, stage: () => "Declined" },
    {
      pattern: new RegExp(
        `\\b(?:cancell?ed|removed|dropped|pulled|taken out)\\b(?:(?!;).){0,80}?\\bfrom\\s+(?=${place})`,
        "giu",
      ),
      stage: () => "Declined",
    },
    {
      pattern: new RegExp(`\\bnot (?:be )?included (?:in|for)\\s+(?=(?:${upgrade})\\b(?![\\s-]*dev))`, "giu"),
      stage: () => "Declined",
    },
    { pattern: /\bwithdr(?:awn|ew)\b/giu, stage: () => "Withdrawn" },
    { pattern: new RegExp(`\\b(proposed|considered|scheduled) for\\s+(?=(?:${upgrade})\\b)`, "giu"), stage: word },
  ];
  phraseCache.set(vocabulary, phrases);
  return phrases;
}

const phraseCache = new WeakMap<DecisionVocabulary, StagePhrase[]>();

// Words before an outcome that make it not (yet) one: "will CFI", "likely DFI", "ready to SFI", "No final CFI".
const NOT_YET =
  /\b(?:will|would|to be|likely|may|might|could|should|can|if|unless|once|until|whether|ready to|eligible|plans?|planned|proposal to|propose to|expected|tentative(?:ly)?|pending|considering|no|not|never|defer(?:red)?|postpone(?:d)?|delay(?:ed)?|temperature|discuss(?:ed|ion)?|debate[ds]?|revisit(?:ed)?|re-?evaluat\w*)\b/iu;

function stageHits(text: string, clause: Span, vocabulary: DecisionVocabulary): StageHit[] {
  const hits: StageHit[] = [];
  const inClause = (pattern: RegExp) =>
    [...clause.text.matchAll(pattern)].map((match) => ({ match, start: clause.start + match.index }));
  for (const { match, start } of inClause(ABBREVIATION)) {
    const end = start + match[0].length;
    const before = text.slice(clause.start, start);
    if (QUALIFIED_NOUN.test(text.slice(end, clause.end)) && !NAMED_AS.test(before)) continue;
    if (/\bfrom\s*$/iu.test(before)) continue;
    const stage = ABBREVIATION_STAGE.get((match[1] ?? "").toLowerCase());
    if (stage) hits.push({ start, end, text: match[0], stage });
  }
  for (const { pattern, stage } of stagePhrases(vocabulary)) {
    for (const { match, start } of inClause(pattern)) {
      const found = stage(match);
      if (found && !hits.some((hit) => hit.start < start + match[0].length && hit.end > start))
        hits.push({ start, end: start + match[0].length, text: match[0], stage: found });
    }
  }
  return hits.filter((hit) => !NOT_YET.test(text.slice(clause.start, hit.start))).sort((a, b) => a.start - b.start);
}

/**
 * A clause with several outcomes ("A moved to SFI, B declined") splits before each later outcome, at the last
 * comma or 'and' since the previous one; the same stage named twice ("proposed for Hegota (PFI)") is one outcome.
 */
function stageSegments(text: string, clause: Span, vocabulary: DecisionVocabulary): (Span & { hit: StageHit })[] {
  const hits = stageHits(text, clause, vocabulary).filter((hit, i, all) => i === 0 || hit.stage !== all[i - 1]?.stage);
  return hits.map((hit, i) => {
    const start = i === 0 ? clause.start : boundaryBefore(text, hits[i - 1]?.end ?? clause.start, hit.start);
    const end = i === hits.length - 1 ? clause.end : boundaryBefore(text, hit.end, hits[i + 1]?.start ?? clause.end);
    return { start, end, text: text.slice(start, end), hit };
  });
}

function boundaryBefore(text: string, from: number, to: number): number {
  let boundary = -1;
  for (const match of text.slice(from, to).matchAll(/,|\band\b|\bbut\b|\bwhile\b|\bthen\b/giu))
    boundary = from + match.index;
  return boundary >= 0 ? boundary : to;
}

/** "CFI for Hegota" after "DFI FOCIL for Glamsterdam": an outcome with no subject of its own is about the last one named. */
function startsWithOutcome(text: string, segment: Span & { hit: StageHit }): boolean {
  const before = text.slice(segment.start, segment.hit.start);
  return /^[\s,]*(?:(?:and|but|then|also|was|were|is|are|it|they|both|so)\s+)*$/iu.test(before);
}

// ---- headliners and devnets --------------------------------------------------------------------------------

function headlinerIn(clause: Span): string | null {
  const headliner = /(?<![\p{L}-])headliners?\b/iu.exec(clause.text);
  const chosen = /\b(?:selected|chosen|picked|confirmed)\b/iu.exec(clause.text);
  if (!headliner || !chosen) return null;
  if (/\b(?:no|not|rejected|postponed|delayed|deferred|decision|will|if|candidates?)\b/iu.test(clause.text))
    return null;
  return `${chosen[0]} … ${headliner[0]}`;
}

const DEVNET = /dev[\s-]?net[\s-]?#?(\d{1,3})(?!\p{N})/giu;
const NOT_A_DEVNET_PREFIX = new Set([
  "the",
  "a",
  "an",
  "next",
  "new",
  "current",
  "for",
  "in",
  "to",
  "on",
  "of",
  "with",
  "and",
  "each",
  "its",
  "launch",
  "spec",
  "first",
  "our",
  "this",
  "that",
  "every",
  "all",
  "by",
  "from",
  "at",
  "into",
  "targets",
  "target",
  "s",
]);

/** Named devnets: "bal-devnet-4", "BalDevNet 4", "Glamsterdam DevNet 0" → "glamsterdam-devnet-0", "DevNet-3" → "devnet-3". */
function devnetHits(text: string, vocabulary: DecisionVocabulary): DevnetHit[] {
  const hits: DevnetHit[] = [];
  for (const match of text.matchAll(DEVNET)) {
    let start = match.index;
    let prefix = "";
    const glued = /([\p{L}][\p{L}\p{N}]*)$/u.exec(text.slice(Math.max(0, start - 30), start));
    const spaced = /([\p{L}][\p{L}\p{N}]*)[\s-]$/u.exec(text.slice(Math.max(0, start - 31), start));
    // A word before it names the devnet when glued ("BalDevNet"), hyphened ("bal-devnet") or a capitalised name
    // ("Glamsterdam DevNet 0", "EPBS DevNet 0"); "not DevNet-2" and "the devnet-7" are sentences.
    const named =
      spaced?.[1] &&
      (spaced[0].endsWith("-") || /^\p{Lu}/u.test(spaced[1])) &&
      !NOT_A_DEVNET_PREFIX.has(spaced[1].toLowerCase());
    if (glued?.[1]) [prefix, start] = [glued[1], start - glued[1].length];
    else if (named && spaced?.[1]) [prefix, start] = [spaced[1], start - spaced[0].length];
    const lower = prefix.toLowerCase();
    const upgrade = vocabulary.upgrades.find((candidate) =>
      candidate.names.some((name) => foldText(name).toLowerCase() === lower),
    )?.name;
    const end = match.index + match[0].length;
    hits.push({
      start,
      end,
      text: text.slice(start, end),
      name: `${lower ? `${lower}-` : ""}devnet-${match[1]}`,
      ...(upgrade ? { upgrade } : {}),
    });
  }
  return hits;
}

const INCLUSION_CUE =
  /\b(?:includ(?:e|es|ed|ing)|in|into|part of|add(?:s|ed)? to|targets?|targeting|prioriti[sz]ed for|scoped|scope|goes into|ships? with|enabled (?:in|on)|with|alongside)\b/giu;
const INCLUSION_GUARD =
  /\b(?:not|no|exclud\w*|without|reject\w*|defer\w*|postpon\w*|delay\w*|before|over|if|unless|remov\w*|drop\w*|re-?evaluat\w*|until|should|skip\w*|instead|will not|won't|beyond)\b/iu;

/**
 * Why a clause puts its EIPs in a devnet: an inclusion word nearest the devnet's name ("included in", "targets",
 * "part of", "scope:"), or an EIP named right before it ("EIP-8037 DevNet-3: …"). Nothing before the cue or the
 * name, nor between them, may undo it ("Prefer stability over adding …", "… will not include …").
 */
function inclusionCue(text: string, clause: Span, devnet: DevnetHit): string | null {
  const adjacent = /(?:EIP[-\s]?\d{3,5}|\))\s*$/iu.test(text.slice(clause.start, devnet.start));
  const cues = [...clause.text.matchAll(INCLUSION_CUE)].map((match) => ({
    start: clause.start + match.index,
    text: match[0],
  }));
  const nearest = cues
    .filter((cue) => cue.start + cue.text.length <= devnet.start || cue.start >= devnet.end)
    .sort((a, b) => Math.abs(a.start - devnet.start) - Math.abs(b.start - devnet.start))[0];
  if (!nearest && !adjacent) return null;
  const guardEnd = nearest ? Math.max(nearest.start, devnet.start) : devnet.start;
  if (INCLUSION_GUARD.test(text.slice(clause.start, guardEnd))) return null;
  return nearest ? `"${nearest.text}"` : "named with its EIP";
}
