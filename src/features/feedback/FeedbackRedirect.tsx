import { useEffect } from "react";

const REDIRECT_DELAY_MS = 500;

export function FeedbackRedirect({ forumUrl }: { forumUrl: string }) {
  // Its page view comes from the site-wide tracker (usePageViewTracking), which sees this path change.
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(forumUrl), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [forumUrl]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <div role="status" className="flex flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-line-firm border-t-accent-line"
        />
        <p className="text-lg font-medium">Taking you to the forum...</p>
      </div>
      <p className="text-sm text-muted">
        <a className="underline" href={forumUrl}>
          If you are not redirected, click here.
        </a>
      </p>
    </main>
  );
}
