// The files of an archived call folder that the site reads, by name. Anything else upstream adds is reported
// by name and kept out of the site, never fatal: the archive brings file kinds no one here has seen yet.

const SHOWN_FILES = new Set([
  "config.json", "video.txt", "transcript.vtt", "transcript_corrected.vtt", "transcript_changelog.tsv", "chat.txt",
  "agenda.json", "summary.json", "tldr.json", "key_decisions.json", "notes.json",
]);

// A breakout held inside the call has its own files, named like the call's with a suffix: transcript_cl.vtt.
const BREAKOUT_FILE = /^(?:transcript|transcript_corrected|chat|tldr|key_decisions|notes|summary|agenda)_([a-z0-9]+)\.(?:vtt|txt|json)$/;

// The same kinds as the manifest names them (its `resources` keys), also as a breakout's ("chat_cl").
const KNOWN_KIND = /^(?:transcript|transcript_corrected|changelog|chat|tldr|summary|agenda|key_decisions|notes|config)(?:_[a-z0-9]+)?$/;

/** A manifest resource kind the site reads: sync fetches only these and reports the rest. */
export function isKnownResourceKind(kind: string): boolean {
  return KNOWN_KIND.test(kind);
}

/** One warning per file the call page does not show, saying why. */
export function unshownFiles(names: readonly string[]): string[] {
  const breakoutFiles = new Map<string, string[]>();
  const unknown: string[] = [];
  for (const name of [...names].sort()) {
    if (SHOWN_FILES.has(name)) continue;
    const breakout = BREAKOUT_FILE.exec(name)?.[1];
    if (breakout) breakoutFiles.set(breakout, [...(breakoutFiles.get(breakout) ?? []), name]);
    else unknown.push(name);
  }
  return [
    ...[...breakoutFiles].map(([suffix, files]) => `breakout session '${suffix}' (${files.join(", ")}): not shown yet`),
    ...unknown.map((name) => `${name}: a file kind the site does not know; left out`),
  ];
}
