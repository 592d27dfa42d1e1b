// An upgrade meta EIP ("Hardfork Meta - Glamsterdam") lists the EIPs of each inclusion stage under a heading per
// stage (EIP-7723). The format varied over the years: bullet or numbered lists, nested items (the EOF EIPs under
// their meta EIP), "EIPs Scheduled for Inclusion" or "Scheduled for Inclusion", h3 or h4, trailing spaces, layer
// sub-headings ("Core EIPs") inside a stage, and sub-lists that are not stages ("Networking EIPs", "Other EIPs").
// These rules read any version of such a file; nothing here trusts a commit message or a list of EIP numbers.
import { parseSpecHeader } from "./specHeader";

/** The inclusion stages a meta EIP can list, as EIP-7723 and the site name them. */
export const META_STAGES = ["Included", "Scheduled", "Considered", "Proposed", "Declined", "Withdrawn"] as const;
export type MetaStage = (typeof META_STAGES)[number];

/** When one version lists an EIP under two stages, the further decision wins (an editor forgot to remove the other). */
const PRECEDENCE: readonly string[] = ["Included", "Scheduled", "Declined", "Withdrawn", "Considered", "Proposed"];

export interface MetaEipVersion {
  /** The upgrade name from the title ("Hardfork Meta - Glamsterdam" → "Glamsterdam"), null when the title is not one. */
  upgrade: string | null;
  /** The header's status (Draft, Review, Final…), "" when none. */
  status: string;
  /** Stage → EIP numbers, in file order. Only the stages this version has a heading for are keys. */
  stages: Map<MetaStage, number[]>;
  /** Lists that are not stages ("Networking", "Informational", "Other") → EIP numbers. */
  categories: Map<string, number[]>;
  /** What could not be read, by name (never thrown). */
  warnings: string[];
}

/** Past this a file is not a meta EIP anyone wrote: it is reported, not read. */
export const MAX_META_EIP_BYTES = 2_000_000;

const HARDFORK_META = /^hardfork\s+meta\s*[-–—:]\s*(.+?)\s*$/i;

/** "Hardfork Meta - Hegotá" → "Hegotá"; null for any other title. */
export function upgradeNameFromTitle(title: string | undefined): string | null {
  const name = HARDFORK_META.exec(title?.trim() ?? "")?.[1]?.trim();
  return name ? name : null;
}

const STAGE_WORDS: [RegExp, MetaStage][] = [
  [/\b(?:proposed|pfi)\b/, "Proposed"],
  [/\b(?:considered|cfi)\b/, "Considered"],
  [/\b(?:scheduled|sfi)\b/, "Scheduled"],
  [/\b(?:declined|dfi|rejected)\b/, "Declined"],
  [/\bwithdrawn\b/, "Withdrawn"],
  [/\b(?:included|activated|shipped)\b/, "Included"],
];

/** The stage a heading names, or null. "Activation" (the table of fork times) is not "Activated". */
export function stageOfHeading(text: string): MetaStage | null {
  const lower = text.toLowerCase();
  for (const [pattern, stage] of STAGE_WORDS) if (pattern.test(lower)) return stage;
  return null;
}

// A sub-heading that only splits a stage by layer or kind of change keeps the stage: "Core EIPs", "Consensus Layer".
const SAME_STAGE =
  /^(?:core|consensus(?:\s+layer)?|execution(?:\s+layer)?|el|cl|consensus\s+specs?|execution\s+specs?)(?:\s+(?:eips?|changes|layer))?$/i;

/** "Networking EIPs" → "Networking"; "Other EIPs" → "Other". */
function categoryName(text: string): string {
  const name = text
    .replace(/\b(?:eips?|changes|proposals)\b/gi, "")
    .replace(/[^\p{L}\p{N}\s/-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return name ? (name[0]!.toUpperCase() + name.slice(1)).slice(0, 60) : "Other";
}

// The item's own EIP: the first thing after the list marker, "[EIP-7732](./eip-7732.md)", "EIP-7732", "[7732](…)".
const LIST_ITEM = /^(\s*)(?:[-*+]|\d{1,4}[.)])\s+(.*)$/;
const ITEM_EIP = /^(?:\*\*|__)?\[?\s*(?:eip[-\s]?|#)?(\d{1,6})\b/i;
// A trailing "(Networking)" on an item of a list apart names the item's own kind.
const ITEM_KIND = /\((networking|informational|interface|meta)\)\s*$/i;

interface Section {
  level: number;
  stage: MetaStage | null;
  category: string | null;
}

/**
 * Reads one version of a meta EIP. Never throws: binary, empty, oversized or unrecognisable input yields empty lists
 * and a warning saying why.
 */
export function parseMetaEip(text: string): MetaEipVersion {
  const result: MetaEipVersion = { upgrade: null, status: "", stages: new Map(), categories: new Map(), warnings: [] };
  if (typeof text !== "string" || text.length === 0) {
    result.warnings.push("empty file");
    return result;
  }
  if (text.length > MAX_META_EIP_BYTES) {
    result.warnings.push(`file of ${text.length} characters is larger than ${MAX_META_EIP_BYTES}: not read`);
    return result;
  }
  if (text.includes("\u0000")) {
    result.warnings.push("binary file: not read");
    return result;
  }
  const header = parseSpecHeader(text);
  if (header.size === 0) result.warnings.push("no front matter (--- header ---)");
  result.upgrade = upgradeNameFromTitle(header.get("title"));
  result.status = header.get("status") ?? "";

  const body = text.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, "");
  const stack: Section[] = [];
  let inFence = false;
  const listed = new Map<number, Set<string>>();
  const add = (into: Map<string, number[]>, key: string, eip: number) => {
    const list = into.get(key) ?? [];
    if (!list.includes(eip)) list.push(eip);
    into.set(key, list);
  };

  for (const raw of body.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, "");
    if (/^\s*(?:```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      const title = heading[2]!.replace(/[*_`]/g, "").trim();
      while (stack.length && stack.at(-1)!.level >= level) stack.pop();
      const parent = stack.at(-1);
      const stage = stageOfHeading(title);
      let section: Section;
      if (stage) section = { level, stage, category: null };
      else if (parent?.stage && SAME_STAGE.test(title)) section = { level, stage: parent.stage, category: null };
      else if (parent?.stage || parent?.category || /\beips\b/i.test(title))
        section = { level, stage: null, category: categoryName(title) };
      else section = { level, stage: null, category: null };
      if (section.stage && !result.stages.has(section.stage)) result.stages.set(section.stage, []);
      stack.push(section);
      continue;
    }
    const section = stack.at(-1);
    if (!section || (!section.stage && !section.category)) continue;
    const item = LIST_ITEM.exec(line);
    if (!item) continue;
    const eip = Number(ITEM_EIP.exec(item[2]!.trim())?.[1]);
    if (!Number.isInteger(eip) || eip <= 0) continue;
    if (section.stage) {
      add(result.stages, section.stage, eip);
      const seen = listed.get(eip) ?? new Set<string>();
      seen.add(section.stage);
      listed.set(eip, seen);
    } else if (section.category) {
      const kind = ITEM_KIND.exec(item[2]!)?.[1];
      add(result.categories, kind ? categoryName(kind) : section.category, eip);
    }
  }
  // EIP-7723 keeps "Included" for what an activated upgrade shipped, and a meta EIP becomes Final once its upgrade is
  // live. Before EIP-7723, meta EIPs headed their chosen EIPs "Included" while the upgrade was still being built: in a
  // version that is not Final, that list is what EIP-7723 calls Scheduled.
  const included = result.stages.get("Included");
  if (included && !/^final$/i.test(result.status)) {
    result.stages.delete("Included");
    const scheduled = result.stages.get("Scheduled") ?? [];
    result.stages.set("Scheduled", [...scheduled, ...included.filter((eip) => !scheduled.includes(eip))]);
    for (const eip of included) {
      listed.get(eip)?.delete("Included");
      listed.get(eip)?.add("Scheduled");
    }
  }
  for (const [eip, stages] of listed) {
    if (stages.size > 1)
      result.warnings.push(`EIP-${eip} is listed under ${[...stages].join(" and ")}: read as ${stageOf(result, eip)}`);
  }
  return result;
}

/** The one stage (or list apart) a version gives an EIP, or null when it does not list it. */
export function stageOf(version: Pick<MetaEipVersion, "stages" | "categories">, eip: number): string | null {
  for (const stage of PRECEDENCE) if (version.stages.get(stage as MetaStage)?.includes(eip)) return stage;
  for (const [category, eips] of version.categories) if (eips.includes(eip)) return category;
  return null;
}

/** Every EIP a version lists, under a stage or apart. */
export function listedEips(version: Pick<MetaEipVersion, "stages" | "categories">): Set<number> {
  return new Set([...version.stages.values(), ...version.categories.values()].flat());
}
