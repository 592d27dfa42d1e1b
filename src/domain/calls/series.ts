import { padCallNumber, type DatedCall } from "./callRef";
import type { CallSeries, Series } from "~/schemas/content";
import type { CallDigest } from "~/schemas/site";

/** What a page needs to name a series. */
export type SeriesLabel = Pick<Series, "id" | "name" | "short">;

/** The series' names; a series no list knows is shown by its id (SPEC §3: an unknown code is shown as it is). */
export function seriesLabel(series: readonly SeriesLabel[], id: CallSeries): SeriesLabel {
  return series.find((s) => s.id === id) ?? { id, name: id, short: id.toUpperCase().slice(0, 8) };
}

/** "All Core Devs - Testing #040" (SPEC §9: call numbers are padded to 3 digits wherever a call is named). */
export function callTitle(series: Pick<SeriesLabel, "name">, number: string): string {
  return `${series.name} #${padCallNumber(number)}`;
}

/** "ACDT #040", where a line has no room for the series' name. */
export function shortCallTitle(series: Pick<SeriesLabel, "short">, number: string): string {
  return `${series.short} #${padCallNumber(number)}`;
}

// The layer a breakout's files name by its usual abbreviation; any other id is named by its letters.
const LAYERS: Readonly<Record<string, string>> = { cl: "Consensus-layer", el: "Execution-layer" };

/** "cl" → "Consensus-layer breakout"; an id never seen → "ZK breakout". */
export function sessionName(id: string): string {
  return `${Object.hasOwn(LAYERS, id) ? LAYERS[id] : id.toUpperCase()} breakout`;
}

/** The name of a call page: the call's, and the breakout's when the page is one held inside it. */
export function sessionTitle(series: Pick<SeriesLabel, "name">, number: string, session: string | undefined): string {
  return session ? `${callTitle(series, number)}: ${sessionName(session)}` : callTitle(series, number);
}

/**
 * The calendar's series choices: the series with a chip of their own (in content order), and every other series
 * with at least one call (by name), offered together as "Breakouts".
 */
export function seriesChoices(
  series: readonly Series[],
  calls: readonly { type: CallSeries }[],
): { chips: SeriesLabel[]; others: SeriesLabel[] } {
  const used = new Set(calls.map((c) => c.type));
  const label = ({ id, name, short }: SeriesLabel): SeriesLabel => ({ id, name, short });
  const chips = series.filter((s) => s.chip).map(label);
  const chipIds = new Set(chips.map((s) => s.id));
  const others = [...used]
    .filter((id) => !chipIds.has(id))
    .map((id) => seriesLabel(series, id))
    .map(label)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { chips, others };
}

/**
 * A short label for a series sync meets for the first time, from its upstream name: a single word as it is
 * ("FOCIL", "zkEVM"); otherwise the first word when it reads as an acronym ("ePBS Breakout" → "ePBS"), else the
 * initials ("Encrypt the Mempool" → "EtM"). At most 8 characters; the maintainer may change it in content.
 */
export function shortSeriesLabel(name: string, id: CallSeries): string {
  const words = name.split(/[\s/]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const first = words[0] ?? "";
  const looksLikeAcronym = (word: string) => /[A-Z].*[A-Z]|\d/.test(word) && word.length <= 8;
  const short =
    words.length === 1 && first.length <= 8
      ? first
      : looksLikeAcronym(first)
        ? first
        : words.map((w) => w.charAt(0)).join("");
  return (short || id.toUpperCase()).slice(0, 8);
}

/** A call as lists show it: its registry facts and its series' names. */
export type ListedCall = DatedCall & {
  series: SeriesLabel;
  digest?: CallDigest;
};

/** The calls with their series' names; calls of one series share one label object (the page data stays small). */
export function listCalls(
  series: readonly Series[],
  calls: readonly (DatedCall & { digest?: CallDigest })[],
): ListedCall[] {
  const labels = new Map<string, SeriesLabel>();
  return calls.map(({ type, number, date, digest }) => {
    let label = labels.get(type);
    if (!label) {
      const { id, name, short } = seriesLabel(series, type);
      label = { id, name, short };
      labels.set(type, label);
    }
    return { type, number, date, series: label, ...(digest ? { digest } : {}) };
  });
}

/** The choice of every series without a chip of its own. Not a series id: ids start with a letter or digit. */
export const BREAKOUTS = "+breakouts";
/** What a series filter holds: all calls, one series, or BREAKOUTS. */
export type SeriesChoice = "all" | CallSeries;

/** The series a choice stands for: "all", or the ids to keep. */
export function seriesOfChoice(choice: SeriesChoice, others: readonly SeriesLabel[]): "all" | CallSeries[] {
  if (choice === "all") return "all";
  return choice === BREAKOUTS ? others.map((s) => s.id) : [choice];
}
