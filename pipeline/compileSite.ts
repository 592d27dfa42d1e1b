// content/ + an archive → everything the build writes, in memory (build.ts writes it; tests read it).
import type { GeneratedSite } from "../src/schemas/site";
import { callDigest } from "../src/domain/calendar/callDigest";
import { eipArchiveIndex } from "../src/domain/eips/eipArchive";
import { compileArchive, contentVocabulary } from "./compileArchive";
import { callPages } from "../src/domain/archive/compileCall";
import { readContent } from "./readContent";

export function compileSite(contentDir: string, archive: string, now: Date) {
  const content = readContent(contentDir);
  const { compiled, stats, searchIndex, archiveCalls } = compileArchive(
    archive,
    content.calls,
    now,
    contentVocabulary(content),
  );
  const site: GeneratedSite = {
    site: content.site,
    upgrades: content.upgrades,
    eips: content.eips,
    series: content.series,
    calls: compiled.map(({ call, artifacts, bundle, summaries, sessions }) => ({
      ...call,
      artifacts,
      digest: {
        ...callDigest({
          summaries,
          transcriptLines: bundle.transcript.length,
          chatMessages: bundle.chat.length,
          hasVideo: call.videoUrl !== undefined,
        }),
        ...(sessions.length > 0 ? { breakouts: sessions.map((session) => session.id) } : {}),
      },
      ...(sessions.length > 0
        ? {
            sessions: sessions.map((session) => ({
              id: session.id,
              ...(session.videoUrl ? { videoUrl: session.videoUrl } : {}),
              ...(session.sync ? { sync: session.sync } : {}),
              artifacts: session.artifacts,
              digest: callDigest({
                summaries: session.summaries,
                transcriptLines: session.bundle.transcript.length,
                chatMessages: session.bundle.chat.length,
                hasVideo: session.videoUrl !== undefined,
              }),
            })),
          }
        : {}),
    })),
    events: content.events,
    clientTeams: content.clientTeams,
    glossary: content.glossary,
    eipAliases: content.eipAliases,
    tierMakerSnapshots: content.tierMakerSnapshots,
    eipArchive: eipArchiveIndex(archiveCalls, content.eipAliases, new Set(content.eips.map((eip) => eip.id))),
  };
  const apiCalls = compiled.flatMap(callPages).map(({ ref, bundle, summaries }) => ({ ...ref, bundle, summaries }));
  return { site, compiled, stats, searchIndex, apiCalls };
}
