import type { UpcomingCall } from "~/domain/calendar/upcomingCalls";
import { deferModule } from "./deferredModule";

const CACHE_KEY = "forkline-upcoming-calls";
const CACHE_TTL_MS = 10 * 60_000;

interface CachedAnswer {
  at: number;
  issues: unknown;
}

function readCache(): unknown {
  try {
    const raw = window.sessionStorage.getItem(CACHE_KEY);
    if (!raw) return undefined;
    const cached: CachedAnswer = JSON.parse(raw);
    return Date.now() - cached.at < CACHE_TTL_MS ? cached.issues : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(issues: unknown): void {
  try {
    window.sessionStorage.setItem(CACHE_KEY, JSON.stringify({ at: Date.now(), issues }));
  } catch {
    // Without session storage we simply fetch again next time.
  }
}

/** The open agenda issues, or null when they could not be fetched. */
type IssuesAnswer = unknown[] | null;

// One request at a time per page: callers that ask while it is under way share its answer.
let inFlight: Promise<IssuesAnswer> | undefined;

async function requestIssues(apiUrl: string): Promise<IssuesAnswer> {
  try {
    const response = await fetch(apiUrl, { headers: { Accept: "application/vnd.github+json" } });
    if (!response.ok) {
      console.error("Failed to fetch GitHub issues", response.status);
      return null;
    }
    const issues: unknown = await response.json();
    if (!Array.isArray(issues)) {
      console.error("Failed to fetch GitHub issues: the answer is not a list");
      return null;
    }
    writeCache(issues);
    return issues;
  } catch (error) {
    console.error("Error fetching upcoming calls", error);
    return null;
  } finally {
    inFlight = undefined;
  }
}

export type UpcomingCallsAnswer = { calls: UpcomingCall[]; failed: boolean };

// The parser and its schema load beside the request, so they stay out of the page's first-load JS.
const upcomingCallsParser = deferModule(() => import("~/domain/calendar/upcomingCalls"));

/** Open agenda issues of the project-management repository, parsed into upcoming calls (SPEC §7, §5). */
export async function fetchUpcomingCalls(
  apiUrl: string,
  today: string,
  archived: Set<string>,
): Promise<UpcomingCallsAnswer> {
  const parser = upcomingCallsParser.load();
  let issues = readCache();
  if (issues === undefined) {
    inFlight ??= requestIssues(apiUrl);
    issues = await inFlight;
  }
  if (issues === null) return { calls: [], failed: true };
  // The parser validates each issue on its own, so one malformed item does not hide the rest.
  const { parseUpcomingCalls } = await parser;
  return { calls: parseUpcomingCalls(issues, today, archived), failed: false };
}
