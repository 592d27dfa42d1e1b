import type { ReactNode } from "react";
import { Badge } from "~/ui/Badge";
import { CopyLinkButton } from "~/ui/CopyLinkButton";
import type { Tone } from "~/ui/tones";

interface SectionHeadingProps {
  anchor: string;
  title: string;
  count?: number;
  tone?: Tone;
  description?: string;
  /** e.g. the Expand / Collapse toggle. */
  action?: ReactNode;
}

export function sectionTitleId(anchor: string): string {
  return `${anchor}-title`;
}

export function SectionHeading({ anchor, title, count, tone = "slate", description, action }: SectionHeadingProps) {
  return (
    <div className="mb-5 border-b border-line pb-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={sectionTitleId(anchor)} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {count !== undefined && (
          <Badge tone={tone}>
            {count} EIP{count === 1 ? "" : "s"}
          </Badge>
        )}
        {action}
        <CopyLinkButton anchor={anchor} label={`Copy link to ${title}`} />
      </div>
      {description && <p className="mt-1 max-w-3xl text-sm text-muted">{description}</p>}
    </div>
  );
}
