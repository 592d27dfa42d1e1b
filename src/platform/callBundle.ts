import type { CallBundle } from "~/schemas/callBundle";
import type { CallRef } from "~/domain/calls/callRef";
import { callBundleUrl } from "~/domain/calls/servedFiles";
import { deferModule } from "./deferredModule";

export type CallBundleResult = { ok: true; bundle: CallBundle } | { ok: false };

// One request per call and page load: the page asks as soon as it hydrates, and again once its
// code has loaded; both get the same answer. Failures are not kept, so a later visit tries again.
const requests = new Map<string, Promise<CallBundleResult>>();

/**
 * The transcript and chat of one call or session (callBundleUrl), validated. Any failure —
 * network, status, JSON or shape — is logged and reported as not found (SPEC §8).
 */
export function fetchCallBundle(call: CallRef): Promise<CallBundleResult> {
  const url = callBundleUrl(call);
  let request = requests.get(url);
  if (!request) {
    request = requestBundle(url);
    requests.set(url, request);
    void request.then((result) => {
      if (result.ok) loaded.set(url, result.bundle);
      else requests.delete(url);
    });
  }
  return request;
}

// Bundles already answered (a calendar result fetches its call's ahead of Enter): a page can start with them.
const loaded = new Map<string, CallBundle>();

/** The call's bundle when this page load has already fetched it, else null. */
export function loadedCallBundle(call: CallRef): CallBundle | null {
  return loaded.get(callBundleUrl(call)) ?? null;
}

// The schema (zod/mini) loads beside the request, so it stays out of the page's first-load JS.
const bundleSchema = deferModule(() => import("~/schemas/callBundle"));

/** Starts loading the code that validates bundles, ahead of the first request. */
export function preloadCallBundleSchema(): void {
  bundleSchema.preload();
}

async function requestBundle(url: string): Promise<CallBundleResult> {
  const schema = bundleSchema.load();
  try {
    const response = await fetch(url);
    if (!response.ok) {
      console.error(`Failed to load call data: ${url} answered ${response.status}`);
      return { ok: false };
    }
    const body: unknown = await response.json();
    const parsed = (await schema).callBundleSchema.safeParse(body);
    if (!parsed.success) {
      console.error(`Call data at ${url} has an unexpected shape`, parsed.error.issues.slice(0, 3));
      return { ok: false };
    }
    return { ok: true, bundle: parsed.data };
  } catch (error) {
    console.error(`Failed to load call data: ${url}`, error);
    return { ok: false };
  }
}
