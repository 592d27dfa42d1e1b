import { useId } from "react";
import type { PoolEip } from "~/domain/ranking/pool";
import type { Tier } from "~/schemas/tiers";
import { TIER_COLORS } from "~/domain/ranking/tiers";
import { useDragHooks } from "./dragBindings";
import { tierDropId } from "./dragIds";
import { EipChip } from "./EipChip";

interface TierRowProps {
  tier: Tier;
  items: readonly PoolEip[];
  selectedId: number | null;
  onSelect: (eipId: number) => void;
  onPlace: (tier: Tier) => void;
}

/** One tier: its coloured letter and the proposals in it. A drop zone, and a tap target while a proposal is selected. */
export function TierRow({ tier, items, selectedId, onSelect, onPlace }: TierRowProps) {
  const { setNodeRef, isOver } = useDragHooks().useDroppable(tierDropId(tier));
  const labelId = useId();
  const colors = TIER_COLORS[tier];
  const placing = selectedId !== null;
  const outline = isOver
    ? "border-accent-line ring-2 ring-accent-line"
    : placing
      ? "border-dashed border-indigo-500 dark:border-indigo-400"
      : "border-line-raised";
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-labelledby={labelId}
      data-tier={tier}
      onClick={() => onPlace(tier)}
      className={`flex min-h-18 overflow-hidden rounded-lg border ${outline} ${placing ? "cursor-pointer" : ""}`}
    >
      <div
        className="flex w-12 shrink-0 items-center justify-center text-2xl font-extrabold sm:w-16 sm:text-3xl"
        style={{ backgroundColor: colors.fill, color: colors.text }}
      >
        <span id={labelId}>
          <span className="sr-only">Tier </span>
          {tier}
        </span>
      </div>
      <div className="min-w-0 flex-1 bg-sunken p-2">
        {items.length > 0 ? (
          <ul className="grid gap-2 sm:grid-cols-2">
            {items.map((eip) => (
              <li key={eip.id}>
                <EipChip eip={eip} selected={eip.id === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="flex h-full items-center px-2 text-sm text-muted">
            {placing ? `Tap to place it in tier ${tier}` : "Drag proposals here"}
          </p>
        )}
      </div>
    </div>
  );
}
