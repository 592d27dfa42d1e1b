import { useEffect, useState } from "react";
import { fetchCallBundle, preloadCallBundleSchema } from "~/platform/callBundle";
import { deferModule } from "~/platform/deferredModule";
import { PageShell } from "~/features/shell/PageShell";
import { useDeferredModule } from "~/ui/useDeferredModule";
import { useHydrated } from "~/ui/useHydrated";
import type { CallPageProps } from "./CallPage";

// The call page's code is a chunk of its own, outside the first-load JS budget (DESIGN.md,
// docs/decisions/0003); the route module only holds this loader.
//
// Prerendering renders the page itself (the loader loads its code first). In the browser the page is
// hydrated in two steps: while its code is still on its way, React hydrates a wrapper that keeps the
// prerendered markup untouched (an element with dangerouslySetInnerHTML keeps its server children);
// when the code arrives, the page renders into that wrapper, replacing the identical markup in one
// commit. A Suspense boundary would do this too, but React writes a large boundary's content out of
// line, hidden and revealed by a script, so the page would be invisible without JavaScript.

const callPageCode = deferModule(() => import("./CallPage"));
const LOAD_FAILED = "The call page's code could not be loaded";

// Fetched as soon as this route's module runs in the browser, while React is still hydrating.
if (typeof window !== "undefined") {
  callPageCode.preload();
  preloadCallBundleSchema();
}

/** For the prerender (the route's loader): the page's code, loaded before rendering. */
export async function loadCallPageCode(): Promise<void> {
  await callPageCode.load();
}

const KEEP_PRERENDERED_MARKUP = { __html: "" };

export function LazyCallPage(props: CallPageProps) {
  const { type, number, session } = props.call;
  const code = useDeferredModule(callPageCode, LOAD_FAILED);
  const hydrated = useHydrated();
  // Whether this page was first rendered over prerendered HTML (rather than after a client-side move).
  const [overPrerenderedHtml] = useState(!hydrated);
  useEffect(() => {
    // Start the transcript and chat download now, in parallel with the page's code.
    void fetchCallBundle({ type, number, session });
  }, [type, number, session]);
  if (code) {
    return (
      <div className="contents">
        <code.CallPage {...props} />
      </div>
    );
  }
  if (overPrerenderedHtml)
    return <div className="contents" dangerouslySetInnerHTML={KEEP_PRERENDERED_MARKUP} suppressHydrationWarning />;
  return (
    <PageShell>
      <p className="py-10 text-center text-muted">Loading call data...</p>
    </PageShell>
  );
}

// An unknown call is never prerendered: the app shell renders it in the browser.
export function LazyCallNotFoundPage() {
  const code = useDeferredModule(callPageCode, LOAD_FAILED);
  return code ? <code.CallNotFoundPage /> : null;
}
