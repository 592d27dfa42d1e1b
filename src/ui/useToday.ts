import { useSyncExternalStore } from "react";
import { calendarDay } from "~/domain/time/today";

const noSubscription = () => () => {};

/** The build date while prerendering and hydrating, then today by the site's one rule (calendarDay: the UTC day). */
export function useToday(buildDate: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => calendarDay(new Date()),
    () => buildDate,
  );
}
