import type { ArchivedDecision } from "~/schemas/site";
import { callKey, callPath, callRefOf, type CallRef } from "../calls/callRef";

// Forkline's identifiers (docs/decisions/0018): one scheme for calls, decisions and EIPs, used alike by
// the JSON API (`id` fields), the Atom feeds (entry ids), the Markdown twins and the MCP server. Each is
// derived from what the item is, never from build order or time, so a rebuild repeats it.
//   EIP       its number: 8141
//   call      "{series}/{number, 3 digits}[/{breakout}]": "acde/223", "acdt/087/cl"
//   decision  "{call id}:{HH:MM:SS}:{the first 40 characters of its text as a slug}", and ":2", ":3"… for a
//             second decision of the same call with the same time and opening words

/** A call's (or breakout's) id: "acde/223", "acdt/087/cl". */
export function callId(call: CallRef): string {
  return callKey(call);
}

type DecisionIdentity = Pick<ArchivedDecision, "callType" | "callNumber" | "callSession" | "timestamp" | "text">;

/** A decision's id before telling apart two alike ones of the same call (see decisionIds). */
function baseDecisionId(decision: DecisionIdentity): string {
  return `${callId(callRefOf(decision))}:${decision.timestamp}:${slug(decision.text).slice(0, 40)}`;
}

/** The id of each decision, in the order given (the archive's: newest call first, time order within a call). */
export function decisionIds(decisions: readonly DecisionIdentity[]): string[] {
  const seen = new Map<string, number>();
  return decisions.map((decision) => {
    const base = baseDecisionId(decision);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}:${count}`;
  });
}

/** The call page at the moment a decision was said ("/calls/acde/223#00:41:07"): the link that backs it. */
export function decisionMomentPath(
  decision: Pick<ArchivedDecision, "callType" | "callNumber" | "callSession" | "timestamp" | "moment">,
): string {
  return `${callPath(callRefOf(decision))}#${decision.moment ?? decision.timestamp}`;
}

/** An Atom entry id (RFC 4151 tag URI) for an item with one of the ids above: "tag:forkline.example,2025:call:acde/223". */
export function feedEntryId(host: string, kind: "call" | "decision", id: string): string {
  return `tag:${host},2025:${kind}:${id}`;
}

export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "item"
  );
}
