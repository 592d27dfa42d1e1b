import type { RefObject } from "react";
import { callTitle, type ListedCall } from "~/domain/calendar/series";
import { formatIsoDate } from "~/domain/time/isoDate";
import { youtubeEmbedUrl } from "~/platform/youtubePlayer";
import { ExternalLink } from "~/ui/ExternalLink";
import { ExternalIcon } from "~/ui/icons";
import type { PlayerStatus } from "./useYouTubePlayer";

type VideoCardProps = {
  call: ListedCall;
  /** The video id, or null when the video reference holds none (it is still linked). */
  videoId: string | null;
  videoUrl: string;
  agendaUrl: string | null;
  playerHostRef: RefObject<HTMLDivElement | null>;
  playerStatus: PlayerStatus;
};

/** The embedded video beside the call's details (SPEC §2). */
export function VideoCard({ call, videoId, videoUrl, agendaUrl, playerHostRef, playerStatus }: VideoCardProps) {
  const title = callTitle(call.series, call.number);
  return (
    <section aria-labelledby="call-title" className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] dark:border-slate-800 dark:bg-slate-900">
      <div>
        <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-900 dark:bg-black">
          {/* The IFrame API puts its iframe in here; React renders nothing inside it. */}
          <div ref={playerHostRef} className="absolute inset-0 [&>iframe]:h-full [&>iframe]:w-full" />
          <VideoPlaceholder status={playerStatus} videoId={videoId} title={title} />
        </div>
        {playerStatus === "failed" && (
          <p role="status" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
            The YouTube player could not load, so the transcript will not follow the video.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <h1 id="call-title" className="text-2xl font-extrabold tracking-tight">{title}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-semibold text-slate-600 dark:text-slate-400">Date</dt>
          <dd><time dateTime={call.date}>{formatIsoDate(call.date)}</time></dd>
          <dt className="font-semibold text-slate-600 dark:text-slate-400">Series</dt>
          <dd>{`${call.series.short} · ${call.series.name}`}</dd>
          {agendaUrl && (
            <>
              <dt className="font-semibold text-slate-600 dark:text-slate-400">Agenda</dt>
              <dd>
                <ExternalLink href={agendaUrl} className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300">
                  {agendaLabel(agendaUrl)}
                </ExternalLink>
              </dd>
            </>
          )}
        </dl>
        <p className="mt-auto">
          <ExternalLink
            href={videoUrl}
            className="inline-flex items-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500"
          >
            Open in YouTube
            <ExternalIcon />
          </ExternalLink>
        </p>
      </div>
    </section>
  );
}

function VideoPlaceholder({ status, videoId, title }: { status: PlayerStatus; videoId: string | null; title: string }) {
  if (status === "ready") return null;
  // Without the API (or without JavaScript) the video still plays in a plain embed; only the sync is lost.
  const embed = videoId ? <PlainEmbed videoId={videoId} title={title} /> : null;
  if (status === "failed" && embed) return embed;
  const text = status === "none" ? "No video is linked to this call." : status === "failed" ? "The video cannot be shown here." : "Loading video…";
  return (
    <>
      <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-300">{text}</p>
      {status === "loading" && embed && <noscript>{embed}</noscript>}
    </>
  );
}

function PlainEmbed({ videoId, title }: { videoId: string; title: string }) {
  return <iframe src={youtubeEmbedUrl(videoId)} title={`Video of ${title}`} className="absolute inset-0 h-full w-full" allow="encrypted-media; picture-in-picture; fullscreen" loading="lazy" />;
}

/** "https://github.com/ethereum/pm/issues/1399" → "ethereum/pm #1399". */
function agendaLabel(url: string): string {
  const match = /github\.com\/([^/]+\/[^/]+)\/issues\/(\d+)/.exec(url);
  return match ? `${match[1]} #${match[2]}` : url;
}
