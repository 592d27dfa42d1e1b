import type { ApiCallListItem, ApiDecision, ApiUpgrade } from "~/schemas/api";
import { callKey, callPath, callRefOf, type CallRef } from "../calls/callRef";
import { callTitle, sessionName } from "../calls/series";
import { twinPath } from "../calls/servedFiles";
import { eipPagePath } from "../eips/eipPagePath";
import { inline, link, sentence } from "./markdownText";

// What every Markdown twin is rendered from besides its own page's data: the open data's lists (api/v1),
// so a twin says nothing the JSON does not. Links are absolute, on the site's public origin.

export type TwinContext = {
  /** The public origin, no trailing slash ("https://forkline.example"). */
  siteUrl: string;
  upgrades: readonly ApiUpgrade[];
  calls: readonly ApiCallListItem[];
};

export function absolute(context: TwinContext, path: string): string {
  return `${context.siteUrl}${path}`;
}

/** "All Core Devs - Execution #223" (and the breakout's name), from the calls list; a call it lacks is named by its id. */
export function callLabel(context: TwinContext, call: CallRef): string {
  const listed = context.calls.find(
    (c) => c.type === call.type && callKey(c) === callKey({ type: call.type, number: call.number }),
  );
  const title = callTitle({ name: listed?.seriesName ?? call.type.toUpperCase() }, call.number);
  return call.session ? `${title}: ${sessionName(call.session)}` : title;
}

/** Whether the archive (and so the site) has the call's page. */
export function hasCall(context: TwinContext, call: CallRef): boolean {
  const key = callKey({ type: call.type, number: call.number });
  const listed = context.calls.find((c) => callKey(c) === key);
  return (
    listed !== undefined && (call.session === undefined || (listed.sessions ?? []).some((s) => s.id === call.session))
  );
}

/** A link to the call's Markdown twin, or its name alone when the archive lacks it. */
export function callLink(context: TwinContext, call: CallRef): string {
  const label = callLabel(context, call);
  return hasCall(context, call) ? link(label, absolute(context, twinPath(callPath(call)))) : inline(label);
}

export function eipLink(context: TwinContext, id: number, known: (id: number) => boolean): string {
  return known(id) ? link(`EIP-${id}`, absolute(context, twinPath(eipPagePath(id)))) : `EIP-${id}`;
}

/**
 * One key decision as a list item: its moment (the link that backs it), kind, words, the EIPs it names and
 * its id. `withCall` names the call too, for lists that gather decisions of many calls.
 */
export function decisionItem(
  context: TwinContext,
  decision: ApiDecision,
  knownEip: (id: number) => boolean,
  withCall: boolean,
): string {
  const call = callRefOf(decision);
  const when = `${withCall ? `${callLabel(context, call)}, ${decision.callDate}, ` : ""}at ${decision.moment ?? decision.timestamp}`;
  const eips =
    decision.eips.length > 0 ? ` EIPs: ${decision.eips.map((id) => eipLink(context, id, knownEip)).join(", ")}.` : "";
  const change = decision.stageChange;
  const stage = change
    ? ` Stage: ${change.from ? `${inline(change.from)} → ` : ""}${inline(change.to)}${decision.fork ? ` in ${inline(decision.fork)}` : ""}.`
    : "";
  // A decision read by rule from the call's TL;DR says so: its words are the TL;DR's, its type and EIPs our reading.
  const readFrom = decision.source === "derived" ? ", as read by rule from the call's TL;DR" : "";
  return `- **${inline(decision.label)}**: ${sentence(decision.text)}${eips}${stage} Source: ${link(when, decision.links.moment)}${readFrom} · id \`${decision.id.replace(/`/g, "")}\``;
}
