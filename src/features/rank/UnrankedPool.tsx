import type { PoolEip } from "~/domain/ranking/pool";
import { useDragHooks } from "./dragBindings";
import { POOL_DROP_ID } from "./dragIds";
import { EipChip } from "./EipChip";

interface UnrankedPoolProps {
  items: readonly PoolEip[];
  selectedId: number | null;
  onSelect: (eipId: number) => void;
  onUnrank: () => void;
}

/** Proposals not yet in a tier; dropping (or tapping) a ranked one here takes it out of its tier. */
export function UnrankedPool({ items, selectedId, onSelect, onUnrank }: UnrankedPoolProps) {
  const { setNodeRef, isOver } = useDragHooks().useDroppable(POOL_DROP_ID);
  const outline = isOver ? "border-accent-line ring-2 ring-accent-line" : "border-line-raised";
  return (
    <section
      ref={setNodeRef}
      aria-labelledby="pool-title"
      onClick={onUnrank}
      className={`rounded-lg border bg-sunken p-3 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto ${outline}`}
    >
      <h2 id="pool-title" className="text-lg font-bold">
        Unranked proposals <span className="text-sm font-normal text-muted">({items.length})</span>
      </h2>
      {items.length > 0 ? (
        <ul className="mt-3 grid gap-2 md:grid-cols-2 lg:grid-cols-1">
          {items.map((eip) => (
            <li key={eip.id}>
              <EipChip eip={eip} selected={eip.id === selectedId} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">Every proposal has a tier. Drag one back here to unrank it.</p>
      )}
    </section>
  );
}
