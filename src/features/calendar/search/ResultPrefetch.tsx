import { memo, useEffect } from "react";
import { PrefetchPageLinks } from "react-router";
import { callRefOf } from "~/domain/calls/callRef";
import { callResultHref, type LinkedHit } from "~/domain/search/callResultLink";
import { fetchCallBundle } from "~/platform/callBundle";

// How long a selection must rest before its call is fetched, so arrowing through the list fetches nothing.
const REST_MS = 150;

/**
 * The selected result's call page, fetched ahead of Enter: its route code and data (prefetch links) and
 * its transcript and chat (the same request the call page will ask for, answered once). Shown for the
 * answer to the query as typed only, so typing a new one fetches nothing; memo'd, so a keystroke does
 * not match the routes again.
 */
export const ResultPrefetch = memo(function ResultPrefetch({ hit, query }: { hit: LinkedHit; query: string }) {
  const { callType, callNumber, callSession } = hit;
  useEffect(() => {
    const timer = window.setTimeout(
      () => void fetchCallBundle(callRefOf({ callType, callNumber, callSession })),
      REST_MS,
    );
    return () => window.clearTimeout(timer);
  }, [callType, callNumber, callSession]);
  return <PrefetchPageLinks page={callResultHref(hit, query)} />;
});
