/** Call numbers are zero-padded to 3 digits everywhere: URLs, archive folders, keys. */
export function padCallNumber(n: number | string): string {
  return String(n).replace(/^0+(?=\d)/, "").padStart(3, "0");
}

export function callPath(call: { type: string; number: string }): string {
  return `/calls/${call.type}/${call.number}`;
}

export function callKey(call: { type: string; number: string }): string {
  return `${call.type}/${padCallNumber(call.number)}`;
}

/** Newest first; same-day calls by series then number, so the order never depends on input order. */
export function compareCallsNewestFirst(a: { date: string; type: string; number: string }, b: { date: string; type: string; number: string }): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.type !== b.type) return a.type < b.type ? -1 : 1;
  return Number(b.number) - Number(a.number);
}

export function mostRecentCalls<T extends { date: string; type: string; number: string }>(calls: readonly T[], count: number): T[] {
  return [...calls].sort(compareCallsNewestFirst).slice(0, count);
}

