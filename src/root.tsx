import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import { THEME_BOOT_SCRIPT } from "~/domain/theme/theme";
import { ThemeProvider } from "~/ui/theme";
import { useRedirectParam } from "~/features/shell/useRedirectParam";
import { usePageViewTracking } from "~/features/shell/usePageViewTracking";
import { usePreloadErrorReload } from "~/features/shell/usePreloadErrorReload";
import "./app.css";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Runs before first paint so the stored or system theme shows without a flash. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-canvas text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function GlobalBehaviours() {
  useRedirectParam();
  usePageViewTracking();
  usePreloadErrorReload();
  return null;
}

export default function App() {
  // The app's own effects run after every page's effects: from here on, the page's listeners (the
  // find shortcut, for one) are in place. Tests and the bench wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <ThemeProvider>
      <GlobalBehaviours />
      <Outlet />
    </ThemeProvider>
  );
}

export function HydrateFallback() {
  return <p className="p-8 text-center text-slate-500">Loading…</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong.";
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">{message}</h1>
      <p className="mt-4">
        <a className="text-link underline" href="/">
          Back to the start page
        </a>
      </p>
    </main>
  );
}
