import { useCallback } from "react";
import { itemsInTier, rankedCount, type RankingState } from "~/domain/ranking/assign";
import type { PoolEip } from "~/domain/ranking/pool";
import type { TierMaker } from "~/domain/ranking/tierMaker";
import { TIERS } from "~/schemas/tiers";
import { deferModule } from "~/platform/deferredModule";
import { useTheme } from "~/ui/theme";

export const NOTHING_RANKED_MESSAGE = "Please rank at least one proposal before generating an image.";

// The day by the site's one rule (domain/time/today.ts): the UTC day.
const IMAGE_DATE_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export type ImageDownloadResult = "downloaded" | "nothing-ranked";

// Drawing the image is code for a visitor who asks for it: it loads on that click (a few KB), not with the page.
const rankingImage = deferModule(() => import("~/platform/rankingImage"));

/** Draws the ranking as a PNG in the current theme and downloads it (SPEC §9 geometry). */
export function useRankingImageDownload(
  maker: TierMaker,
  pool: readonly PoolEip[],
  state: RankingState,
): () => Promise<ImageDownloadResult> {
  const { theme } = useTheme();
  return useCallback(async () => {
    if (rankedCount(state) === 0) {
      window.alert(NOTHING_RANKED_MESSAGE);
      return "nothing-ranked";
    }
    const input = {
      tiers: TIERS.map((tier) => ({ tier, items: itemsInTier(pool, state, tier) })),
      title: maker.imageTitle,
      dateText: IMAGE_DATE_FORMAT.format(new Date()),
      host: window.location.host,
    };
    const { downloadRankingImage } = await rankingImage.load();
    await downloadRankingImage(input, theme, maker.imageFileName);
    return "downloaded";
  }, [maker, pool, state, theme]);
}
