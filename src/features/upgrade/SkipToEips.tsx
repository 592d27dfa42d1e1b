import type { MouseEvent } from "react";
import { sectionTitleId } from "./SectionHeading";

/**
 * Before the contents: a keyboard reader skips them (and the overview) to the first section with EIPs. Hidden
 * until focused. Without JavaScript it is a plain link to the section.
 */
export function SkipToEips({ anchor, onJump }: { anchor: string; onJump: (anchor: string) => void }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onJump(anchor);
    // Focus moves to the section's heading, so the next Tab continues inside that section.
    const heading = document.getElementById(sectionTitleId(anchor));
    heading?.setAttribute("tabindex", "-1");
    heading?.focus({ preventScroll: true });
  };
  return (
    <a
      href={`#${anchor}`}
      onClick={skip}
      className="sr-only text-sm font-semibold focus:not-sr-only focus:mt-4 focus:inline-block focus:rounded-md focus:bg-indigo-700 focus:px-3 focus:py-2 focus:text-on-accent dark:focus:bg-indigo-300"
    >
      Skip to EIPs
    </a>
  );
}
