// The top `limit` doc ids of a calendar search, kept in score buckets (scores are small integers) while
// candidates stream in. Candidates arrive in doc-id order, which is the tie order (newest call, then
// position in the call), so a bucket never needs sorting.
export type Ranking = {
  limit: number;
  // Lowest score that can still enter the top `limit`.
  minScore: number;
  keptFromMin: number;
  buckets: number[][];
};

export function newRanking(limit: number): Ranking {
  return { limit, minScore: limit > 0 ? 0 : Number.POSITIVE_INFINITY, keptFromMin: 0, buckets: [] };
}

export function addToRanking(ranking: Ranking, score: number, id: number): void {
  const bucket = ranking.buckets[score] ?? [];
  bucket.push(id);
  ranking.buckets[score] = bucket;
  ranking.keptFromMin++;
  while (ranking.keptFromMin >= ranking.limit) {
    ranking.keptFromMin -= ranking.buckets[ranking.minScore]?.length ?? 0;
    ranking.minScore++;
  }
}

export function rankedIds(ranking: Ranking): { id: number; score: number }[] {
  const ranked: { id: number; score: number }[] = [];
  for (let score = ranking.buckets.length - 1; score >= 0 && ranked.length < ranking.limit; score--) {
    for (const id of ranking.buckets[score] ?? []) {
      if (ranked.length === ranking.limit) break;
      ranked.push({ id, score });
    }
  }
  return ranked;
}
