import type { ApiDecision } from "~/schemas/api";
import { callKey, callRefOf } from "../calls/callRef";
import { apiPath } from "../api/endpointPaths";
import { link, markdownDocument } from "./markdownText";
import { absolute, callLink, decisionItem, type TwinContext } from "./twinContext";
import { twinPath } from "../calls/servedFiles";

/** /decisions.md: every key decision, newest call first, grouped by call, each with the moment that backs it. */
export function decisionsMarkdown(
  decisions: readonly ApiDecision[],
  context: TwinContext,
  knownEip: (id: number) => boolean,
): { path: string; body: string } {
  const calls = new Set(decisions.map((d) => callKey(callRefOf(d))));
  const lines = [
    "# Key decisions",
    "",
    `${decisions.length} key decisions from ${calls.size} calls, as the call archive's key decision files record them, newest call first.`,
    `As JSON: ${link(absolute(context, apiPath("decisions")), absolute(context, apiPath("decisions")))} · as an Atom feed: ${link(absolute(context, apiPath("decisionsFeed")), absolute(context, apiPath("decisionsFeed")))}`,
  ];
  let current = "";
  for (const decision of decisions) {
    const call = callRefOf(decision);
    if (callKey(call) !== current) {
      current = callKey(call);
      lines.push("", `## ${callLink(context, call)}, ${decision.callDate}`, "");
    }
    lines.push(decisionItem(context, decision, knownEip, false));
  }
  return { path: twinPath("/decisions"), body: markdownDocument(lines) };
}
