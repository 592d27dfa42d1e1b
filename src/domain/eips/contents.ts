import { anchorFor, eipAnchor } from "./stages";
import type { HeadlinerProposal, Sectionable, StageSection } from "./sections";

export const OVERVIEW_ANCHOR = "overview";
export const TIMELINE_ANCHOR = "timeline";
export const HEADLINER_PROPOSALS_NAME = "Headliner Proposals";
export const HEADLINER_PROPOSALS_ANCHOR = anchorFor(HEADLINER_PROPOSALS_NAME);

export interface ContentsEntry<T> {
  anchor: string;
  label: string;
  count?: number;
  /** SPEC §4: the declined section and the headliner section start collapsed. */
  collapsible: boolean;
  /** Every card in the section, with the anchor it carries. */
  members: { anchor: string; eip: T }[];
}

interface ContentsInput<T extends Sectionable> {
  timeline: boolean;
  sections: readonly StageSection<T>[];
  headliners: readonly HeadlinerProposal<T>[];
}

/** The page's sections in order: what the contents sidebar lists and what a URL hash can point at. */
export function pageContents<T extends Sectionable>({ timeline, sections, headliners }: ContentsInput<T>): ContentsEntry<T>[] {
  const entries: ContentsEntry<T>[] = [{ anchor: OVERVIEW_ANCHOR, label: "Overview", collapsible: false, members: [] }];
  if (timeline) entries.push({ anchor: TIMELINE_ANCHOR, label: "Timeline", collapsible: false, members: [] });
  for (const section of sections) {
    entries.push({
      anchor: section.anchor,
      label: section.name,
      count: section.eips.length,
      collapsible: section.stage === "Declined",
      members: section.eips.map((eip) => ({ anchor: eipAnchor(eip.id), eip })),
    });
  }
  if (headliners.length) {
    entries.push({
      anchor: HEADLINER_PROPOSALS_ANCHOR,
      label: HEADLINER_PROPOSALS_NAME,
      count: headliners.length,
      collapsible: true,
      members: headliners.map(({ anchor, eip }) => ({ anchor, eip })),
    });
  }
  return entries;
}

/** The section an anchor belongs to: the section itself or the one holding that card. */
export function entryContaining<T>(entries: readonly ContentsEntry<T>[], anchor: string): ContentsEntry<T> | undefined {
  return entries.find((entry) => entry.anchor === anchor || entry.members.some((member) => member.anchor === anchor));
}

/** How many distinct EIPs the page lists (a headliner may have a card in two sections). */
export function listedEipCount<T extends { id: number }>(entries: readonly ContentsEntry<T>[]): number {
  return new Set(entries.flatMap((entry) => entry.members.map((member) => member.eip.id))).size;
}
