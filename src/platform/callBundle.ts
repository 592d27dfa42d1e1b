import type { CallBundle } from "~/schemas/callBundle";
import type { CallRef } from "~/domain/calls/callRef";
import { callBundleUrl } from "~/domain/calls/servedFiles";
import { deferModule } from "./deferredModule";
import { remoteFailure, type Remote } from "./remoteResult";
import { remoteCache } from "./remoteCache";

// One request per call and page load: the page asks as soon as it hydrates, and again once its code has loaded,
// and a calendar result asks ahead of Enter; all get the same answer (remoteCache's rule).
const bundles = remoteCache<CallBundle>();

/**
 * The transcript and chat of one call or session (callBundleUrl), validated. Any failure — network, status,
 * JSON, shape, or the code that checks it not arriving — is logged; the page then shows 'Call Not Found' (SPEC §8).
 */
export function fetchCallBundle(call: CallRef): Promise<Remote<CallBundle>> {
  const url = callBundleUrl(call);
  return bundles.get(url, async () => {
    let answer: Remote<CallBundle>;
    try {
      const [{ fetchJson, bySchema }, { callBundleSchema }] = await Promise.all([adapter.load(), bundleSchema.load()]);
      answer = await fetchJson(url, bySchema(callBundleSchema));
    } catch (error) {
      answer = remoteFailure("network", `${url}: the code that loads it did not arrive (${String(error)})`);
    }
    if (!answer.ok) console.error(`Failed to load call data: ${answer.detail}`);
    return answer;
  });
}

/** The call's bundle when this page load has already fetched it, else null. */
export function loadedCallBundle(call: CallRef): CallBundle | null {
  return bundles.loaded(callBundleUrl(call));
}

// The adapter and the schema (zod/mini) load beside the request, so they stay out of the page's first-load JS.
const adapter = deferModule(() => import("./remote"));
const bundleSchema = deferModule(() => import("~/schemas/callBundle"));

/** Starts loading the code that fetches and validates bundles, ahead of the first request. */
export function preloadCallBundleSchema(): void {
  adapter.preload();
  bundleSchema.preload();
}
