import type { RankingState } from "~/domain/ranking/assign";
import { itemsInTier } from "~/domain/ranking/assign";
import type { PoolEip } from "~/domain/ranking/pool";
import { TIERS, type Tier } from "~/schemas/tiers";
import { TierRow } from "./TierRow";

interface TierBoardProps {
  pool: readonly PoolEip[];
  state: RankingState;
  selectedId: number | null;
  onSelect: (eipId: number) => void;
  onPlace: (tier: Tier) => void;
}

/** The five tiers, S (most wanted) to D. */
export function TierBoard({ pool, state, selectedId, onSelect, onPlace }: TierBoardProps) {
  return (
    <section aria-labelledby="tiers-title">
      <h2 id="tiers-title" className="text-lg font-bold">
        Your tiers <span className="text-sm font-normal text-muted">S is most wanted, D least</span>
      </h2>
      <div className="mt-3 space-y-2">
        {TIERS.map((tier) => (
          <TierRow
            key={tier}
            tier={tier}
            items={itemsInTier(pool, state, tier)}
            selectedId={selectedId}
            onSelect={onSelect}
            onPlace={onPlace}
          />
        ))}
      </div>
    </section>
  );
}
