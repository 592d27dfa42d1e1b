import { SET_ASIDE_STAGES, anchorFor, eipAnchor } from "./stages";
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
export function pageContents<T extends Sectionable>({
  timeline,
  sections,
  headliners,
}: ContentsInput<T>): ContentsEntry<T>[] {
  const entries: ContentsEntry<T>[] = [{ anchor: OVERVIEW_ANCHOR, label: "Overview", collapsible: false, members: [] }];
  if (timeline) entries.push({ anchor: TIMELINE_ANCHOR, label: "Timeline", collapsible: false, members: [] });
  for (const section of sections) {
    entries.push({
      anchor: section.anchor,
      label: section.name,
      count: section.eips.length,
      collapsible: SET_ASIDE_STAGES.includes(section.stage),
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

/** The cards the contents list under a section: none for a collapsible one, whose cards start hidden. */
export function listedMembers<T>(entry: ContentsEntry<T>): ContentsEntry<T>["members"] {
  return entry.collapsible ? [] : entry.members;
}

/** One line of the contents as a flat list (the phones' Jump to menu): a section, or a card listed under it. */
export interface OutlineItem<T> {
  anchor: string;
  entry: ContentsEntry<T>;
  /** Absent for the section's own line. */
  eip?: T;
}

/** The contents in page order, each section followed by the cards listed under it: the same lines as the sidebar. */
export function contentsOutline<T>(entries: readonly ContentsEntry<T>[]): OutlineItem<T>[] {
  return entries.flatMap((entry) => [
    { anchor: entry.anchor, entry },
    ...listedMembers(entry).map(({ anchor, eip }) => ({ anchor, entry, eip })),
  ]);
}

/** The outline line that marks where the reader is: the card itself when it is listed, else the section holding it. */
export function outlineAnchorFor<T>(entries: readonly ContentsEntry<T>[], active: string): string | undefined {
  const entry = entryContaining(entries, active);
  if (!entry) return undefined;
  return listedMembers(entry).some((member) => member.anchor === active) ? active : entry.anchor;
}

/** The first section that lists EIPs: where 'Skip to EIPs' lands. */
export function firstEipSection<T>(entries: readonly ContentsEntry<T>[]): string | undefined {
  return entries.find((entry) => entry.members.length > 0)?.anchor;
}

/** How many distinct EIPs the page lists (a headliner may have a card in two sections). */
export function listedEipCount<T extends { id: number }>(entries: readonly ContentsEntry<T>[]): number {
  return new Set(entries.flatMap((entry) => entry.members.map((member) => member.eip.id))).size;
}

/** A section or card on the page, in page order, where it is relative to the top of the window (px). */
export interface PlacedSection {
  anchor: string;
  top: number;
  bottom: number;
}

export interface ReadingView {
  windowHeight: number;
  /** The page cannot scroll further down. */
  atPageEnd: boolean;
  /** Where the visitor last jumped to (a contents link, a counter, a URL hash). */
  lastJump: string | null;
}

/** How far down the window the reading line is: a section or card whose top has come up to it is being read. */
const READING_LINE = 1 / 3;

/**
 * The section or card being read: the last one in page order (a card comes after its section) whose top
 * has come up to the reading line. Two exceptions keep what a visitor jumped to: it stays while its top
 * is still between the top of the window and the line (a card loading above may have moved it a little
 * from where the jump put it); and at the end of the page, where the last sections never come up that
 * far, it stays while in view, else the last one in view is.
 */
export function sectionBeingRead(
  sections: readonly PlacedSection[],
  { windowHeight, atPageEnd, lastJump }: ReadingView,
): string | undefined {
  const line = windowHeight * READING_LINE;
  const jumpedTo = sections.find((section) => section.anchor === lastJump);
  const isInView = ({ top, bottom }: PlacedSection) => top < windowHeight && bottom > 0;
  if (atPageEnd) return (jumpedTo && isInView(jumpedTo) ? jumpedTo : sections.filter(isInView).at(-1))?.anchor;
  if (jumpedTo && jumpedTo.top >= 0 && jumpedTo.top <= line) return jumpedTo.anchor;
  return (sections.findLast((section) => section.top <= line) ?? sections[0])?.anchor;
}
