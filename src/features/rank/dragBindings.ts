import { createContext, useContext } from "react";
import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";

// dnd-kit loads after the page is interactive (it is most of the page's script); until then the
// chips and zones bind to these no-op hooks and tap-to-assign already works. When it arrives the
// board remounts under the real hooks (see RankPage), so hook order never changes within a mount.

export type DraggableBinding = {
  attributes: Partial<DraggableAttributes>;
  listeners: DraggableSyntheticListeners;
  setNodeRef: (element: HTMLElement | null) => void;
  isDragging: boolean;
};
export type DroppableBinding = { setNodeRef: (element: HTMLElement | null) => void; isOver: boolean };

export type DragHooks = {
  useDraggable: (id: string) => DraggableBinding;
  useDroppable: (id: string) => DroppableBinding;
};

const noRef = () => {};
const NOT_DRAGGABLE: DraggableBinding = { attributes: {}, listeners: undefined, setNodeRef: noRef, isDragging: false };
const NOT_DROPPABLE: DroppableBinding = { setNodeRef: noRef, isOver: false };

export const STATIC_DRAG_HOOKS: DragHooks = {
  useDraggable: () => NOT_DRAGGABLE,
  useDroppable: () => NOT_DROPPABLE,
};

export const DragHooksContext = createContext<DragHooks>(STATIC_DRAG_HOOKS);

export function useDragHooks(): DragHooks {
  return useContext(DragHooksContext);
}
