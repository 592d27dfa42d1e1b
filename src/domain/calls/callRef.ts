/** Call numbers are zero-padded to 3 digits everywhere: URLs, archive folders, keys. */
export function padCallNumber(n: number | string): string {
  return String(n)
    .replace(/^0+(?=\d)/, "")
    .padStart(3, "0");
}

/** A call, or a breakout session held inside it ("cl": its files end in _cl, its page is /calls/acdt/087/cl). */
export type CallRef = { type: string; number: string; session?: string | undefined };

/** The call a search document, mention or decision belongs to (its fields are named callType, callNumber, callSession). */
export function callRefOf(item: { callType: string; callNumber: string; callSession?: string | undefined }): CallRef {
  return { type: item.callType, number: item.callNumber, ...(item.callSession ? { session: item.callSession } : {}) };
}

export function callPath(call: CallRef): string {
  return `/calls/${call.type}/${call.number}${call.session ? `/${call.session}` : ""}`;
}

export function callKey(call: CallRef): string {
  return `${call.type}/${padCallNumber(call.number)}${call.session ? `/${call.session}` : ""}`;
}

/** Newest first; same-day calls by series then number, so the order never depends on input order. */
export function compareCallsNewestFirst(
  a: { date: string; type: string; number: string },
  b: { date: string; type: string; number: string },
): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.type !== b.type) return a.type < b.type ? -1 : 1;
  return Number(b.number) - Number(a.number);
}

export function mostRecentCalls<T extends { date: string; type: string; number: string }>(
  calls: readonly T[],
  count: number,
): T[] {
  return [...calls].sort(compareCallsNewestFirst).slice(0, count);
}
