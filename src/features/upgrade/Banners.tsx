import { Link } from "react-router";
import type { Banner } from "~/schemas/content";
import { anchorFor } from "~/domain/eips/stages";
import { datePassed, scheduledLabel } from "~/domain/time/asOf";
import type { RankingCta } from "~/schemas/content";
import { ExternalLink } from "~/ui/ExternalLink";
import { CheckIcon, ExternalIcon, InfoIcon, WarningIcon } from "~/ui/icons";

const KIND_STYLE: Record<Banner["kind"], { box: string; icon: typeof InfoIcon; iconClass: string }> = {
  info: {
    box: "border-blue-200 bg-info-wash dark:border-blue-900",
    icon: InfoIcon,
    iconClass: "text-info",
  },
  warning: {
    box: "border-warning-line bg-warning-wash",
    icon: WarningIcon,
    iconClass: "text-warning",
  },
  success: {
    box: "border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/60",
    icon: CheckIcon,
    iconClass: "text-success",
  },
};

export function Banners({
  banners,
  rankingCta,
  today,
}: {
  banners: readonly Banner[];
  rankingCta: RankingCta | null;
  today: string;
}) {
  if (!banners.length) return null;
  return (
    <div className="mt-6 space-y-4">
      {banners.map((banner) => {
        const style = KIND_STYLE[banner.kind];
        const cta = rankingCta?.bannerTitle === banner.title ? rankingCta : null;
        const titleId = `banner-${anchorFor(banner.title)}`;
        return (
          <section
            key={banner.title}
            aria-labelledby={titleId}
            data-kind={banner.kind}
            className={`flex gap-3 rounded-xl border p-4 sm:p-5 ${style.box}`}
          >
            <style.icon className={`mt-0.5 h-5 w-5 shrink-0 ${style.iconClass}`} />
            <div className="min-w-0 flex-1">
              <h3 id={titleId} className="font-bold text-heading">
                {banner.title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft">{banner.text}</p>
              {banner.date && (
                <p
                  data-testid="banner-date"
                  className={`mt-1 text-sm ${datePassed(banner.date, today) ? "font-semibold text-warning-ink" : "text-body"}`}
                >
                  {scheduledLabel(banner.date, today)}
                </p>
              )}
              {(banner.link || cta) && (
                <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
                  {cta && (
                    <Link
                      to={cta.to}
                      className="inline-flex items-center rounded-lg bg-primary px-4 py-2 font-semibold text-on-accent shadow-sm hover:bg-primary-hover"
                    >
                      {cta.label}
                    </Link>
                  )}
                  {banner.link && (
                    <ExternalLink
                      href={banner.link.url}
                      className="inline-flex items-center gap-1 font-semibold text-heading underline underline-offset-2"
                    >
                      {banner.link.label}
                      <ExternalIcon className="h-3.5 w-3.5" />
                    </ExternalLink>
                  )}
                </div>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
