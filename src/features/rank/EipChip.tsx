import { useId, useState } from "react";
import type { PoolEip } from "~/domain/ranking/pool";
import { useDragHooks } from "./dragBindings";
import { eipDragId } from "./dragIds";

const CHIP_CLASSES = "rounded-lg border bg-surface text-ink";

function ChipText({ eip }: { eip: PoolEip }) {
  return (
    <span className="min-w-0">
      <span className="block font-mono text-xs font-semibold text-muted">EIP-{eip.id}</span>
      <span className="block text-sm font-medium leading-snug">{eip.title}</span>
    </span>
  );
}

function GripIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 20"
      className="mt-1 h-5 w-3 shrink-0 text-slate-400 dark:text-slate-500"
      fill="currentColor"
    >
      {[3, 10, 17].flatMap((y) => [
        <circle key={`l${y}`} cx="3" cy={y} r="1.6" />,
        <circle key={`r${y}`} cx="9" cy={y} r="1.6" />,
      ])}
    </svg>
  );
}

interface EipChipProps {
  eip: PoolEip;
  selected: boolean;
  onSelect: (eipId: number) => void;
}

/**
 * One proposal: the main button drags (mouse, touch long-press, keyboard) or, when tapped, selects it;
 * the info button reveals the plain-language description in place.
 */
export function EipChip({ eip, selected, onSelect }: EipChipProps) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const { attributes, listeners, setNodeRef, isDragging } = useDragHooks().useDraggable(eipDragId(eip.id));
  const border = selected ? "border-accent-line ring-2 ring-accent-line" : "border-line-raised";
  return (
    <div data-eip={eip.id} className={`${CHIP_CLASSES} ${border} ${isDragging ? "opacity-40" : ""}`}>
      <div className="flex items-start">
        <button
          ref={setNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-pressed={selected}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(eip.id);
          }}
          className="flex min-w-0 flex-1 cursor-grab touch-manipulation select-none items-start gap-2 rounded-lg p-2 text-left [-webkit-touch-callout:none] active:cursor-grabbing"
        >
          <GripIcon />
          <ChipText eip={eip} />
        </button>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? descriptionId : undefined}
          aria-label={`About EIP-${eip.id}`}
          title="What this proposal does"
          onClick={(event) => {
            event.stopPropagation();
            setOpen((value) => !value);
          }}
          className={`m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border text-sm font-bold ${
            open
              ? "border-accent-line bg-indigo-600 text-on-accent dark:bg-indigo-400"
              : "border-line-strong text-control hover:bg-subtle"
          }`}
        >
          <span aria-hidden="true" className="font-serif italic">
            i
          </span>
        </button>
      </div>
      {open && (
        <p id={descriptionId} className="border-t border-line-raised px-3 py-2 text-sm leading-relaxed text-body">
          {eip.laymanDescription}
        </p>
      )}
    </div>
  );
}

/** What follows the pointer while dragging; not interactive. */
export function EipChipPreview({ eip }: { eip: PoolEip }) {
  return (
    <div className={`${CHIP_CLASSES} flex cursor-grabbing items-start gap-2 border-indigo-500 p-2 shadow-xl`}>
      <GripIcon />
      <ChipText eip={eip} />
    </div>
  );
}
