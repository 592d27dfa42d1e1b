import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { redirectDestination } from "~/domain/navigation/redirectTarget";

/** SPEC §2: `?redirect=/path` navigates there (replacing history), keeping the other query parameters. */
export function useRedirectParam(): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const destination = redirectDestination(search, hash);
    if (destination) void navigate(destination, { replace: true });
  }, [search, hash, navigate]);
}
