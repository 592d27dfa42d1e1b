import { useId, useState, type ReactNode } from "react";

interface TooltipProps {
  text: string;
  /**
   * As a function, it receives the id of the description for the trigger's aria-describedby. As plain children (a
   * trigger named by its own text), the bubble exists only while open: a hidden copy would only add elements.
   */
  children: ReactNode | ((descriptionId: string) => ReactNode);
  className?: string;
  /**
   * The id of an element elsewhere in the document that holds the same text. Then the bubble exists only
   * while open, so prose around an inline trigger reads (and copies) without it.
   */
  descriptionId?: string;
}

const BUBBLE =
  "pointer-events-none absolute bottom-full left-1/2 z-40 mb-2 w-max max-w-56 -translate-x-1/2 rounded-md bg-slate-900 px-2 py-1 text-center text-xs font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900";

/**
 * Shows `text` while the pointer is over the trigger or focus is inside it; Escape hides it.
 * For a trigger described by it, the text stays in the document (hidden, unstyled) so aria-describedby always
 * resolves, here or at descriptionId.
 */
export function Tooltip({ text, children, className = "", descriptionId }: TooltipProps) {
  const ownId = useId();
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
      {typeof children === "function" ? children(descriptionId ?? ownId) : children}
      {descriptionId || typeof children !== "function" ? (
        open && (
          <span role="tooltip" className={BUBBLE}>
            {text}
          </span>
        )
      ) : (
        <span role="tooltip" id={ownId} hidden={!open} className={open ? BUBBLE : undefined}>
          {text}
        </span>
      )}
    </span>
  );
}
