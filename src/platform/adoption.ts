import { hasAdoptionData } from "~/domain/eips/clientProgress";
import { parseAdoptionResponse, type AdoptionResponse } from "~/schemas/adoption";
import { fetchJson } from "./remote";
import { failureMessage, remoteFailure, type Remote } from "./remoteResult";

/**
 * SPEC §7: GET the fork's adoption answer, only for the tracked EIP; for any other id no call is made and the
 * answer is a failure. A failure (network, status, unreadable body, or an answer without a well-formed entry for the
 * EIP) is logged with SPEC §8's message ('Failed to fetch: {status}' or 'Unknown error') and why.
 */
export async function fetchAdoption(
  eipId: number,
  url: string,
  signal?: AbortSignal,
): Promise<Remote<AdoptionResponse>> {
  if (!hasAdoptionData(eipId)) return remoteFailure("shape", `EIP-${eipId} has no adoption data: nothing was asked`);
  const answer = await fetchJson(url, (body) => parseAdoptionResponse(body, eipId), { signal });
  if (!answer.ok && answer.reason !== "aborted")
    console.warn(`Adoption progress for EIP-${eipId}: ${failureMessage(answer)} (${answer.detail})`);
  return answer;
}
