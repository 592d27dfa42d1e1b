import type { ReactNode } from "react";
import { toneClass, type Tone } from "./tones";

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClass(tone)}`}
    >
      {children}
    </span>
  );
}
