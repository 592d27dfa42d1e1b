import { useSyncExternalStore } from "react";

function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const noSubscription = () => () => {};

/** The build date while prerendering and hydrating, then the visitor's own date. */
export function useToday(buildDate: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => localIsoDate(new Date()),
    () => buildDate,
  );
}
