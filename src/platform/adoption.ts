import { hasAdoptionData } from "~/domain/eips/clientProgress";
import { parseAdoptionResponse, type AdoptionResponse } from "~/schemas/adoption";

export const UNKNOWN_ERROR = "Unknown error";

/**
 * SPEC §7: GET the fork's adoption answer, only for the tracked EIP; for any other id no call is made and the
 * answer is null. Fails with 'Failed to fetch: {status}' on a non-OK response and 'Unknown error' for anything
 * else (network, unreadable body, or an answer without a well-formed entry for the EIP, whose reason is logged).
 */
export async function fetchAdoption(
  eipId: number,
  url: string,
  signal?: AbortSignal,
): Promise<AdoptionResponse | null> {
  if (!hasAdoptionData(eipId)) return null;
  let response: Response;
  try {
    response = await fetch(url, { method: "GET", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(UNKNOWN_ERROR);
  }
  if (!response.ok) throw new Error(`Failed to fetch: ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(UNKNOWN_ERROR);
  }
  const parsed = parseAdoptionResponse(body, eipId);
  if (!parsed.ok) {
    console.warn(`Adoption progress for EIP-${eipId} from ${url}: ${parsed.reason}`);
    throw new Error(UNKNOWN_ERROR);
  }
  return parsed.data;
}
