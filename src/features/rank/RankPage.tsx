import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router";
import { rankedCount, unrankedItems } from "~/domain/ranking/assign";
import type { TierMakerLink, TierMakerPage } from "~/domain/ranking/tierMaker";
import { formatIsoDate } from "~/domain/time/isoDate";
import type { Tier } from "~/schemas/tiers";
import { PageShell } from "~/features/shell/PageShell";
import { trackEvent } from "~/platform/analytics";
import { deferModule } from "~/platform/deferredModule";
import { useDeferredModule } from "~/ui/useDeferredModule";
import { placeName } from "./announcements";
import { DragHooksContext } from "./dragBindings";
import { RankingNotice } from "./RankingNotice";
import { RankingToolbar } from "./RankingToolbar";
import { SelectionBar } from "./SelectionBar";
import { TierBoard } from "./TierBoard";
import { UnrankedPool } from "./UnrankedPool";
import { useRanking } from "./useRanking";
import { useRankingImageDownload } from "./useRankingImageDownload";
import { useTapToAssign } from "./useTapToAssign";

const RESET_QUESTION = "Clear your ranking? Every proposal goes back to unranked.";
// dnd-kit is most of the page's script: it loads after hydration, and tap to assign works without it.
const rankingDnd = deferModule(() => import("./RankingDnd"));

interface RankPageProps {
  page: TierMakerPage;
  /** The day the page was built (the proposal deadline's past or future until the visitor's date is known). */
  buildDate: string;
  /** The other tier makers, shown under the title. */
  related: readonly TierMakerLink[];
}

function relatedLabel({ upgradeName, asOf }: TierMakerLink): string {
  return asOf
    ? `The ${upgradeName} tier maker, as its proposals stood on ${formatIsoDate(asOf)}`
    : `The ${upgradeName} tier maker, for its proposals as they stand now`;
}

export function RankPage({ page: { maker, pool, asOf, deadline }, buildDate, related }: RankPageProps) {
  const { state, assign, reset } = useRanking(pool, maker.storageKey);
  const tap = useTapToAssign(assign);
  const downloadImage = useRankingImageDownload(maker, pool, state);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const byId = useMemo(() => new Map(pool.map((eip) => [eip.id, eip])), [pool]);
  const placeOf = useCallback((eipId: number) => state.tierOf[eipId] ?? null, [state]);
  const selected = tap.selectedId === null ? undefined : byId.get(tap.selectedId);
  const dnd = useDeferredModule(rankingDnd, "Drag and drop could not be loaded; tap to assign still works");

  const select = (eipId: number) => {
    tap.toggle(eipId);
    setStatus(eipId === tap.selectedId ? "Selection cleared." : `EIP-${eipId} selected. Choose a tier to place it.`);
  };
  const placeSelected = (place: Tier | null) => {
    if (tap.selectedId !== null && tap.placeSelected(place))
      setStatus(`EIP-${tap.selectedId} placed in ${placeName(place)}.`);
  };
  const unrankSelected = () => {
    if (tap.selectedId !== null && state.tierOf[tap.selectedId] !== undefined) placeSelected(null);
  };
  const handleReset = () => {
    if (!window.confirm(RESET_QUESTION)) return;
    reset();
    tap.clear();
    setStatus("Ranking cleared. Every proposal is unranked.");
  };
  const handleDownload = async () => {
    setBusy(true);
    try {
      if ((await downloadImage()) === "downloaded") {
        setStatus("Ranking image downloaded.");
        trackEvent("Ranking", "download image");
      }
    } catch (error) {
      console.error("Could not create the ranking image", error);
      setStatus("Sorry, the image could not be created in this browser.");
    } finally {
      setBusy(false);
    }
  };

  const board = (
    <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <TierBoard pool={pool} state={state} selectedId={tap.selectedId} onSelect={select} onPlace={placeSelected} />
      <UnrankedPool
        items={unrankedItems(pool, state)}
        selectedId={tap.selectedId}
        onSelect={select}
        onUnrank={unrankSelected}
      />
    </div>
  );

  return (
    <PageShell>
      <div className={selected ? "pb-32 sm:pb-20" : undefined} data-drag-ready={dnd ? "true" : "false"}>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{maker.title}</h1>
        <p className="mt-3 max-w-3xl text-body">
          Sort the {pool.length} proposals put forward for the {maker.upgradeName} upgrade (headliners excepted)
          {asOf && (
            <>
              , as of <time dateTime={asOf}>{formatIsoDate(asOf)}</time>,
            </>
          )}{" "}
          into tiers, from S for the ones you want most to D. Drag them with a mouse, a long press or the keyboard, or
          tap one and then tap a tier. The <i>i</i> button on a proposal explains what it does in plain language.
        </p>
        <RankingNotice upgradeName={maker.upgradeName} deadline={deadline} buildDate={buildDate} />
        {related.length > 0 && (
          <ul className="mt-3 text-sm">
            {related.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="font-medium text-accent underline hover:no-underline">
                  {relatedLabel(link)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6">
          <RankingToolbar
            rankedCount={rankedCount(state)}
            total={pool.length}
            busy={busy}
            onDownload={() => void handleDownload()}
            onReset={handleReset}
          />
        </div>
        {dnd ? (
          // The key remounts the board when the real drag hooks replace the static ones.
          <DragHooksContext.Provider key="dnd" value={dnd.DND_KIT_HOOKS}>
            <dnd.RankingDnd pool={pool} placeOf={placeOf} onPlace={assign} onDragStart={tap.clear}>
              {board}
            </dnd.RankingDnd>
          </DragHooksContext.Provider>
        ) : (
          board
        )}
      </div>
      {selected && (
        <SelectionBar eip={selected} place={placeOf(selected.id)} onPlace={placeSelected} onCancel={tap.clear} />
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </PageShell>
  );
}
