import { useEffect, useState } from "react";
import { OVERVIEW_ANCHOR } from "~/domain/eips/contents";

export const SECTION_VISIBLE_THRESHOLD = 0.3;
// Ratios reported at the threshold can be a hair under it.
const RATIO_TOLERANCE = 0.005;

/**
 * The section (or card) the reader is on: the first element marked data-section, in page order,
 * with at least 30% of it in view. `layoutKey` changes whenever the set of sections does.
 */
export function useActiveSection(layoutKey: string): [string, (anchor: string) => void] {
  const [active, setActive] = useState(OVERVIEW_ANCHOR);
  useEffect(() => {
    const elements = [...document.querySelectorAll<HTMLElement>("[data-section]")];
    const visible = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= SECTION_VISIBLE_THRESHOLD - RATIO_TOLERANCE) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        const first = elements.find((element) => visible.has(element));
        if (first) setActive(first.id);
      },
      { threshold: SECTION_VISIBLE_THRESHOLD },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [layoutKey]);
  return [active, setActive];
}
