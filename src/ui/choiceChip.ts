/** A rounded choice among a few (a series, a session of a call, a summary version): filled when it is the one chosen. */
export function choiceChipClass(active: boolean): string {
  return `rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset ${active ? "bg-indigo-600 text-white ring-indigo-600 dark:bg-indigo-500 dark:ring-indigo-500" : "text-slate-700 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800"}`;
}
