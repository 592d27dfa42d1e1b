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

// One request at a time per page: callers that ask while it is under way share its answer.
let inFlight: Promise<unknown> | undefined;

async function requestIssues(apiUrl: string): Promise<unknown> {
  try {
    const response = await fetch(apiUrl, { headers: { Accept: "application/vnd.github+json" } });
    if (!response.ok) {
      console.error("Failed to fetch GitHub issues", response.status);
      return [];
    }
    const issues: unknown = await response.json();
    writeCache(issues);
    return issues;
  } catch (error) {
    console.error("Error fetching upcoming calls", error);
    return [];
  } finally {
    inFlight = undefined;
  }
}

// The parser and its schema load beside the request, so they stay out of the page's first-load JS.
const upcomingCallsParser = deferModule(() => import("~/domain/calendar/upcomingCalls"));

/** Open agenda issues of the project-management repository, parsed into upcoming calls (SPEC §7, §5). */
export async function fetchUpcomingCalls(apiUrl: string, today: string, archived: Set<string>): Promise<UpcomingCall[]> {
  const parser = upcomingCallsParser.load();
  let issues = readCache();
  if (issues === undefined) {
    inFlight ??= requestIssues(apiUrl);
    issues = await inFlight;
  }
  // The parser validates each issue on its own, so one malformed item does not hide the rest.
  const { parseUpcomingCalls } = await parser;
  return parseUpcomingCalls(issues, today, archived);
}
