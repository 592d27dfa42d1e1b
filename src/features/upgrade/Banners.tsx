import { Link } from "react-router";
import type { Banner } from "~/schemas/content";
import { anchorFor } from "~/domain/eips/stages";
import { datePassed, scheduledLabel } from "~/domain/time/asOf";
import type { RankingCta } from "~/schemas/content";
import { ExternalLink } from "~/ui/ExternalLink";
import { CheckIcon, ExternalIcon, InfoIcon, WarningIcon } from "~/ui/icons";

const KIND_STYLE: Record<Banner["kind"], { box: string; icon: typeof InfoIcon; iconClass: string }> = {
  info: {
    box: "border-blue-200 bg-blue-50 dark:border-blue-900 dark:bg-blue-950/60",
    icon: InfoIcon,
    iconClass: "text-blue-700 dark:text-blue-300",
  },
  warning: {
    box: "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/60",
    icon: WarningIcon,
    iconClass: "text-amber-700 dark:text-amber-300",
  },
  success: {
    box: "border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/60",
    icon: CheckIcon,
    iconClass: "text-emerald-700 dark:text-emerald-300",
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
              <h3 id={titleId} className="font-bold text-slate-900 dark:text-white">
                {banner.title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-800 dark:text-slate-200">{banner.text}</p>
              {banner.date && (
                <p
                  data-testid="banner-date"
                  className={`mt-1 text-sm ${datePassed(banner.date, today) ? "font-semibold text-amber-900 dark:text-amber-200" : "text-slate-700 dark:text-slate-300"}`}
                >
                  {scheduledLabel(banner.date, today)}
                </p>
              )}
              {(banner.link || cta) && (
                <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
                  {cta && (
                    <Link
                      to={cta.to}
                      className="inline-flex items-center rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-indigo-800 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300"
                    >
                      {cta.label}
                    </Link>
                  )}
                  {banner.link && (
                    <ExternalLink
                      href={banner.link.url}
                      className="inline-flex items-center gap-1 font-semibold text-slate-900 underline underline-offset-2 dark:text-white"
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
