import type { Eip } from "~/schemas/content";
import { STAKEHOLDER_GROUPS } from "~/schemas/eipConstants";

// Editorial rules for the prose we write about each EIP (issue: content catalogue).
export const DESCRIPTION_WORDS = { min: 60, max: 180 } as const;
export const BENEFIT_COUNT = { min: 2, max: 5 } as const;
export const TRADEOFF_COUNT = { min: 1, max: 4 } as const;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const INLINE_LINK = /\[([^\]]*)\]\(([^)\s]*)\)/g;

export function inlineLinkUrls(text: string): string[] {
  return [...text.matchAll(INLINE_LINK)].map((m) => m[2] ?? "");
}

/** Every problem with one EIP's prose, as sentences naming the field. Empty when it passes. */
export function eipProseProblems(eip: Eip): string[] {
  const problems: string[] = [];
  if (!eip.laymanDescription) return ["field 'laymanDescription': missing (the EIP would not be listed)"];
  const words = wordCount(eip.laymanDescription.replace(INLINE_LINK, "$1"));
  if (words < DESCRIPTION_WORDS.min || words > DESCRIPTION_WORDS.max) {
    problems.push(`field 'laymanDescription': ${words} words, expected ${DESCRIPTION_WORDS.min}–${DESCRIPTION_WORDS.max}`);
  }
  for (const url of inlineLinkUrls(eip.laymanDescription)) {
    if (!url.startsWith("https://")) problems.push(`field 'laymanDescription': link '${url}' is not https`);
  }
  const benefits = eip.benefits ?? [];
  if (benefits.length < BENEFIT_COUNT.min || benefits.length > BENEFIT_COUNT.max) {
    problems.push(`field 'benefits': ${benefits.length} items, expected ${BENEFIT_COUNT.min}–${BENEFIT_COUNT.max}`);
  }
  const tradeoffs = eip.tradeoffs ?? [];
  if (tradeoffs.length < TRADEOFF_COUNT.min || tradeoffs.length > TRADEOFF_COUNT.max) {
    problems.push(`field 'tradeoffs': ${tradeoffs.length} items, expected ${TRADEOFF_COUNT.min}–${TRADEOFF_COUNT.max}`);
  }
  if (!eip.stakeholderImpacts) problems.push("field 'stakeholderImpacts': missing");
  else {
    for (const group of STAKEHOLDER_GROUPS) {
      if (!eip.stakeholderImpacts[group]?.description.trim()) problems.push(`field 'stakeholderImpacts.${group}': missing`);
    }
  }
  if (!eip.reviewer) problems.push("field 'reviewer': missing (use 'bot' for machine-drafted text)");
  return problems;
}
