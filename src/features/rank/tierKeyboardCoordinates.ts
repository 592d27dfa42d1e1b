import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter, type UniqueIdentifier } from "@dnd-kit/core";
import { TIERS } from "~/schemas/tiers";
import { POOL_DROP_ID, tierDropId } from "./dragIds";

// Drop zones in keyboard order: S first, the unranked pool last.
const DROP_ORDER: readonly string[] = [...TIERS.map(tierDropId), POOL_DROP_ID];

const STEP: Partial<Record<string, number>> = {
  [KeyboardCode.Up]: -1,
  [KeyboardCode.Left]: -1,
  [KeyboardCode.Down]: 1,
  [KeyboardCode.Right]: 1,
};

// The pool can be much taller than the screen, so a dragged item lands near a zone's top, not its middle.
const MAX_TOP_INSET = 12;

function zoneContaining(rects: Map<UniqueIdentifier, ClientRect>, x: number, y: number): string | undefined {
  return DROP_ORDER.find((id) => {
    const rect = rects.get(id);
    return rect !== undefined && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
  });
}

/**
 * Arrow keys jump the dragged proposal from one drop zone to the next (up/left towards S, down/right
 * towards the pool) instead of dnd-kit's default 25 px nudges.
 */
export const tierKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = STEP[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, over } = context;
  if (!collisionRect) return undefined;
  const currentId =
    over?.id ??
    zoneContaining(
      droppableRects,
      collisionRect.left + collisionRect.width / 2,
      collisionRect.top + collisionRect.height / 2,
    );
  const currentIndex = DROP_ORDER.indexOf(String(currentId));
  const targetIndex = currentIndex === -1 ? DROP_ORDER.length - 1 : currentIndex + step;
  const targetId = DROP_ORDER[targetIndex];
  const target = targetId === undefined ? undefined : droppableRects.get(targetId);
  if (!target) return currentCoordinates;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: target.top + Math.min((target.height - collisionRect.height) / 2, MAX_TOP_INSET),
  };
};
