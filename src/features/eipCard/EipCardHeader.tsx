import { Link } from "react-router";
import { eipPagePath } from "~/domain/eips/eipPagePath";
import { headlinerStar } from "~/domain/eips/headlinerStar";
import { LAYER_NAMES } from "~/domain/eips/labels";
import { proposalNumber, type UpgradeEip } from "~/domain/eips/upgradeEip";
import { Badge } from "~/ui/Badge";
import { CopyLinkButton } from "~/ui/CopyLinkButton";
import { ExternalLink } from "~/ui/ExternalLink";
import { ExpandToggle } from "~/ui/ExpandToggle";
import { ChatIcon, DocumentIcon, StarIcon } from "~/ui/icons";
import { toneClass, type Tone } from "~/ui/tones";
import { Tooltip } from "~/ui/Tooltip";
import { cardStageBadge } from "./stageTone";
import type { CardFold } from "./useCardFolding";

const LAYER_TONE = { EL: "indigo", CL: "teal" } as const satisfies Record<string, Tone>;

interface EipCardHeaderProps {
  eip: UpgradeEip;
  anchor: string;
  starFollowsStage: boolean;
  showStage: boolean;
  /** The title links to the EIP's own page, except on that page. */
  linkTitle?: boolean;
  /** In the compact view: whether the card's details show, and the toggle that shows or hides them. */
  fold?: CardFold;
  onFold?: (anchor: string) => void;
}

export function cardNumberId(anchor: string): string {
  return `${anchor}-number`;
}

export function cardTitleId(anchor: string): string {
  return `${anchor}-title`;
}

/** The part of a card below its header line, which the compact view folds away. */
export function cardDetailsId(anchor: string): string {
  return `${anchor}-details`;
}

export function EipCardHeader({
  eip,
  anchor,
  starFollowsStage,
  showStage,
  linkTitle = true,
  fold,
  onFold,
}: EipCardHeaderProps) {
  const star = headlinerStar(eip, starFollowsStage);
  const stage = cardStageBadge(eip);
  const { layer } = eip;
  return (
    <header>
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          {star && (
            <Tooltip text={star.label}>
              <span data-testid="headliner-star" data-filled={String(star.filled)} className="text-special">
                <StarIcon filled={star.filled} className="h-5 w-5" />
                <span className="sr-only">{star.label}</span>
              </span>
            </Tooltip>
          )}
          <span id={cardNumberId(anchor)} data-testid="eip-number" className="inline-flex items-center gap-1.5">
            {layer && (
              <Tooltip text={`Primarily impacts the ${LAYER_NAMES[layer].toLowerCase()}`}>
                <span
                  data-testid="layer-badge"
                  className={`rounded px-1.5 py-0.5 text-xs font-bold ring-1 ring-inset ${toneClass(LAYER_TONE[layer])}`}
                >
                  {layer}
                </span>
              </Tooltip>
            )}
            <span className="font-mono font-semibold text-body">{proposalNumber(eip)}</span>
          </span>
          {(showStage || fold) && <Badge tone={stage.tone}>{stage.label}</Badge>}
        </div>
        <div className="-mr-2 flex shrink-0 items-center">
          {eip.discussionLink && <IconLink href={eip.discussionLink} label="View discussion" icon={ChatIcon} />}
          <IconLink href={eip.specUrl} label="View specification" icon={DocumentIcon} />
          <CopyLinkButton anchor={anchor} label={`Copy link to ${proposalNumber(eip)}`} />
        </div>
      </div>
      <div className="mt-1 flex items-start justify-between gap-3">
        <h3
          id={cardTitleId(anchor)}
          className={`${fold === "closed" ? "text-lg" : "text-xl"} leading-snug font-bold text-heading`}
        >
          {linkTitle ? (
            <Link to={eipPagePath(eip.id)} className="underline-offset-4 hover:underline focus-visible:underline">
              {eip.title}
            </Link>
          ) : (
            eip.title
          )}
        </h3>
        {fold && onFold && (
          <span className="mt-0.5 shrink-0">
            <ExpandToggle
              expanded={fold === "open"}
              controls={cardDetailsId(anchor)}
              onToggle={() => onFold(anchor)}
              subject={proposalNumber(eip)}
            />
          </span>
        )}
      </div>
    </header>
  );
}

function IconLink({ href, label, icon: Icon }: { href: string; label: string; icon: typeof ChatIcon }) {
  return (
    <Tooltip text={label}>
      <ExternalLink
        href={href}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-heading"
      >
        <Icon className="h-5 w-5" />
        <span className="sr-only">{label}</span>
      </ExternalLink>
    </Tooltip>
  );
}
