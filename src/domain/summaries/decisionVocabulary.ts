import { parseEipAliases, type EipAlias } from "../text/eipMentions";

/** What the decision rules know of the world, all from content/: the catalogue, the names of its EIPs, the upgrades. */
export type DecisionVocabulary = {
  /** The catalogue's EIPs: a bare number in a decision ("DFI 8071") is read as an EIP only when it is one of these. */
  known: ReadonlySet<number>;
  /** The alias table and the names the catalogue's titles give, one array (findEipMentions caches its matchers by it). */
  aliases: readonly EipAlias[];
  /** Each upgrade by the name decisions and stage histories use (forkName, "Hegota"), with every name it goes by. */
  upgrades: readonly { name: string; names: readonly string[] }[];
};

/** No catalogue: numbers written with the word EIP are still read, bare numbers and names are not. */
export const EMPTY_VOCABULARY: DecisionVocabulary = { known: new Set(), aliases: [], upgrades: [] };

type CatalogueEip = { id: number; title: string };
type UpgradeNames = {
  name: string;
  forkName: string;
  layers?: Partial<Record<string, string>>;
  aka?: readonly string[];
};

/**
 * The vocabulary from content: every upgrade by its name, its layer names and former names; every EIP by the alias
 * table and by the names its title gives (see titleNames). A name that two EIPs' titles give names neither.
 */
export function decisionVocabulary(
  eips: readonly CatalogueEip[],
  aliases: readonly EipAlias[],
  upgrades: readonly UpgradeNames[],
): DecisionVocabulary {
  const taken = new Set(aliases.map(({ alias }) => normalName(alias)));
  const byName = new Map<string, Set<number>>();
  const spelling = new Map<string, string>();
  for (const eip of eips) {
    for (const name of titleNames(eip.title, eips)) {
      const key = normalName(name);
      byName.set(key, (byName.get(key) ?? new Set()).add(eip.id));
      spelling.set(key, name);
    }
  }
  const lines = [...byName]
    .filter(([key, ids]) => ids.size === 1 && !taken.has(key))
    .map(([key, ids]) => `${spelling.get(key)} = ${[...ids][0]}`);
  // The alias table's own checks (shape, ordinary words, three letters) apply to title names too.
  const fromTitles = parseEipAliases(lines.join("\n")).aliases;
  return {
    known: new Set(eips.map((eip) => eip.id)),
    aliases: [...aliases, ...fromTitles],
    upgrades: upgrades.map((upgrade) => ({
      name: upgrade.forkName,
      names: [
        ...new Set([
          upgrade.name,
          upgrade.forkName,
          ...Object.values(upgrade.layers ?? {}).filter((n): n is string => typeof n === "string"),
          ...(upgrade.aka ?? []),
        ]),
      ],
    })),
  };
}

const TITLE_PREFIX = /^\s*EIP-?\s*\d+\s*:\s*/i;
// A short name is one coined token: it has a digit, a slash or a capital after its first letter (eth/70, PeerDAS, EVM64).
const COINED = /^(?=.*(?:\d|\/|\p{Lu}.*\p{Lu}))[\p{L}\p{N}/]{3,20}$/u;

/**
 * The names an EIP's title gives: the title itself when it has two words or more and no other title contains it
 * ("Frame Transaction"); its short name before " - " when coined ("eth/70 - partial block receipt lists");
 * an abbreviation in trailing brackets ("Fork-choice enforced Inclusion Lists (FOCIL)").
 */
export function titleNames(title: string, catalogue: readonly CatalogueEip[]): string[] {
  if (typeof title !== "string") return [];
  const bare = title.replace(TITLE_PREFIX, "").trim();
  const names: string[] = [];
  const words = bare.split(/\s+/).filter(Boolean);
  if (words.length >= 2 && !namesAnotherKind(bare, title, catalogue)) names.push(bare);
  const short = /^(\S+)\s+-\s+\S/.exec(bare)?.[1];
  if (short && COINED.test(short)) names.push(short);
  const bracketed = /\(([^()]{3,20})\)\s*$/.exec(bare)?.[1]?.trim();
  if (bracketed && COINED.test(bracketed)) names.push(bracketed);
  return names;
}

/**
 * Whether another title is a kind of this one ("Fork-choice enforced Inclusion Lists" for "Inclusion lists"): it holds
 * the phrase, not after a preposition ("Keyed Nonces for Frame Transactions" only uses "Frame Transaction").
 */
function namesAnotherKind(phrase: string, title: string, catalogue: readonly CatalogueEip[]): boolean {
  const words = normalName(phrase).replace(/[/]/g, " ");
  const pattern = new RegExp(`(?:^|\\s)(?<!\\b(?:for|of|in|on|to|with|from|by|via|across) )${words}s?(?:\\s|$)`, "u");
  return catalogue.some(
    (other) =>
      typeof other.title === "string" &&
      other.title !== title &&
      pattern.test(normalName(other.title.replace(TITLE_PREFIX, "")).replace(/[/]/g, " ")),
  );
}

/** Lower case, accents folded, anything but letters, digits and '/' as one space: how names are compared. */
export function normalName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/]+/gu, " ")
    .trim();
}
