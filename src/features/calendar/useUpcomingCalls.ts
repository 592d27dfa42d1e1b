import { useEffect, useState } from "react";
import { fetchUpcomingCalls, type UpcomingCallsAnswer } from "~/platform/upcomingCalls";

const NOTHING_YET: UpcomingCallsAnswer = { calls: [], failed: false };

export function useUpcomingCalls(apiUrl: string, today: string, archivedKeys: readonly string[]): UpcomingCallsAnswer {
  const [answer, setAnswer] = useState<UpcomingCallsAnswer>(NOTHING_YET);
  const archivedSignature = archivedKeys.join(",");
  useEffect(() => {
    let cancelled = false;
    void fetchUpcomingCalls(apiUrl, today, new Set(archivedSignature.split(","))).then((next) => {
      if (!cancelled) setAnswer(next);
    });
    return () => {
      cancelled = true;
    };
  }, [apiUrl, today, archivedSignature]);
  return answer;
}
