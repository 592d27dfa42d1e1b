import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ExpandToggle } from "~/ui/ExpandToggle";

/**
 * Classes for the scrolling list inside a PaneFrame: 400 px high at most (SPEC §9), the window's
 * height when the pane is expanded. Scroll chaining is contained only for a mouse or trackpad on a
 * wider screen, where a wheel running past the pane's end should not move the page; on touch screens a
 * swipe past the end goes on to scroll the page, so a pane never traps the visitor.
 */
export const PANE_LIST_CLASS =
  "max-h-[400px] p-2 group-data-expanded/pane:max-h-[calc(100dvh-8.5rem)] sm:pointer-fine:overscroll-contain";

type PaneFrameProps = { id: string; title: string; detail: string; children: ReactNode };

/**
 * The frame of the transcript and chat panes: a titled card around a scrolling list, with a toggle that
 * expands it to the window's height and the full width for reading. Escape, or the toggle again, collapses it.
 */
export function PaneFrame({ id, title, detail, children }: PaneFrameProps) {
  const [expanded, setExpanded] = useState(false);
  const section = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const bodyId = useId();

  const onToggle = () => {
    setExpanded(!expanded);
    // Once expanded, bring the whole pane into the window (after the render that grows it).
    if (!expanded) requestAnimationFrame(() => section.current?.scrollIntoView({ block: "start" }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !expanded) return;
    event.stopPropagation();
    setExpanded(false);
    toggle.current?.focus();
  };

  return (
    <section
      ref={section}
      aria-labelledby={id}
      data-expanded={expanded || undefined}
      onKeyDown={onKeyDown}
      className="group/pane min-w-0 scroll-mt-20 rounded-xl border border-line bg-surface shadow-sm data-expanded:col-span-full"
    >
      <div className="flex items-center gap-3 border-b border-line px-4 py-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <span className="mr-auto text-sm text-muted">{detail}</span>
        <ExpandToggle ref={toggle} expanded={expanded} controls={bodyId} onToggle={onToggle} subject={title} />
      </div>
      <div id={bodyId}>{children}</div>
    </section>
  );
}
