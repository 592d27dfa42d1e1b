import { useEffect, useState } from "react";
import type { UpcomingCall } from "~/domain/calendar/upcomingCalls";
import { fetchUpcomingCalls } from "~/platform/upcomingCalls";

export function useUpcomingCalls(apiUrl: string, today: string, archivedKeys: readonly string[]): UpcomingCall[] {
  const [upcoming, setUpcoming] = useState<UpcomingCall[]>([]);
  const archivedSignature = archivedKeys.join(",");
  useEffect(() => {
    let cancelled = false;
    void fetchUpcomingCalls(apiUrl, today, new Set(archivedSignature.split(","))).then((calls) => {
      if (!cancelled) setUpcoming(calls);
    });
    return () => {
      cancelled = true;
    };
  }, [apiUrl, today, archivedSignature]);
  return upcoming;
}
