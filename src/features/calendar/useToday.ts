import { useEffect, useState } from "react";

function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The build date while prerendering and hydrating, then the visitor's own date. */
export function useToday(buildDate: string): string {
  const [today, setToday] = useState(buildDate);
  useEffect(() => setToday(localIsoDate(new Date())), []);
  return today;
}
