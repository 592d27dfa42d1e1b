import { useCallback, useEffect, useRef, useState } from "react";
import { OVERVIEW_ANCHOR, sectionBeingRead, type PlacedSection } from "~/domain/eips/contents";

// A smooth scroll can stop a hair short of the end of the page.
const END_TOLERANCE_PX = 2;

/** The elements marked data-section that are shown (not in a collapsed section), in page order. */
function placedSections(): PlacedSection[] {
  return [...document.querySelectorAll<HTMLElement>("[data-section]")]
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { anchor: element.id, top, bottom };
    });
}

/**
 * The anchor of the section or card the reader is on (see sectionBeingRead), and the function to call
 * on a jump to an anchor. Measured from the page as it is on every scroll and every change of its size
 * (a filter, a section opened), never from elements kept since an earlier render.
 */
export function useActiveSection(): [string, (anchor: string) => void] {
  const [active, setActive] = useState(OVERVIEW_ANCHOR);
  const lastJump = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const anchor = sectionBeingRead(placedSections(), {
        windowHeight: window.innerHeight,
        atPageEnd: window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - END_TOLERANCE_PX,
        lastJump: lastJump.current,
      });
      if (anchor) setActive(anchor);
    };
    const measureSoon = () => {
      frame ||= requestAnimationFrame(measure);
    };
    const resizes = new ResizeObserver(measureSoon); // also reports the first size: the first measure
    resizes.observe(document.body);
    window.addEventListener("scroll", measureSoon, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      window.removeEventListener("scroll", measureSoon);
    };
  }, []);

  const jumpedTo = useCallback((anchor: string) => {
    lastJump.current = anchor;
    setActive(anchor);
  }, []);
  return [active, jumpedTo];
}
