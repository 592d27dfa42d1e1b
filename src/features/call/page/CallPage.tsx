import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CallSummaries } from "~/schemas/artifacts";
import type { ChatMessage } from "~/schemas/callBundle";
import type { JumpTarget } from "~/domain/callPage/jumpTarget";
import type { CallPreview } from "~/domain/callPage/preview";
import type { DecisionView } from "~/domain/summaries/decisionsView";
import { videoLinks } from "~/domain/callPage/videoLinks";
import { callHighlights } from "~/domain/calendar/callDigest";
import { PageShell } from "~/features/shell/PageShell";
import { CallHeader } from "./CallHeader";
import { CallNotFound } from "./CallNotFound";
import { CallPanes } from "../panes/CallPanes";
import { CallSearch, type CallSearchHandle } from "../search/CallSearch";
import { CallTimeProvider } from "./callTime";
import { FloatingSearchButton } from "../search/SearchButton";
import { SummaryCard } from "../summary/SummaryCard";
import { CallNotesCard } from "../summary/CallNotesCard";
import { KeyDecisionsCard } from "../summary/KeyDecisionsCard";
import { EipsDiscussedCard, type DiscussedEip } from "../summary/EipsDiscussedCard";
import { useCallBundle } from "./useCallBundle";
import { useCallContent } from "./useCallContent";
import { useCallNavigation, type JumpSource } from "./useCallNavigation";
import { useDeepLink } from "./useDeepLink";
import { useVideoSync } from "../video/useVideoSync";
import { useYouTubePlayer } from "../video/useYouTubePlayer";
import { VideoCard } from "../video/VideoCard";
import type { RegisteredCall } from "~/schemas/content";
import type { ListedCall } from "~/domain/calls/series";
import { EipLinksProvider, type CallEipLinks } from "./eipLinks";
import { CallSessionLinks, type CallSessionLink } from "./CallSessionLinks";
import { callKey, callPath } from "~/domain/calls/callRef";
import { syncFromMark, type SyncMark } from "~/domain/callPage/syncMark";
import { SyncMarker, useMaintainerMode } from "../video/SyncMarker";

const HIGHLIGHTS_SHOWN = 3;

export type CallPageProps = {
  /** `session` is set on the page of a breakout held inside the call. */
  call: ListedCall & Pick<RegisteredCall, "sync"> & { session?: string };
  /** The call and its breakouts, when it has any. */
  sessions: CallSessionLink[];
  videoUrl: string;
  agendaUrl: string | null;
  summaries: CallSummaries;
  /** The call's key decisions, typed and linked at build time. */
  decisions: DecisionView[];
  /** The catalogue's EIPs the call mentions, with how often (domain/eips/eipArchive). */
  eipsDiscussed: DiscussedEip[];
  /** What the call's lines link to EIP pages. */
  eipLinks: CallEipLinks;
  /** The first transcript lines and chat messages, shown until the whole call has loaded. */
  preview: CallPreview;
};

/** /calls/{type}/{number}: video, summary, transcript and chat, kept in step with each other (SPEC §2, §4). */
export function CallPage({
  call,
  sessions,
  videoUrl,
  agendaUrl,
  summaries,
  decisions,
  eipsDiscussed,
  eipLinks,
  preview,
}: CallPageProps) {
  const bundle = useCallBundle(call);
  const links = useMemo(() => videoLinks(videoUrl), [videoUrl]);
  // The page's summaries leave out the key decisions (they have a card of their own below the video).
  const highlights = useMemo(() => callHighlights(summaries, HIGHLIGHTS_SHOWN), [summaries]);
  const video = useYouTubePlayer(links.embedId);
  const content = useCallContent(bundle, preview, call.sync, summaries, decisions);
  const navigation = useCallNavigation({
    player: video.player,
    sync: call.sync,
    transcript: content.transcript,
    chat: content.chat,
  });
  const { jumpTo } = navigation;
  useVideoSync(video.player, video.playbackState, call.sync, navigation.followTime);
  useEffect(() => {
    if (!links.embedId) console.warn(`No video id in "${videoUrl}"; it is linked as it is`);
  }, [links.embedId, videoUrl]);

  const searchRef = useRef<CallSearchHandle>(null);
  const openSearch = useCallback(() => searchRef.current?.open(), []);
  const jumpToResult = useCallback((target: JumpTarget) => jumpTo(target, "search"), [jumpTo]);
  useDeepLink(bundle.status === "loaded", video.status !== "loading", content.searchable, call.sync, navigation);

  const time = useMemo(
    () => ({
      sync: call.sync,
      seek: (seconds: number, source: JumpSource) => jumpTo({ kind: "time", seconds }, source),
    }),
    [call.sync, jumpTo],
  );
  const maintaining = useMaintainerMode();
  const [syncMark, setSyncMark] = useState<{ result: SyncMark; videoSeconds: number } | null>(null);
  const selectLine = useCallback(
    (index: number) => {
      const seconds = content.transcript[index]?.seconds ?? 0;
      if (!maintaining) return jumpTo({ kind: "transcript", index, seconds }, "transcript");
      const videoSeconds = video.player?.currentTime() ?? 0;
      setSyncMark({ result: syncFromMark(content.transcript, videoSeconds, { at: seconds }), videoSeconds });
    },
    [jumpTo, content.transcript, maintaining, video.player],
  );
  const { setSummaryOpen } = navigation;
  const toggleSummary = useCallback(() => setSummaryOpen((open) => !open), [setSummaryOpen]);
  const selectMessage = useCallback(
    (message: ChatMessage) => jumpTo({ kind: "chat", messageId: message.id, seconds: message.seconds }, "chat"),
    [jumpTo],
  );

  if (bundle.status === "failed") return <CallNotFoundPage call={call} />;
  return (
    <CallTimeProvider value={time}>
      <EipLinksProvider links={eipLinks}>
        <PageShell header={<CallHeader call={call} onSearch={openSearch} />}>
          <CallSessionLinks sessions={sessions} current={callPath(call)} />
          <VideoCard
            call={call}
            videoId={links.embedId}
            videoUrl={links.watchUrl}
            agendaUrl={agendaUrl}
            playerHostRef={video.hostRef}
            playerStatus={video.status}
            highlights={highlights}
          />
          {maintaining && <SyncMarker callKey={callKey(call)} mark={syncMark} />}
          <KeyDecisionsCard decisions={decisions} />
          <EipsDiscussedCard eips={eipsDiscussed} />
          <div className="mt-6">
            <SummaryCard
              summaries={summaries}
              open={navigation.summaryOpen}
              onToggle={toggleSummary}
              focus={navigation.summaryFocus}
            />
          </div>
          <CallNotesCard notes={summaries.notes} />
          <CallPanes
            bundle={bundle}
            transcriptCorrections={summaries.transcriptCorrections}
            notLinedUp={Boolean(links.embedId) && !call.sync}
            content={content}
            transcriptIndex={navigation.transcriptIndex}
            chatIndex={navigation.chatIndex}
            transcriptPane={navigation.transcriptPane}
            chatPane={navigation.chatPane}
            onSelectLine={selectLine}
            onSelectMessage={selectMessage}
          />
          <FloatingSearchButton onOpen={openSearch} />
          <CallSearch
            ref={searchRef}
            player={video.player}
            loaded={bundle.status === "loaded"}
            content={content.searchable}
            onChoose={jumpToResult}
          />
        </PageShell>
      </EipLinksProvider>
    </CallTimeProvider>
  );
}

/** SPEC §2: an unknown call, or one whose data failed to load. */
export function CallNotFoundPage({ call }: { call?: CallPageProps["call"] }) {
  return (
    <PageShell header={<CallHeader call={call} />}>
      <CallNotFound />
    </PageShell>
  );
}
