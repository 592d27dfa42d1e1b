import type { ReactNode } from "react";

type DisclosureButtonProps = {
  expanded: boolean;
  /** Id of the panel it shows and hides. */
  controls: string;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
};

/** The button of a disclosure: it announces whether its panel is open and which panel that is. */
export function DisclosureButton({ expanded, controls, onToggle, className = "", children }: DisclosureButtonProps) {
  return (
    <button type="button" aria-expanded={expanded} aria-controls={controls} onClick={onToggle} className={className}>
      {children}
    </button>
  );
}
