// The files of an archived call folder that the site reads, by name. Anything else upstream adds is reported
// by name and kept out of the site, never fatal: the archive brings file kinds no one here has seen yet.

/** The files of one session of a call: the call itself, or a breakout held inside it. */
const SESSION_FILES = [
  "video.txt",
  "transcript.vtt",
  "transcript_corrected.vtt",
  "transcript_changelog.tsv",
  "chat.txt",
  "agenda.json",
  "summary.json",
  "tldr.json",
  "key_decisions.json",
  "notes.json",
] as const;
export type SessionFile = (typeof SESSION_FILES)[number];

const SHOWN_FILES = new Set<string>(["config.json", ...SESSION_FILES]);

// A breakout's id names its files and its page's address (/calls/acdt/087/cl): letters and digits only.
const SESSION_ID = /^[a-z0-9]+$/;

/** Whether a config.json `breakouts` key (or a file suffix) can name a breakout session. */
export function isSessionId(id: string): boolean {
  return SESSION_ID.test(id);
}

/** A session's copy of one of the call's files: transcript.vtt of the 'cl' breakout is transcript_cl.vtt. */
export function sessionFileName(file: SessionFile, session: string | undefined): string {
  if (!session) return file;
  const dot = file.lastIndexOf(".");
  return `${file.slice(0, dot)}_${session}${file.slice(dot)}`;
}

// "transcript_corrected_cl.vtt" → "cl": the suffix must follow a whole session file's name.
const BREAKOUT_FILE = new RegExp(
  `^(?:${SESSION_FILES.map((file) => file.replace(/\.(\w+)$/, "_([a-z0-9]+)\\.$1")).join("|")})$`,
);

function breakoutOf(name: string): string | undefined {
  if (SHOWN_FILES.has(name)) return undefined;
  return BREAKOUT_FILE.exec(name)
    ?.slice(1)
    .find((id) => id !== undefined);
}

/** The breakout sessions a call folder has files for, by id, sorted. */
export function breakoutSessions(names: Iterable<string>): string[] {
  const ids = new Set<string>();
  for (const name of names) {
    const id = breakoutOf(name);
    if (id) ids.add(id);
  }
  return [...ids].sort();
}

// The same kinds as the manifest names them (its `resources` keys), also as a breakout's ("chat_cl").
const KNOWN_KIND =
  /^(?:transcript|transcript_corrected|changelog|chat|tldr|summary|agenda|key_decisions|notes|config)(?:_[a-z0-9]+)?$/;

/** A manifest resource kind the site reads: sync fetches only these and reports the rest. */
export function isKnownResourceKind(kind: string): boolean {
  return KNOWN_KIND.test(kind);
}

/** One warning per file of a call folder that no session of its page reads. */
export function unshownFiles(names: readonly string[]): string[] {
  return [...names]
    .sort()
    .filter((name) => !SHOWN_FILES.has(name) && breakoutOf(name) === undefined)
    .map((name) => `${name}: a file kind the site does not know; left out`);
}
