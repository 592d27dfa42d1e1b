import type { UpcomingCall } from "~/domain/calendar/upcomingCalls";
import { fetchUpcomingCalls } from "~/platform/upcomingCalls";
import { useRemote } from "~/ui/useRemote";

/** The open agenda issues as upcoming calls: none while loading, and none (with `failed`) when they could not be. */
export function useUpcomingCalls(
  apiUrl: string,
  today: string,
  archivedKeys: readonly string[],
): { calls: UpcomingCall[]; failed: boolean } {
  const archivedSignature = archivedKeys.join(",");
  const answer = useRemote(`${apiUrl} ${today} ${archivedSignature}`, () =>
    fetchUpcomingCalls(apiUrl, today, new Set(archivedSignature.split(","))),
  );
  return { calls: answer.status === "loaded" ? answer.data : NONE, failed: answer.status === "failed" };
}

const NONE: UpcomingCall[] = [];
