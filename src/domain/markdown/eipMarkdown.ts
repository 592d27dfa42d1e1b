import type { ApiEip, ApiUpgrade } from "~/schemas/api";
import type { StageAsOf, StageEvidence } from "~/schemas/stages";
import { callRefOf } from "../calls/callRef";
import { displayTitle } from "../eips/displayTitle";
import { eipPagePath } from "../eips/eipPagePath";
import { callOfEvidenceRef, disputedSteps, evidenceLink } from "../stages/stageEvidence";
import { stageDisplayName } from "../eips/stages";
import { proposalKind } from "../eips/upgradeEip";
import { staleReviewNote } from "../eips/reviewStale";
import { inline, link, markdownDocument, sentence } from "./markdownText";
import { plural } from "../summaries/summaryView";
import { callResultHref } from "../search/callResultLink";
import { absolute, callLabel, callLink, decisionItem, hasCall, type TwinContext } from "./twinContext";
import { twinPath } from "../calls/servedFiles";

/** /eips/{id}.md: the EIP's facts (from its specification), our plain-language text, its stages with the calls that decided them, its key decisions and the calls that mention it. */
export function eipMarkdown(
  eip: ApiEip,
  context: TwinContext,
  knownEip: (id: number) => boolean,
): { path: string; body: string } {
  const name = `${proposalKind(eip.title)}-${eip.id}`;
  const spec = link("specification", eip.links.specification);
  const lines = [
    `# ${name}: ${inline(displayTitle(eip.title))}`,
    "",
    `- Page: ${link(eip.links.page, eip.links.page)} · JSON: ${link(eip.links.api, eip.links.api)}`,
    `- Specification: ${link(eip.links.specification, eip.links.specification)}`,
    `- Status: ${eip.status}; type: ${eip.type}${eip.category ? ` (${eip.category})` : ""}; created ${eip.createdDate}; author: ${inline(eip.author)}. Source: its ${spec}`,
    ...(eip.description ? [`- Description: ${sentence(eip.description)} Source: its ${spec}`] : []),
    ...(eip.discussionLink ? [`- Discussion: ${link(eip.discussionLink, eip.discussionLink)}`] : []),
  ];
  if (eip.laymanDescription) {
    const checked = eip.review
      ? `checked against the ${spec} on ${eip.review.reviewedOn} (${eip.review.verdict})`
      : `not yet checked against the ${spec}`;
    lines.push("", "## In plain language", "", `Forkline's own words, ${checked}.`);
    if (eip.review && eip.reviewStale) {
      const stale = staleReviewNote(eip.reviewStale);
      lines.push("", `${stale.text} ${link(stale.commit.text, stale.commit.url)}`);
    }
    lines.push("", inline(eip.laymanDescription));
    if (eip.benefits?.length) lines.push("", "Benefits:", ...eip.benefits.map((b) => `- ${inline(b)}`));
    if (eip.tradeoffs?.length) lines.push("", "Trade-offs:", ...eip.tradeoffs.map((t) => `- ${inline(t)}`));
  }
  lines.push("", ...stagesMarkdown(eip, context));
  lines.push("", "## Key decisions", "");
  if (eip.decisions.length === 0) lines.push("No key decision in the archive names it.");
  else lines.push(...eip.decisions.map((decision) => decisionItem(context, decision, knownEip, true)));
  lines.push("", "## Calls that mention it", "");
  if (eip.mentions.length === 0) lines.push("No call of the archive mentions it.");
  for (const mention of eip.mentions) {
    const call = callRefOf(mention);
    const { transcript, chat, summary } = mention.counts;
    const counted = [
      `${transcript} transcript ${plural(transcript, ["line", "lines"])}`,
      `${chat} chat ${plural(chat, ["message", "messages"])}`,
      `${summary} summary ${plural(summary, ["item", "items"])}`,
    ];
    lines.push(`- ${callLink(context, call)}, ${mention.callDate}: ${counted.join(", ")}.`);
    for (const line of mention.moments) {
      // The link the EIP page gives the line: the call page opens on it, its words searched.
      const href = callResultHref(
        { ...mention, timestamp: line.timestamp, type: line.type, text: line.text },
        line.mention,
      );
      const at = hasCall(context, call) ? link(line.timestamp, absolute(context, href)) : inline(line.timestamp);
      lines.push(`  - ${at} (${line.type}) ${inline(line.speaker)}: ${inline(line.text)}`);
    }
  }
  return { path: twinPath(eipPagePath(eip.id)), body: markdownDocument(lines) };
}

function stagesMarkdown(eip: ApiEip, context: TwinContext): string[] {
  const lines = ["## Stages", ""];
  if (eip.stages.length === 0) return [...lines, "Not part of any upgrade Forkline follows."];
  for (const stage of eip.stages) {
    const upgrade = context.upgrades.find((u) => u.forkName === stage.upgrade);
    const upgradeName = upgrade ? link(upgrade.name, absolute(context, twinPath(upgrade.path))) : inline(stage.upgrade);
    const metaEip = upgrade
      ? ` Source: the upgrade's meta-EIP ${upgrade.metaEipLink ? link(`EIP-${upgrade.metaEip}`, upgrade.metaEipLink) : `EIP-${upgrade.metaEip}`} and the evidence below, as of ${upgrade.asOf}.`
      : "";
    lines.push(
      `### ${upgradeName}: ${stageDisplayName(stage.status)}${stage.isHeadliner ? " (headliner)" : ""}`,
      "",
      `Stage now: ${stageDisplayName(stage.status)}.${metaEip}`,
      "",
    );
    const derived = upgrade && eip.stageEvidence.stages.find((d) => d.upgrade === upgrade.name);
    if (derived) lines.push(...evidenceMarkdown(derived, upgrade, eip.stageEvidence.asOf, context));
  }
  return lines;
}

/** The evidence list of one upgrade (stage, date, source with its link), and a sentence when the sources disagree. */
function evidenceMarkdown(derived: StageAsOf, upgrade: ApiUpgrade, asOf: string, context: TwinContext): string[] {
  const lines: string[] = [];
  const dispute = derived.disputed ? disputedSteps(derived.evidence) : null;
  if (dispute) {
    const said = (step: StageEvidence) => `${stageDisplayName(step.stage)} on ${step.date ?? "a day not recorded"}`;
    lines.push(
      `The sources disagree: ${evidenceSource(dispute.call, upgrade, context)} decided ${said(dispute.call)}; ${evidenceSource(dispute.meta, upgrade, context)} says ${said(dispute.meta)}, and the meta-EIP has not changed since.`,
      "",
    );
  }
  lines.push(`Stage evidence, as of ${asOf} (stage from the sources: ${stageDisplayName(derived.stage)}):`, "");
  for (const step of derived.evidence)
    lines.push(
      `- ${step.date ?? "date not recorded"}: ${stageDisplayName(step.stage)}, ${evidenceSource(step, upgrade, context)}`,
    );
  lines.push("");
  return lines;
}

/** Where a step came from, linked: the call at its moment, the meta-EIP commit, or Forkline's content file. */
function evidenceSource(step: StageEvidence, upgrade: ApiUpgrade, context: TwinContext): string {
  if (step.source === "call") {
    const found = callOfEvidenceRef(step.ref);
    if (!found) return `call ${inline(step.ref)}`;
    const name = `call: ${callLabel(context, found.call)} at ${found.moment}`;
    const url = evidenceLink(step, context.siteUrl);
    return url && hasCall(context, found.call) ? link(name, url) : inline(name);
  }
  if (step.source === "meta-eip") {
    const url = evidenceLink(step, context.siteUrl);
    const name = `meta-EIP: EIP-${upgrade.metaEip} commit ${step.ref.split("/").at(-1)?.slice(0, 7) ?? ""}`;
    return url ? link(name, url) : inline(name);
  }
  return `curated: Forkline's content, \`${step.ref.replace(/`/g, "")}\``;
}
