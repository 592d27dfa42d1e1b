import { deferModule } from "~/platform/deferredModule";
import type { AdoptionResponse } from "~/schemas/adoption";
import { useRemote, type RemoteState } from "~/ui/useRemote";
import type * as AdoptionView from "./AdoptionGauges";

// Loaded on demand: the response validation (zod) is only needed on the page that shows progress.
const adoptionClient = deferModule(() => import("~/platform/adoption"));
// The gauges render only once data is here, so their code comes with it, not with the page.
const adoptionView = deferModule(() => import("./AdoptionGauges"));

export type AdoptionState = RemoteState<{ adoption: AdoptionResponse; view: typeof AdoptionView }>;

/**
 * Client test results for one EIP, fetched in the browser after hydration (never at build time). SPEC §8: on a
 * failure no data is kept, only the failure.
 */
export function useAdoption(eipId: number, serviceUrl: string): AdoptionState {
  return useRemote(`${eipId} ${serviceUrl}`, async (signal) => {
    const [{ fetchAdoption }, view] = await Promise.all([adoptionClient.load(), adoptionView.load()]);
    const answer = await fetchAdoption(eipId, serviceUrl, signal);
    return answer.ok ? { ok: true, data: { adoption: answer.data, view } } : answer;
  });
}
