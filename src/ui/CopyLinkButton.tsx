import { useCallback, useEffect, useRef, useState } from "react";
import { LinkIcon } from "./icons";

export const COPIED_HINT_MS = 2000;

export type ClipboardCopy<K> = {
  /** The key of what was copied last, for 2 s after; null otherwise. */
  copied: K | null;
  copy: (text: string, key: K) => void;
};

/**
 * Copies text to the clipboard and remembers for 2 s which of several things was copied (one hook for
 * a whole list, not one per item). A refused or missing clipboard is only logged (SPEC §8).
 */
export function useClipboardCopy<K>(): ClipboardCopy<K> {
  const [copied, setCopied] = useState<K | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback((text: string, key: K) => {
    void (async () => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(() => key);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(null), COPIED_HINT_MS);
      } catch (error) {
        console.error("Failed to copy link", error);
      }
    })();
  }, []);
  return { copied, copy };
}

/** The 'Copied!' bubble. */
export function CopiedBubble({ className = "" }: { className?: string }) {
  return (
    <span
      className={`block rounded-md bg-emerald-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white shadow dark:bg-emerald-300 dark:text-emerald-950 ${className}`}
    >
      Copied!
    </span>
  );
}

/** Copies this page's URL with `#anchor` and says 'Copied!' for 2 s. */
export function CopyLinkButton({ anchor, label }: { anchor: string; label: string }) {
  const { copied, copy } = useClipboardCopy<string>();
  const onClick = () => {
    const { origin, pathname, search } = window.location;
    copy(`${origin}${pathname}${search}#${anchor}`, anchor);
  };

  return (
    <span className="relative inline-flex items-center">
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        title={label}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md text-faint hover:bg-subtle hover:text-slate-800 dark:hover:text-slate-100"
      >
        <LinkIcon />
      </button>
      {/* A live region that is always there, so the word is announced when it appears. */}
      <span aria-live="polite" className="absolute top-full right-0 z-30 mt-1">
        {copied !== null && <CopiedBubble />}
      </span>
    </span>
  );
}
