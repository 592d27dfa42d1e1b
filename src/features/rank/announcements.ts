import type { Announcements, Over, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import type { Tier } from "~/schemas/tiers";
import { eipIdFromDragId, placeOfDropId } from "./dragIds";

export const RANKING_DRAG_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To pick up a proposal, press Space or Enter. Use the arrow keys to move it between tiers: up towards S, " +
    "down towards D and the unranked list. Press Space or Enter to drop it, or Escape to cancel. " +
    "You can also activate a proposal to select it, then choose a tier.",
};

export function placeName(place: Tier | null): string {
  return place === null ? "the unranked list" : `tier ${place}`;
}

function overName(over: Over | null): string | undefined {
  const place = over ? placeOfDropId(over.id) : undefined;
  return place === undefined ? undefined : placeName(place);
}

interface AnnouncementSource {
  labelOf: (eipId: number) => string;
  /** Where a proposal sits before the drag: its tier, or null when unranked. */
  placeOf: (eipId: number) => Tier | null;
}

/** Screen reader messages that name the proposal and the tier instead of dnd-kit's raw ids. */
export function rankingAnnouncements({ labelOf, placeOf }: AnnouncementSource): Announcements {
  const label = (id: UniqueIdentifier) => {
    const eipId = eipIdFromDragId(id);
    return eipId === null ? "Proposal" : labelOf(eipId);
  };
  const origin = (id: UniqueIdentifier) => {
    const eipId = eipIdFromDragId(id);
    return eipId === null ? undefined : placeName(placeOf(eipId));
  };
  // dnd-kit reports drag-overs of the starting zone, and brief gaps between zones while the overlay mounts;
  // announcing those would replace the pick-up message. Only a change of zone is worth saying.
  let lastPlace: string | undefined;
  return {
    onDragStart: ({ active }) => {
      lastPlace = origin(active.id);
      return `Picked up ${label(active.id)} from ${lastPlace ?? "its place"}.`;
    },
    onDragOver: ({ active, over }) => {
      const name = overName(over);
      if (name === undefined || name === lastPlace) return undefined;
      lastPlace = name;
      return `${label(active.id)} is over ${name}.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = overName(over);
      if (name === undefined) return `${label(active.id)} was dropped outside the tiers and did not move.`;
      if (name === origin(active.id)) return `${label(active.id)} stays in ${name}.`;
      return `${label(active.id)} was placed in ${name}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${label(active.id)} stays in ${origin(active.id) ?? "its place"}.`,
  };
}
