import { useEffect, useRef, useState } from "react";
import { LinkIcon } from "./icons";

export const COPIED_HINT_MS = 2000;

/** Copies this page's URL with `#anchor` and says 'Copied!' for 2 s. A refused clipboard is only logged. */
export function CopyLinkButton({ anchor, label }: { anchor: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const { origin, pathname, search } = window.location;
    try {
      await navigator.clipboard.writeText(`${origin}${pathname}${search}#${anchor}`);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_HINT_MS);
    } catch (error) {
      console.error("Failed to copy link", error);
    }
  };

  return (
    <span className="relative inline-flex items-center">
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={label}
        title={label}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
      >
        <LinkIcon />
      </button>
      <span aria-live="polite" className="absolute top-full right-0 z-30 mt-1">
        {copied && (
          <span className="block rounded-md bg-emerald-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white shadow dark:bg-emerald-300 dark:text-emerald-950">
            Copied!
          </span>
        )}
      </span>
    </span>
  );
}
