import type { Eip } from "~/schemas/content";
import { STAKEHOLDER_GROUPS } from "~/schemas/eipConstants";

// Editorial rules for the prose we write about each EIP (issue: content catalogue).
export const DESCRIPTION_WORDS = { min: 60, max: 180 } as const;
export const BENEFIT_COUNT = { min: 2, max: 5 } as const;
export const TRADEOFF_COUNT = { min: 1, max: 4 } as const;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Our prose fields of an EIP, each with the name a problem report uses for it. */
export function proseFields(eip: Eip): { field: string; text: string }[] {
  const fields: { field: string; text: string }[] = [];
  if (eip.laymanDescription) fields.push({ field: "laymanDescription", text: eip.laymanDescription });
  eip.benefits?.forEach((text, i) => fields.push({ field: `benefits.${i}`, text }));
  eip.tradeoffs?.forEach((text, i) => fields.push({ field: `tradeoffs.${i}`, text }));
  for (const [group, impact] of Object.entries(eip.stakeholderImpacts ?? {})) {
    if (impact) fields.push({ field: `stakeholderImpacts.${group}`, text: impact.description });
  }
  for (const [goal, alignment] of Object.entries(eip.northStarAlignment ?? {})) {
    if (alignment) fields.push({ field: `northStarAlignment.${goal}`, text: alignment.description });
  }
  return fields;
}

// A fork stage lives in forkRelationships, shown on the page from the facts; prose that restates it goes
// stale the day the stage changes, and then contradicts the page it sits on.
const FORK = String.raw`(?:Pectra|Fusaka|Glamsterdam|Heg[oó]t[aá]|Prague|Electra|Osaka|Amsterdam|Gloas|Cancun|Deneb|Dencun)`;
const STAGE = String.raw`(?:includ\w*|schedul\w*|declin\w*|consider\w*|propos\w*|withdr\w*|ship\w*|live|activat\w*|headliner|candidate|accepted|rejected|left out|dropped|selected|chosen|adopted|in force)`;
const STAGE_CLAIM = new RegExp(String.raw`\b${STAGE}\b[^.;]{0,60}\b${FORK}\b|\b${FORK}\b[^.;]{0,60}\b${STAGE}\b`, "gi");

/** Sentences in our prose that state a fork stage (which the page shows from the facts instead). */
export function stageClaimProblems(eip: Eip): string[] {
  return proseFields(eip).flatMap(({ field, text }) =>
    [...text.matchAll(STAGE_CLAIM)].map(
      (m) => `field '${field}': states a fork stage ('${m[0]}'); the page shows stages from forkRelationships`,
    ),
  );
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
    problems.push(
      `field 'laymanDescription': ${words} words, expected ${DESCRIPTION_WORDS.min}–${DESCRIPTION_WORDS.max}`,
    );
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
      if (!eip.stakeholderImpacts[group]?.description.trim())
        problems.push(`field 'stakeholderImpacts.${group}': missing`);
    }
  }
  if (!eip.reviewer) problems.push("field 'reviewer': missing (use 'bot' for machine-drafted text)");
  return problems;
}

/** Problems with an EIP's review record: stale against the spec it names, or a verdict its changes contradict. */
export function reviewProblems(eip: Eip, currentSpecSha256: string | undefined): string[] {
  const review = eip.review;
  if (!review) return [];
  const problems: string[] = [];
  if (currentSpecSha256 === undefined)
    problems.push(`field 'review': no content/eip-specs/eip-${eip.id}.md to say which spec was reviewed`);
  else if (review.specSha256 !== currentSpecSha256) {
    problems.push(
      `field 'review.specSha256': the review read another version of content/eip-specs/eip-${eip.id}.md; review the text against the current one`,
    );
  }
  if (review.verdict === "accurate" && review.changes.length > 0)
    problems.push("field 'review.changes': a text reviewed as accurate lists changes");
  if (review.verdict === "corrected" && review.changes.length === 0)
    problems.push("field 'review.changes': a corrected text must say what changed");
  return problems;
}
