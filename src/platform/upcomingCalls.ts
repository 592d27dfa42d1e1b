import type { UpcomingCall } from "~/domain/calendar/upcomingCalls";
import { deferModule } from "./deferredModule";
import { remoteFailure, type Checked, type Remote } from "./remoteResult";
import { remoteCache } from "./remoteCache";

// GitHub allows 60 unauthenticated requests an hour: the answer is also kept for the tab's next pages.
const STORED_KEY = "forkline-upcoming-calls";
const STORED_TTL_MS = 10 * 60_000;

interface StoredAnswer {
  at: number;
  issues: unknown;
}

function readStored(): unknown[] | undefined {
  try {
    const raw = window.sessionStorage.getItem(STORED_KEY);
    if (!raw) return undefined;
    const stored: StoredAnswer = JSON.parse(raw);
    return Date.now() - stored.at < STORED_TTL_MS && Array.isArray(stored.issues) ? stored.issues : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(issues: unknown[]): void {
  try {
    window.sessionStorage.setItem(STORED_KEY, JSON.stringify({ at: Date.now(), issues }));
  } catch {
    // Without session storage we simply fetch again next time.
  }
}

// Each issue is checked by the parser on its own, so one malformed item does not hide the rest.
const aList = (body: unknown): Checked<unknown[]> =>
  Array.isArray(body) ? { ok: true, data: body } : { ok: false, reason: "the answer is not a list" };

const issueLists = remoteCache<unknown[]>();

function openIssues(apiUrl: string): Promise<Remote<unknown[]>> {
  return issueLists.get(apiUrl, async () => {
    const stored = readStored();
    if (stored) return { ok: true, data: stored };
    let answer: Remote<unknown[]>;
    try {
      const { fetchJson } = await adapter.load();
      answer = await fetchJson(apiUrl, aList, { headers: { Accept: "application/vnd.github+json" } });
    } catch (error) {
      answer = remoteFailure("network", `${apiUrl}: the code that loads it did not arrive (${String(error)})`);
    }
    if (answer.ok) writeStored(answer.data);
    else if (answer.reason === "status") console.error("Failed to fetch GitHub issues", answer.status);
    else console.error("Error fetching upcoming calls", answer.detail);
    return answer;
  });
}

// The adapter, the parser and its schema load beside the request, so they stay out of the page's first-load JS.
const adapter = deferModule(() => import("./remote"));
const upcomingCallsParser = deferModule(() => import("~/domain/calendar/upcomingCalls"));

/** Open agenda issues of the project-management repository, parsed into upcoming calls (SPEC §7, §5). */
export async function fetchUpcomingCalls(
  apiUrl: string,
  today: string,
  archived: ReadonlySet<string>,
): Promise<Remote<UpcomingCall[]>> {
  const parser = upcomingCallsParser.load();
  const issues = await openIssues(apiUrl);
  if (!issues.ok) return issues;
  const { parseUpcomingCalls } = await parser;
  return { ok: true, data: parseUpcomingCalls(issues.data, today, archived) };
}
