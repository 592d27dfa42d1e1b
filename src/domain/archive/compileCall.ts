import type { z } from "zod";
import type { CallSync, RegisteredCall } from "~/schemas/content";
import {
  agendaFileSchema,
  callConfigFileSchema,
  type CallConfigFile,
  keyDecisionsFileSchema,
  notesFileSchema,
  summaryFileSchema,
  tldrFileSchema,
  type CallSummaries,
} from "~/schemas/artifacts";
import { CALL_BUNDLE_VERSION, type CallBundle } from "~/schemas/callBundle";
import { parseChat } from "../chat/parseChat";
import { parseChangelog } from "../transcript/parseChangelog";
import { parseVtt } from "../transcript/parseVtt";
import type { SessionRef } from "../calls/callRef";
import { EMPTY_VOCABULARY, type DecisionVocabulary } from "../summaries/decisionVocabulary";
import { deriveDecisions, type DecisionBasis } from "../summaries/derivedDecisions";
import { breakoutSessions, isSessionId, sessionFileName, type SessionFile, unshownFiles } from "./fileKinds";
import { parseArtifactJson } from "./parseArtifactJson";

/** The files of one archived call folder, by name. Every one is optional. */
export type CallFiles = ReadonlyMap<string, string>;

/** What the call list says a call has, for badges and for knowing what the call page will show. */
export type ArtifactFlag = "transcript" | "chat" | "agenda" | "summary" | "tldr" | "decisions" | "notes";

/** What one session of a call (the call, or a breakout held inside it) shows on its page. */
export type CompiledParts = {
  bundle: CallBundle;
  summaries: CallSummaries;
  artifacts: ArtifactFlag[];
  /** Why each decision read from the TL;DR is what it is (none when a curated file gave the decisions). */
  decisionBasis: DecisionBasis[];
};

/** A breakout held inside the call (its files end in `_{id}`): a page of its own, with its own recording and sync. */
export type CompiledSession = CompiledParts & {
  id: string;
  videoUrl?: string;
  sync?: CallSync;
};

export type CompiledCall = CompiledParts & {
  /** The registry entry, with video, agenda issue and sync taken from config.json / video.txt when present. */
  call: RegisteredCall;
  sessions: CompiledSession[];
  warnings: string[];
};

export type CallPageParts = { ref: SessionRef; bundle: CallBundle; summaries: CallSummaries };

/** Every page a compiled call makes: the call's own, then each breakout's with its own sync. */
export function callPages({ call, bundle, summaries, sessions }: CompiledCall): CallPageParts[] {
  return [
    { ref: call, bundle, summaries },
    ...sessions.map((session) => ({
      ref: {
        type: call.type,
        number: call.number,
        date: call.date,
        session: session.id,
        ...(session.sync ? { sync: session.sync } : {}),
      },
      bundle: session.bundle,
      summaries: session.summaries,
    })),
  ];
}

/**
 * One call's archive files → the bundles its pages fetch and the summaries they prerender. Never throws.
 * `vocabulary` is what the decision rules know (content's EIPs, their names, the upgrades).
 */
export function compileCall(
  registered: RegisteredCall,
  files: CallFiles,
  vocabulary: DecisionVocabulary = EMPTY_VOCABULARY,
): CompiledCall {
  const warnings: string[] = [];
  const config = readJson(files, "config.json", callConfigFileSchema, warnings);
  const call = withConfig(registered, files, config);
  const main = compileParts(files, undefined, warnings, vocabulary);
  const sessions = sessionIds(files, config, warnings).map((id) =>
    compileSession(files, id, config, warnings, vocabulary),
  );
  warnings.push(...unshownFiles([...files.keys()]));
  return { call, ...main, sessions, warnings };
}

// Breakouts come from their files and from config.json; one with neither files nor a video has nothing to show.
function sessionIds(files: CallFiles, config: CallConfigFile | undefined, warnings: string[]): string[] {
  const configured = Object.keys(config?.breakouts ?? {});
  for (const id of configured.filter((key) => !isSessionId(key)))
    warnings.push(`config.json: breakout "${id.slice(0, 40)}" is not a name of letters and digits; left out`);
  const withVideo = configured.filter((id) => isSessionId(id) && config?.breakouts?.[id]?.videoUrl);
  return [...new Set([...breakoutSessions(files.keys()), ...withVideo])].sort();
}

function compileSession(
  files: CallFiles,
  id: string,
  config: CallConfigFile | undefined,
  warnings: string[],
  vocabulary: DecisionVocabulary,
): CompiledSession {
  const breakout = Object.hasOwn(config?.breakouts ?? {}, id) ? config?.breakouts?.[id] : undefined;
  const videoUrl = breakout?.videoUrl ?? (files.get(sessionFileName("video.txt", id))?.trim() || undefined);
  const sync = configSync(breakout);
  return {
    id,
    ...(videoUrl ? { videoUrl } : {}),
    ...(sync ? { sync } : {}),
    ...compileParts(files, id, warnings, vocabulary),
  };
}

function compileParts(
  files: CallFiles,
  session: string | undefined,
  warnings: string[],
  vocabulary: DecisionVocabulary,
): CompiledParts {
  const name = (file: SessionFile) => sessionFileName(file, session);
  // The manifest may offer a machine-corrected transcript beside the plain one; it wins.
  const transcriptFile = [name("transcript_corrected.vtt"), name("transcript.vtt")].find((file) => files.has(file));
  const transcript = transcriptFile ? parseVtt(files.get(transcriptFile) ?? "") : [];
  if (transcriptFile && transcript.length === 0) warnings.push(`${transcriptFile}: no cues found`);
  const chatText = files.get(name("chat.txt"));
  const chatLog = chatText === undefined ? { messages: [], warnings: [] } : parseChat(chatText);
  warnings.push(...chatLog.warnings.map((warning) => `${name("chat.txt")}: ${warning}`));

  const summaries: CallSummaries = {};
  const agenda = readJson(files, name("agenda.json"), agendaFileSchema, warnings);
  if (agenda) summaries.agenda = agenda;
  const summary = readJson(files, name("summary.json"), summaryFileSchema, warnings);
  if (summary) summaries.summary = summary;
  const tldr = readJson(files, name("tldr.json"), tldrFileSchema, warnings);
  if (tldr) summaries.tldr = tldr;
  // Curated wins: a call with a key_decisions file shows it whole, and its TL;DR is not read for decisions.
  const keyDecisions = readJson(files, name("key_decisions.json"), keyDecisionsFileSchema, warnings);
  let decisionBasis: DecisionBasis[] = [];
  if (keyDecisions && keyDecisions.key_decisions.length > 0) {
    summaries.keyDecisions = {
      ...keyDecisions,
      key_decisions: keyDecisions.key_decisions.map((decision) => ({ ...decision, source: "curated" as const })),
    };
  } else if (tldr && tldr.decisions.length > 0) {
    const derived = deriveDecisions(tldr, vocabulary);
    summaries.keyDecisions = { ...(tldr.meeting ? { meeting: tldr.meeting } : {}), key_decisions: derived.decisions };
    decisionBasis = derived.basis;
  }
  const notes = readJson(files, name("notes.json"), notesFileSchema, warnings);
  if (notes && notes.sections.length > 0) summaries.notes = notes;
  if (transcriptFile === name("transcript_corrected.vtt") && transcript.length > 0) {
    const parsed = parseChangelog(files.get(name("transcript_changelog.tsv")) ?? "");
    warnings.push(...parsed.warnings.map((warning) => `${name("transcript_changelog.tsv")}: ${warning}`));
    summaries.transcriptCorrections = parsed.corrections;
  }

  const artifacts: ArtifactFlag[] = [];
  if (transcript.length > 0) artifacts.push("transcript");
  if (chatLog.messages.length > 0) artifacts.push("chat");
  for (const flag of ["agenda", "summary", "tldr"] as const) if (summaries[flag]) artifacts.push(flag);
  if (summaries.keyDecisions) artifacts.push("decisions");
  if (summaries.notes) artifacts.push("notes");
  return {
    bundle: { version: CALL_BUNDLE_VERSION, transcript, chat: chatLog.messages },
    summaries,
    artifacts,
    decisionBasis,
  };
}

function withConfig(registered: RegisteredCall, files: CallFiles, config: CallConfigFile | undefined): RegisteredCall {
  const videoFromFile = files.get("video.txt")?.trim();
  const videoUrl = config?.videoUrl ?? (videoFromFile || undefined) ?? registered.videoUrl;
  const issue = config?.issue ?? registered.issue;
  const sync = configSync(config) ?? registered.sync;
  return {
    ...registered,
    ...(videoUrl ? { videoUrl } : {}),
    ...(issue ? { issue } : {}),
    ...(sync ? { sync } : {}),
  };
}

/** The sync times of a config.json (or of one of its breakouts), when both are set: null times are a fresh upstream call's (no highlighting yet). */
export function configSync(config: Pick<CallConfigFile, "sync"> | undefined | null): CallSync | undefined {
  const { transcriptStartTime, videoStartTime } = config?.sync ?? {};
  return transcriptStartTime && videoStartTime ? { transcriptStartTime, videoStartTime } : undefined;
}

function readJson<S extends z.ZodType>(
  files: CallFiles,
  name: string,
  schema: S,
  warnings: string[],
): z.output<S> | undefined {
  const text = files.get(name);
  if (text === undefined) return undefined;
  const result = parseArtifactJson(name, text, schema);
  if (result.ok) return result.value;
  warnings.push(result.warning);
  return undefined;
}
