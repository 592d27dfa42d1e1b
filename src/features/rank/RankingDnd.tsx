import { useMemo, useState, type ReactNode } from "react";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  useDraggable,
  useDroppable,
} from "@dnd-kit/core";
import type { PoolEip } from "~/domain/ranking/pool";
import type { Tier } from "~/schemas/ranking";
import { RANKING_DRAG_INSTRUCTIONS, rankingAnnouncements } from "./announcements";
import type { DragHooks } from "./dragBindings";
import { eipIdFromDragId, placeOfDropId } from "./dragIds";
import { EipChipPreview } from "./EipChip";
import { tierKeyboardCoordinates } from "./tierKeyboardCoordinates";

// The zone under the pointer wins; keyboard drags have no pointer, so they fall back to overlap.
const pointerThenOverlap: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

/** The real bindings the chips and zones switch to once this module has loaded. */
export const DND_KIT_HOOKS: DragHooks = {
  useDraggable: (id) => useDraggable({ id }),
  useDroppable: (id) => useDroppable({ id }),
};

// A short press on touch is a tap (select); only a long press starts a drag, so the page still scrolls.
const TOUCH_DRAG_DELAY_MS = 250;

interface RankingDndProps {
  pool: readonly PoolEip[];
  placeOf: (eipId: number) => Tier | null;
  onPlace: (eipId: number, tier: Tier | null) => void;
  onDragStart: () => void;
  children: ReactNode;
}

export function RankingDnd({ pool, placeOf, onPlace, onDragStart, children }: RankingDndProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DRAG_DELAY_MS, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: tierKeyboardCoordinates }),
  );
  const byId = useMemo(() => new Map(pool.map((eip) => [eip.id, eip])), [pool]);
  const announcements = useMemo(
    () =>
      rankingAnnouncements({
        labelOf: (eipId) => `EIP-${eipId}: ${byId.get(eipId)?.title ?? "unknown proposal"}`,
        placeOf,
      }),
    [byId, placeOf],
  );
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = activeId === null ? undefined : byId.get(activeId);

  const handleDragStart = ({ active: dragged }: DragStartEvent) => {
    setActiveId(eipIdFromDragId(dragged.id));
    onDragStart();
  };
  const handleDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActiveId(null);
    const eipId = eipIdFromDragId(dragged.id);
    const place = over ? placeOfDropId(over.id) : undefined;
    if (eipId !== null && place !== undefined) onPlace(eipId, place);
  };

  return (
    <DndContext
      id="rank-dnd"
      sensors={sensors}
      collisionDetection={pointerThenOverlap}
      accessibility={{ announcements, screenReaderInstructions: RANKING_DRAG_INSTRUCTIONS }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>{active ? <EipChipPreview eip={active} /> : null}</DragOverlay>
    </DndContext>
  );
}
