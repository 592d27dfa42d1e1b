import { useEffect } from "react";

const RELOADED_AT_KEY = "forkline-preload-reload";
const RELOAD_GUARD_MS = 60_000;

/**
 * A lazily loaded module that fails to load (usually: a new deploy replaced the hashed files)
 * dispatches `vite:preloadError`. We handle it by reloading once; a second failure within a minute
 * is left to surface, so a broken deploy cannot loop forever. Offline, the page stays as it is.
 */
export function usePreloadErrorReload(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (!navigator.onLine) return; // reloading offline would only lose the page
      const last = Number(sessionStorageGet(RELOADED_AT_KEY) ?? 0);
      if (Date.now() - last < RELOAD_GUARD_MS) return;
      event.preventDefault();
      sessionStorageSet(RELOADED_AT_KEY, String(Date.now()));
      window.location.reload();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
}

function sessionStorageGet(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function sessionStorageSet(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without storage the guard cannot persist; the reload still happens once per page.
  }
}
