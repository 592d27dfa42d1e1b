import type { ReactNode } from "react";

/** The frame of the transcript and chat panes: a titled card around a scrolling list. */
export function PaneFrame({ id, title, detail, children }: { id: string; title: string; detail: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 id={id} className="text-lg font-bold">{title}</h2>
        <span className="text-sm text-slate-600 dark:text-slate-400">{detail}</span>
      </div>
      {children}
    </section>
  );
}
