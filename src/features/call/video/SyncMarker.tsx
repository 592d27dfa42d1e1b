import type { SyncMark } from "~/domain/callPage/syncMark";
import { formatTimestamp } from "~/domain/time/timestamp";
import { useClipboardCopy } from "~/ui/CopyLinkButton";
import { useHydrated } from "~/ui/useHydrated";

/** `?maintain` on a call page: clicking a transcript line marks it as heard at the video's current time. */
export function useMaintainerMode(): boolean {
  // Read once hydrated, so the page first renders as it was prerendered.
  const hydrated = useHydrated();
  return hydrated && new URLSearchParams(window.location.search).has("maintain");
}

type SyncMarkerProps = {
  /** "acde/230" */
  callKey: string;
  mark: { result: SyncMark; videoSeconds: number } | null;
};

/** The maintainers' card: how to mark a line, and the content/calls.json entry the mark gives, to copy. */
export function SyncMarker({ callKey, mark }: SyncMarkerProps) {
  const { copied, copy } = useClipboardCopy<"entry">();
  const result = mark?.result;
  const entry = result && "sync" in result ? `"sync": ${JSON.stringify(result.sync)}` : null;
  return (
    <section
      aria-labelledby="sync-marker-title"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink-soft dark:border-amber-700 dark:bg-amber-950/40"
    >
      <h2 id="sync-marker-title" className="font-semibold">
        Video sync times (maintainers)
      </h2>
      <p className="mt-1">
        Play the video. When you hear a transcript line, click it: it is marked as spoken at the video&apos;s current
        time. Mark the first line the video has: the page hides the lines before it.
      </p>
      {result && "error" in result && (
        <p role="alert" className="mt-2 text-danger">
          {result.error}
        </p>
      )}
      {result && "sync" in result && entry && mark && (
        <div className="mt-2">
          <p>
            Marked &ldquo;{result.line.text}&rdquo;: {formatTimestamp(result.line.seconds)} in the transcript,{" "}
            {formatTimestamp(mark.videoSeconds)} in the video.
          </p>
          <p className="mt-2">In content/calls.json, in the entry for {callKey}, set:</p>
          <pre data-testid="sync-entry" className="mt-1 overflow-x-auto rounded-md bg-surface p-2 font-mono text-xs">
            {entry}
          </pre>
          <button
            type="button"
            onClick={() => copy(entry, "entry")}
            className="mt-2 rounded-md border border-line-strong px-3 py-1 font-medium hover:bg-surface"
          >
            {copied === "entry" ? "Copied!" : "Copy the entry"}
          </button>
          <p className="mt-2 text-xs text-muted">
            Or:{" "}
            <code>
              npm run offset -- {callKey} {formatTimestamp(mark.videoSeconds)} --at{" "}
              {formatTimestamp(result.line.seconds)}
            </code>
          </p>
        </div>
      )}
    </section>
  );
}
