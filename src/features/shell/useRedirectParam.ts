import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { deferModule } from "~/platform/deferredModule";

// Only a URL carrying `redirect` needs the rule, so it stays out of the code every page loads.
const redirectTarget = deferModule(() => import("~/domain/navigation/redirectTarget"));

/** SPEC §2: `?redirect=/path` navigates there (replacing history), keeping the other query parameters. */
export function useRedirectParam(): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!new URLSearchParams(search).has("redirect")) return;
    let current = true;
    redirectTarget
      .load()
      .then(({ redirectDestination }) => {
        const destination = redirectDestination(search, hash);
        if (current && destination) void navigate(destination, { replace: true });
      })
      .catch((error: unknown) => console.error("The redirect could not be followed", error));
    return () => {
      current = false;
    };
  }, [search, hash, navigate]);
}
