import type { PoolEip } from "~/domain/ranking/pool";
import { TIERS, type Tier } from "~/schemas/tiers";
import { TIER_COLORS } from "~/domain/ranking/tiers";

interface SelectionBarProps {
  eip: PoolEip;
  place: Tier | null;
  onPlace: (tier: Tier | null) => void;
  onCancel: () => void;
}

/** Shown while a proposal is selected: every tier within reach, however far the page is scrolled. */
export function SelectionBar({ eip, place, onPlace, onCancel }: SelectionBarProps) {
  return (
    <section
      aria-label="Place the selected proposal"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line-raised bg-surface/95 px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="w-full min-w-0 truncate text-sm sm:w-auto sm:flex-1">
          <span className="font-semibold">EIP-{eip.id}</span> {eip.title}
          <span className="text-muted"> · tap a tier</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {TIERS.map((tier) => (
            <button
              key={tier}
              type="button"
              aria-label={`Place in tier ${tier}`}
              aria-pressed={place === tier}
              onClick={() => onPlace(tier)}
              className="h-10 w-10 rounded-md text-lg font-extrabold ring-offset-2 ring-offset-white aria-pressed:ring-2 aria-pressed:ring-slate-900 dark:ring-offset-slate-900 dark:aria-pressed:ring-white"
              style={{ backgroundColor: TIER_COLORS[tier].fill, color: TIER_COLORS[tier].text }}
            >
              {tier}
            </button>
          ))}
          {place !== null && (
            <button
              type="button"
              onClick={() => onPlace(null)}
              className="h-10 rounded-md border border-line-strong px-3 text-sm font-semibold hover:bg-subtle"
            >
              Unrank
            </button>
          )}
          <button
            type="button"
            onClick={onCancel}
            aria-label="Cancel selection"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md border border-line-strong hover:bg-subtle"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      </div>
    </section>
  );
}
