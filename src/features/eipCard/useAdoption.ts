import { useEffect, useState } from "react";
import { deferModule } from "~/platform/deferredModule";
import type { AdoptionResponse } from "~/schemas/adoption";
import type * as AdoptionView from "./AdoptionGauges";

const UNKNOWN_ERROR = "Unknown error";
// Loaded on demand: the response validation (zod) is only needed on the page that shows progress.
const adoptionClient = deferModule(() => import("~/platform/adoption"));
// The gauges render only once data is here, so their code comes with it, not with the page.
const adoptionView = deferModule(() => import("./AdoptionGauges"));

export type AdoptionState =
  | { status: "loading" }
  | { status: "loaded"; data: AdoptionResponse; view: typeof AdoptionView }
  | { status: "failed"; error: string };

/** Client test results for one EIP, fetched in the browser after hydration (never at build time). */
export function useAdoption(eipId: number, serviceUrl: string): AdoptionState {
  const [state, setState] = useState<AdoptionState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([adoptionClient.load(), adoptionView.load()])
      .then(([{ fetchAdoption }, view]) =>
        fetchAdoption(eipId, serviceUrl, controller.signal).then((data) => ({ data, view })),
      )
      .then(({ data, view }) =>
        setState(data ? { status: "loaded", data, view } : { status: "failed", error: UNKNOWN_ERROR }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC §8: the data is cleared and only the error is kept.
        setState({ status: "failed", error: error instanceof Error ? error.message : UNKNOWN_ERROR });
      });
    return () => controller.abort();
  }, [eipId, serviceUrl]);
  return state;
}
