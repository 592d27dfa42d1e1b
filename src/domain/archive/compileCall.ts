import type { z } from "zod";
import type { CallSync, RegisteredCall } from "~/schemas/content";
import {
  agendaFileSchema, callConfigFileSchema, type CallConfigFile, keyDecisionsFileSchema, notesFileSchema, summaryFileSchema, tldrFileSchema, type CallSummaries,
} from "~/schemas/artifacts";
import { CALL_BUNDLE_VERSION, type CallBundle } from "~/schemas/callBundle";
import { parseChat } from "../chat/parseChat";
import { parseChangelog } from "../transcript/parseChangelog";
import { parseVtt } from "../transcript/parseVtt";
import { unshownFiles } from "./fileKinds";
import { parseArtifactJson } from "./parseArtifactJson";

/** The files of one archived call folder, by name. Every one is optional. */
export type CallFiles = ReadonlyMap<string, string>;

/** What the call list says a call has, for badges and for knowing what the call page will show. */
export type ArtifactFlag = "transcript" | "chat" | "agenda" | "summary" | "tldr" | "decisions" | "notes";

export type CompiledCall = {
  /** The registry entry, with video, agenda issue and sync taken from config.json / video.txt when present. */
  call: RegisteredCall;
  bundle: CallBundle;
  summaries: CallSummaries;
  artifacts: ArtifactFlag[];
  warnings: string[];
};

// The manifest may offer a hand-corrected transcript beside the machine one; it wins.
const TRANSCRIPT_FILES = ["transcript_corrected.vtt", "transcript.vtt"];

/** One call's archive files → the bundle the call page fetches and the summaries it prerenders. Never throws. */
export function compileCall(registered: RegisteredCall, files: CallFiles): CompiledCall {
  const warnings: string[] = [];
  const call = withConfig(registered, files, warnings);
  const transcriptFile = TRANSCRIPT_FILES.find((name) => files.has(name));
  const transcript = transcriptFile ? parseVtt(files.get(transcriptFile) ?? "") : [];
  if (transcriptFile && transcript.length === 0) warnings.push(`${transcriptFile}: no cues found`);
  const chatText = files.get("chat.txt");
  const chatLog = chatText === undefined ? { messages: [], warnings: [] } : parseChat(chatText);
  warnings.push(...chatLog.warnings.map((warning) => `chat.txt: ${warning}`));

  const summaries: CallSummaries = {};
  const agenda = readJson(files, "agenda.json", agendaFileSchema, warnings);
  if (agenda) summaries.agenda = agenda;
  const summary = readJson(files, "summary.json", summaryFileSchema, warnings);
  if (summary) summaries.summary = summary;
  const tldr = readJson(files, "tldr.json", tldrFileSchema, warnings);
  if (tldr) summaries.tldr = tldr;
  const keyDecisions = readJson(files, "key_decisions.json", keyDecisionsFileSchema, warnings);
  if (keyDecisions && keyDecisions.key_decisions.length > 0) summaries.keyDecisions = keyDecisions;
  const notes = readJson(files, "notes.json", notesFileSchema, warnings);
  if (notes && notes.sections.length > 0) summaries.notes = notes;
  const changelog = files.get("transcript_changelog.tsv");
  if (transcriptFile === "transcript_corrected.vtt" && transcript.length > 0) {
    const parsed = parseChangelog(changelog ?? "");
    warnings.push(...parsed.warnings.map((warning) => `transcript_changelog.tsv: ${warning}`));
    summaries.transcriptCorrections = parsed.corrections;
  }
  warnings.push(...unshownFiles([...files.keys()]));

  const artifacts: ArtifactFlag[] = [];
  if (transcript.length > 0) artifacts.push("transcript");
  if (chatLog.messages.length > 0) artifacts.push("chat");
  for (const flag of ["agenda", "summary", "tldr"] as const) if (summaries[flag]) artifacts.push(flag);
  if (summaries.keyDecisions) artifacts.push("decisions");
  if (summaries.notes) artifacts.push("notes");

  return {
    call,
    bundle: { version: CALL_BUNDLE_VERSION, transcript, chat: chatLog.messages },
    summaries,
    artifacts,
    warnings,
  };
}

function withConfig(registered: RegisteredCall, files: CallFiles, warnings: string[]): RegisteredCall {
  const config = readJson(files, "config.json", callConfigFileSchema, warnings);
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

/** The sync times of a config.json, when both are set: null times are a fresh upstream call's (no highlighting yet). */
export function configSync(config: CallConfigFile | undefined | null): CallSync | undefined {
  const { transcriptStartTime, videoStartTime } = config?.sync ?? {};
  return transcriptStartTime && videoStartTime ? { transcriptStartTime, videoStartTime } : undefined;
}

function readJson<S extends z.ZodType>(files: CallFiles, name: string, schema: S, warnings: string[]): z.output<S> | undefined {
  const text = files.get(name);
  if (text === undefined) return undefined;
  const result = parseArtifactJson(name, text, schema);
  if (result.ok) return result.value;
  warnings.push(result.warning);
  return undefined;
}
