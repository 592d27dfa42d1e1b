// `npm run offset -- <call> <video time> [--line "words heard"] [--at HH:MM:SS] [--archive DIR]`
// Prints the content/calls.json entry of a call with its video sync times, from one moment a maintainer marks:
// "at <video time> in the video, this transcript line is being spoken". The line is the transcript's first, the
// one at transcript time --at, or the first one containing --line. E.g. npm run offset -- acde/230 1:05 --line "we're live"
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { callRegistrySchema, registeredCallSchema } from "../src/schemas/content";
import { callKey } from "../src/domain/calls/callRef";
import { parseClockTime, syncFromMark } from "../src/domain/callPage/syncMark";
import { parseVtt } from "../src/domain/transcript/parseVtt";
import { formatTimestamp } from "../src/domain/time/timestamp";
import { parseWithSchema } from "./contentErrors";
import { archiveDir, CONTENT_DIR } from "./paths";
import { options } from "./syncOptions";

const USAGE = 'usage: npm run offset -- <series>/<number> <video time> [--line "words heard"] [--at HH:MM:SS]';

function fail(message: string): never {
  console.error(`offset: ${message}\n${USAGE}`);
  process.exit(1);
}

/** The call's transcript as the call page shows it: the corrected one when there is one. */
function readTranscript(archive: string, series: string, number: string): { file: string; text: string } {
  const seriesDir = join(archive, series);
  if (!existsSync(seriesDir)) fail(`no folder ${seriesDir}: sync the archive first (npm run sync)`);
  const folder = readdirSync(seriesDir).find((name) => {
    const n = /_(\d+)$/.exec(name)?.[1];
    return n !== undefined && Number(n) === Number(number);
  });
  if (!folder) fail(`no ${series} call numbered ${number} in ${seriesDir}`);
  for (const name of ["transcript_corrected.vtt", "transcript.vtt"]) {
    const file = join(seriesDir, folder, name);
    if (existsSync(file)) return { file, text: readFileSync(file, "utf8") };
  }
  return fail(`${join(seriesDir, folder)} has no transcript: there is nothing to line up with the video`);
}

function main(): void {
  const argv = process.argv.slice(2);
  const flagValues = new Set([...options(argv, "--line"), ...options(argv, "--at"), ...options(argv, "--archive")]);
  const [callArg, timeArg] = argv.filter(
    (arg, i) => !arg.startsWith("--") && !(flagValues.has(arg) && argv[i - 1]?.startsWith("--")),
  );
  const match = /^([a-z0-9][a-z0-9-]*)\/(\d{1,6})$/.exec(callArg ?? "");
  if (!match?.[1] || !match[2]) fail(`'${callArg ?? ""}' is not a call: write it as series/number, e.g. acde/230`);
  const videoSeconds = parseClockTime(timeArg ?? "");
  if (videoSeconds === undefined) fail(`'${timeArg ?? ""}' is not a video time: write e.g. 65, 1:05 or 00:01:05`);
  const [series, number] = [match[1], match[2]];

  const registryPath = join(CONTENT_DIR, "calls.json");
  const registry = parseWithSchema(registryPath, readFileSync(registryPath, "utf8"), callRegistrySchema);
  const key = callKey({ type: series, number });
  const entry = registry.find((call) => callKey(call) === key);
  if (!entry) fail(`${key} is not in content/calls.json: sync first (npm run sync registers new calls)`);

  const transcript = readTranscript(archiveDir(argv), series, number);
  const at = options(argv, "--at")[0];
  const atSeconds = at === undefined ? undefined : parseClockTime(at);
  if (at !== undefined && atSeconds === undefined) fail(`--at '${at}' is not a time`);
  const line = options(argv, "--line")[0];
  const mark = syncFromMark(parseVtt(transcript.text), videoSeconds, {
    ...(line !== undefined ? { text: line } : {}),
    ...(atSeconds !== undefined ? { at: atSeconds } : {}),
  });
  if ("error" in mark) fail(`${transcript.file}: ${mark.error}`);

  const updated = registeredCallSchema.parse({ ...entry, sync: mark.sync });
  const spoken = `${mark.line.speaker ? `${mark.line.speaker}: ` : ""}${mark.line.text}`;
  console.log(`${key} (${entry.date}): "${spoken.length > 100 ? `${spoken.slice(0, 97)}…` : spoken}"`);
  console.log(
    `  is at ${formatTimestamp(mark.line.seconds)} in the transcript and ${formatTimestamp(videoSeconds)} in the video.`,
  );
  if (mark.hiddenBefore > 0)
    console.log(
      `  The ${mark.hiddenBefore} transcript line(s) before it will not be shown: mark the first line the video has.`,
    );
  if (entry.sync) console.log(`  It replaces ${JSON.stringify(entry.sync)}.`);
  console.log(`\nPaste into content/calls.json in place of the entry for ${key}:\n${JSON.stringify(updated, null, 2)}`);
}

main();
