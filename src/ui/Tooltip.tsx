import { useId, useState, type ReactNode } from "react";

interface TooltipProps {
  text: string;
  /** Receives the tooltip's id, for the trigger's aria-describedby. */
  children: (tooltipId: string) => ReactNode;
  className?: string;
}

const BUBBLE =
  "pointer-events-none absolute bottom-full left-1/2 z-40 mb-2 w-max max-w-56 -translate-x-1/2 rounded-md bg-slate-900 px-2 py-1 text-center text-xs font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900";

/**
 * Shows `text` while the pointer is over the trigger or focus is inside it; Escape hides it.
 * The text stays in the document (hidden, unstyled) so aria-describedby always resolves.
 */
export function Tooltip({ text, children, className = "" }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className={`relative inline-flex ${className}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
    >
      {children(id)}
      <span role="tooltip" id={id} hidden={!open} className={open ? BUBBLE : undefined}>
        {text}
      </span>
    </span>
  );
}
