import { useState, type ReactNode, type RefObject } from "react";
import { callTitle, sessionName, type ListedCall } from "~/domain/calls/series";
import { formatIsoDate } from "~/domain/time/isoDate";
import { youtubeEmbedUrl } from "~/platform/youtubePlayer";
import { ExternalLink } from "~/ui/ExternalLink";
import { ExternalIcon } from "~/ui/icons";
import type { PlayerStatus } from "./useYouTubePlayer";

type VideoCardProps = {
  /** `session`: the breakout held inside the call this page shows. */
  call: ListedCall & { session?: string };
  /** The video id, or null when the video reference holds none (it is still linked). */
  videoId: string | null;
  videoUrl: string;
  agendaUrl: string | null;
  playerHostRef: RefObject<HTMLDivElement | null>;
  playerStatus: PlayerStatus;
  /** A few sentences of what the call was about (domain/calendar/callDigest), shown beside the video. */
  highlights: readonly string[];
};

/** The embedded video beside the call's details (SPEC §2). */
export function VideoCard({
  call,
  videoId,
  videoUrl,
  agendaUrl,
  playerHostRef,
  playerStatus,
  highlights,
}: VideoCardProps) {
  const title = callTitle(call.series, call.number);
  return (
    <section
      aria-labelledby="call-title"
      className="grid gap-6 rounded-xl border border-line bg-surface p-4 shadow-sm lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <div>
        <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-900 dark:bg-black">
          {/* The IFrame API puts its iframe in here; React renders nothing inside it. */}
          <div ref={playerHostRef} className="absolute inset-0 [&>iframe]:h-full [&>iframe]:w-full" />
          <VideoPlaceholder status={playerStatus} videoId={videoId} videoUrl={videoUrl} title={title} />
        </div>
        {playerStatus === "failed" && (
          <p role="status" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
            The YouTube player could not load, so the transcript will not follow the video.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <h1 id="call-title" className="text-2xl font-extrabold tracking-tight">
          {title}
          {call.session && (
            <>
              <span className="sr-only">: </span>
              <span className="mt-1 block text-lg font-bold text-accent">{sessionName(call.session)}</span>
            </>
          )}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-semibold text-muted">Date</dt>
          <dd>
            <time dateTime={call.date}>{formatIsoDate(call.date)}</time>
          </dd>
          <dt className="font-semibold text-muted">Series</dt>
          <dd>{`${call.series.short} · ${call.series.name}`}</dd>
          {agendaUrl && (
            <>
              <dt className="font-semibold text-muted">Agenda</dt>
              <dd>
                <ExternalLink href={agendaUrl} className="font-medium text-link underline-offset-2 hover:underline">
                  {agendaLabel(agendaUrl)}
                </ExternalLink>
              </dd>
            </>
          )}
        </dl>
        {highlights.length > 0 && (
          <section aria-labelledby="call-highlights-title">
            <h2 id="call-highlights-title" className="text-sm font-bold text-ink-soft">
              At a glance
            </h2>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-body">
              {highlights.map((line) => (
                <li key={line}>
                  <span className="line-clamp-3">{line}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
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

function VideoPlaceholder({
  status,
  videoId,
  videoUrl,
  title,
}: {
  status: PlayerStatus;
  videoId: string | null;
  videoUrl: string;
  title: string;
}) {
  if (status === "ready") return null;
  const embed = videoId ? <PlainEmbed videoId={videoId} title={title} /> : null;
  if (status === "failed") return <VideoPoster embed={embed} videoUrl={videoUrl} title={title} />;
  const text = status === "none" ? "No video is linked to this call." : "Loading video…";
  return (
    <>
      <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-300">{text}</p>
      {/* Without JavaScript the video still plays in a plain embed; only the sync is lost. */}
      {status === "loading" && embed && <noscript>{embed}</noscript>}
    </>
  );
}

/**
 * When the player cannot load (YouTube blocked or offline), a plain embed would most likely show a browser error page,
 * white in a dark theme: the card offers the video on YouTube instead, and the embed only when asked for.
 */
function VideoPoster({ embed, videoUrl, title }: { embed: ReactNode; videoUrl: string; title: string }) {
  const [embedAsked, setEmbedAsked] = useState(false);
  if (embedAsked && embed) return embed;
  return (
    <div
      data-testid="video-poster"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-800 to-slate-950 p-4 text-center"
    >
      <span
        aria-hidden="true"
        className="flex h-10 w-10 items-center justify-center rounded-full bg-red-600 text-white shadow-lg sm:h-14 sm:w-14"
      >
        <svg viewBox="0 0 24 24" className="ml-1 h-5 w-5 sm:h-7 sm:w-7" fill="currentColor">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
      {/* On a phone the card's status line below says it; the poster keeps its room for the two actions. */}
      <p className="text-sm text-slate-200 max-sm:sr-only">The video player cannot load here.</p>
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <ExternalLink
          href={videoUrl}
          className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-200"
        >
          Watch on YouTube
          <ExternalIcon />
          <span className="sr-only">: {title}</span>
        </ExternalLink>
        {embed && (
          <button
            type="button"
            onClick={() => setEmbedAsked(true)}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-200 underline underline-offset-2 hover:text-white"
          >
            Try the embedded player
          </button>
        )}
      </div>
    </div>
  );
}

function PlainEmbed({ videoId, title }: { videoId: string; title: string }) {
  return (
    <iframe
      src={youtubeEmbedUrl(videoId)}
      title={`Video of ${title}`}
      className="absolute inset-0 h-full w-full"
      allow="encrypted-media; picture-in-picture; fullscreen"
      loading="lazy"
    />
  );
}

/** "https://github.com/ethereum/pm/issues/1399" → "ethereum/pm #1399". */
function agendaLabel(url: string): string {
  const match = /github\.com\/([^/]+\/[^/]+)\/issues\/(\d+)/.exec(url);
  return match ? `${match[1]} #${match[2]}` : url;
}
