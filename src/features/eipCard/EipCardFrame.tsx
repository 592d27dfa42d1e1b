import type { ReactNode } from "react";
import type { UpgradeEip } from "~/domain/eips/upgradeEip";
import { cardNumberId, cardTitleId } from "./EipCardHeader";
import { ANCHOR_OFFSET } from "./stickyOffsets";

/** The anchored article every EIP card sits in, named by its number and title. */
export function EipCardFrame({
  eip,
  anchor,
  className,
  children,
}: {
  eip: UpgradeEip;
  anchor: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <article
      id={anchor}
      data-section
      data-eip={eip.id}
      aria-labelledby={`${cardNumberId(anchor)} ${cardTitleId(anchor)}`}
      className={`${ANCHOR_OFFSET} rounded-xl border bg-surface wrap-anywhere ${className}`}
    >
      {children}
    </article>
  );
}
