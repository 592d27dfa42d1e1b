import type { Eip } from "~/schemas/content";
import { proseFields } from "./contentRules";

// The machine check of issue #16: every number in our prose about an EIP must be one its specification
// states (or one that another spec, named in the content file, states). It catches invented and mistyped
// numbers; a number that is in the spec but wrong in context is only found by reading.

/**
 * A number as written in a text: its plain value, and the values it must match in a spec (in base units
 * where it has a unit, so '12 MiB' does not pass on a spec's '12 seconds').
 */
export interface QuantityMention {
  text: string;
  plain: number;
  values: number[];
}

const WORD_VALUES: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1000,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
  // "double" and "twice" are factors, not quantities a spec would state as such: not checked.
};

const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  billion: 1e9,
  trillion: 1e12,
};

// Units whose base-unit value is also a fair way for a spec to state the same quantity.
const UNIT_FACTORS: Record<string, number[]> = {
  bit: [1],
  bits: [1],
  byte: [1],
  bytes: [1],
  kib: [1024],
  kb: [1000, 1024],
  mib: [1024 ** 2],
  mb: [1e6, 1024 ** 2],
  gib: [1024 ** 3],
  gb: [1e9, 1024 ** 3],
  tib: [1024 ** 4],
  tb: [1e12, 1024 ** 4],
  ms: [1e-3],
  millisecond: [1e-3],
  milliseconds: [1e-3],
  s: [1],
  sec: [1],
  second: [1],
  seconds: [1],
  min: [60],
  minute: [60],
  minutes: [60],
  h: [3600],
  hour: [3600],
  hours: [3600],
  day: [86400],
  days: [86400],
  week: [604800],
  weeks: [604800],
  month: [2592000],
  months: [2592000],
  year: [31536000],
  years: [31536000],
  wei: [1],
  gwei: [1e9],
  eth: [1e18],
  ether: [1e18],
  // A spec may write a percentage as a ratio (0.2) or as the bare figure of a constant (20).
  "%": [0.01, 1],
  percent: [0.01, 1],
};

const NUMBER = String.raw`\d+(?:[,_\u00a0\u202f]\d{3})*(?:\.\d+)?`;
const WORD = Object.keys(WORD_VALUES).join("|");
const SCALE_WORDS = Object.keys(SCALE).join("|");
const UNIT = Object.keys(UNIT_FACTORS)
  .sort((a, b) => b.length - a.length)
  .join("|");

// One quantity: a power of two (2**24, 2^24), a hex literal, a fraction, or a number or number word with an
// optional scale (60 million, 60M) and unit (72.4 KiB, 12 s, 50%).
const QUANTITY = new RegExp(
  String.raw`(?<![\w.\-/#@$])(?:` +
    String.raw`(?<pow>(?<base>\d+)\s*(?:\*\*|\^)\s*(?<exp>\d+))` +
    String.raw`|(?<hex>0x[0-9a-fA-F]+)` +
    String.raw`|(?<num>${NUMBER})\s*\/\s*(?<den>\d+)(?:st|nd|rd|th)?(?![\w.])` +
    String.raw`|(?<amount>${NUMBER}|\b(?:${WORD})\b)(?:(?:\s|-)?(?<scale>${SCALE_WORDS})\b)?(?:(?:\s|-)?(?<unit>${UNIT})(?![\w]))?` +
    String.raw`)(?![\w])`,
  "gi",
);

// Numbers that name things rather than measure them.
const NOT_QUANTITIES = [
  /https?:\/\/\S+/g, // URLs
  /\]\([^)\s]*\)/g, // inline-link targets
  /\b(?:EIP|ERC|RIP|BIP)[\s-]?\d+/gi, // proposal numbers
  /\b(?:EIPs|ERCs)\s+\d+(?:\s*(?:,|and|or)\s*\d+)*/gi,
  /\b\d{4}-\d{2}-\d{2}\b/g, // ISO dates
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(?:\d{1,2}(?!\d)(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{4})/g, // dates
  /\b(?:19[7-9]\d|20[0-4]\d)\b(?!\s*(?:bytes?|gas|%|ms|s\b|seconds?|KiB|MiB|wei|gwei|ETH))/g, // years
  /\b[A-Za-z]+\d+[A-Za-z0-9]*\b/g, // identifiers such as secp256r1, uint256, V2, BLS12
  /(?<!\/)\b\d+(?:st|nd|rd|th)\b/g, // ordinals (not the 64th of a fraction)
];

function numberValue(text: string): number {
  const lower = text.toLowerCase();
  if (lower in WORD_VALUES) return WORD_VALUES[lower] ?? Number.NaN;
  return Number(text.replace(/[,_\u00a0\u202f]/g, ""));
}

/** Every quantity in a text, each with the values it can stand for (as written, and in base units). */
export function quantitiesIn(text: string): QuantityMention[] {
  let cleaned = text;
  for (const pattern of NOT_QUANTITIES) cleaned = cleaned.replace(pattern, (match) => " ".repeat(match.length));
  const mentions: QuantityMention[] = [];
  for (const match of cleaned.matchAll(QUANTITY)) {
    const groups = match.groups ?? {};
    const text = match[0].trim();
    if (groups.pow) {
      const value = Number(groups.base) ** Number(groups.exp);
      mentions.push({ text, plain: value, values: [value] });
    } else if (groups.hex) {
      const value = Number.parseInt(groups.hex.slice(2), 16);
      mentions.push({ text, plain: value, values: [value] });
    } else if (groups.num && groups.den) {
      const numerator = numberValue(groups.num);
      const denominator = Number(groups.den);
      if (denominator !== 0) mentions.push({ text, plain: numerator / denominator, values: [numerator / denominator] });
    } else if (groups.amount) {
      const value = numberValue(groups.amount) * (SCALE[groups.scale?.toLowerCase() ?? ""] ?? 1);
      if (Number.isNaN(value)) continue;
      const factors = UNIT_FACTORS[groups.unit?.toLowerCase() ?? ""] ?? [1];
      mentions.push({ text, plain: value, values: factors.map((factor) => value * factor) });
    }
  }
  return mentions;
}

/** Every value a specification states, in any of the forms quantitiesIn understands. */
export function specValues(spec: string): number[] {
  const values = new Set<number>();
  for (const mention of quantitiesIn(spec)) for (const value of [mention.plain, ...mention.values]) values.add(value);
  // Identifiers and dates are blanked in prose, but a spec's constants often sit in them (MAX_BLOBS_6).
  for (const match of spec.matchAll(/\d+(?:[,_]\d{3})*(?:\.\d+)?/g)) values.add(numberValue(match[0]));
  return [...values];
}

function sameValue(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= Math.abs(b) * 1e-9;
}

function stated(mention: QuantityMention, values: readonly number[]): boolean {
  return mention.values.some((value) => values.some((specValue) => sameValue(value, specValue)));
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Every number in an EIP's prose that its spec does not state, as sentences naming the field and the
 * number. `specs` holds the text of each spec that can be a source: this EIP's own, and the ones its
 * numberSources name (a source that is missing is a problem too).
 */
export function numberProblems(eip: Eip, specs: ReadonlyMap<number, string>): string[] {
  const own = specs.get(eip.id);
  const fields = proseFields(eip);
  if (own === undefined)
    return fields.length ? [`no specification text for EIP-${eip.id} to check its numbers against`] : [];
  const ownValues = specValues(own);
  const problems: string[] = [];
  const sources = eip.numberSources ?? [];
  const usedSources = new Set<number>();
  for (const { field, text } of fields) {
    for (const mention of quantitiesIn(text)) {
      if (stated(mention, ownValues)) continue;
      const sourceIndex = sources.findIndex((source) => normalise(source.number) === normalise(mention.text));
      const source = sources[sourceIndex];
      if (source) {
        usedSources.add(sourceIndex);
        const sourceSpec = specs.get(source.spec);
        if (sourceSpec === undefined)
          problems.push(
            `field '${field}': number '${mention.text}' names EIP-${source.spec} as its source, whose specification is not here`,
          );
        else if (!stated(mention, specValues(sourceSpec)))
          problems.push(
            `field '${field}': number '${mention.text}' is not in the specification of EIP-${eip.id} nor of EIP-${source.spec}, its named source`,
          );
        continue;
      }
      problems.push(`field '${field}': number '${mention.text}' is not in the specification of EIP-${eip.id}`);
    }
  }
  sources.forEach((source, i) => {
    if (!usedSources.has(i))
      problems.push(`field 'numberSources.${i}': '${source.number}' is not a number the prose needs a source for`);
  });
  return problems;
}
