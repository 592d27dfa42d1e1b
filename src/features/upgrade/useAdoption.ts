import { useEffect, useState } from "react";
import { deferModule } from "~/platform/deferredModule";
import type { AdoptionResponse } from "~/schemas/adoption";

const UNKNOWN_ERROR = "Unknown error";
// Loaded on demand: the response validation (zod) is only needed on the page that shows progress.
const adoptionClient = deferModule(() => import("~/platform/adoption"));

export type AdoptionState =
  | { status: "loading" }
  | { status: "loaded"; data: AdoptionResponse }
  | { status: "failed"; error: string };

/** Client test results for one EIP, fetched in the browser after hydration (never at build time). */
export function useAdoption(eipId: number, serviceUrl: string): AdoptionState {
  const [state, setState] = useState<AdoptionState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    adoptionClient
      .load()
      .then(({ fetchAdoption }) => fetchAdoption(eipId, serviceUrl, controller.signal))
      .then((data) => setState(data ? { status: "loaded", data } : { status: "failed", error: UNKNOWN_ERROR }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC §8: the data is cleared and only the error is kept.
        setState({ status: "failed", error: error instanceof Error ? error.message : UNKNOWN_ERROR });
      });
    return () => controller.abort();
  }, [eipId, serviceUrl]);
  return state;
}
