import type { ApiDecision, ApiUpgrade } from "~/schemas/api";
import { eipPagePath } from "../eips/eipPagePath";
import { SHOWN_STAGES, stageDisplayName } from "../eips/stages";
import { inline, link, markdownDocument } from "./markdownText";
import { absolute, decisionItem, type TwinContext } from "./twinContext";
import { twinPath } from "../calls/servedFiles";

/**
 * /upgrade/{id}.md: what the upgrade is, its status and dates as of the day they were checked, its EIPs by
 * stage (source: the meta-EIP and the calls, each EIP's own twin has the stage history), its timeline, and the
 * stage changes the calls decided.
 */
export function upgradeMarkdown(
  upgrade: ApiUpgrade,
  decisions: readonly ApiDecision[],
  context: TwinContext,
  knownEip: (id: number) => boolean,
): { path: string; body: string } {
  const metaEip = upgrade.metaEipLink ? link(`EIP-${upgrade.metaEip}`, upgrade.metaEipLink) : `EIP-${upgrade.metaEip}`;
  const lines = [
    `# ${inline(upgrade.name)} upgrade`,
    "",
    inline(upgrade.tagline),
    "",
    `- Page: ${link(upgrade.links.page, upgrade.links.page)} · JSON: ${link(upgrade.links.api, upgrade.links.api)}`,
    `- Status: ${upgrade.status}; activation: ${inline(upgrade.activationDate)}${upgrade.projectedActivation ? ` (a planning estimate: ${upgrade.projectedActivation}, not an announced date)` : ""}. Information as of ${upgrade.asOf}.`,
    `- Meta-EIP: ${metaEip}. Layers: ${inline(upgrade.layers.execution)} (execution), ${inline(upgrade.layers.consensus)} (consensus).`,
    "",
    inline(upgrade.description),
    "",
    "## EIPs by stage",
    "",
    `Source: the meta-EIP ${metaEip} and the calls' decisions, as of ${upgrade.asOf}. Each EIP's twin lists the calls that moved it.`,
  ];
  const stages = [
    ...SHOWN_STAGES,
    ...new Set(upgrade.eips.map((eip) => eip.status).filter((s) => !(SHOWN_STAGES as readonly string[]).includes(s))),
  ];
  for (const stage of stages) {
    const eips = upgrade.eips.filter((eip) => eip.status === stage);
    if (eips.length === 0) continue;
    lines.push("", `### ${stageDisplayName(stage)} (${eips.length})`, "");
    for (const eip of eips) {
      const name = knownEip(eip.id)
        ? link(`EIP-${eip.id}`, absolute(context, twinPath(eipPagePath(eip.id))))
        : `EIP-${eip.id}`;
      const disputed = eip.disputed
        ? "; the sources disagree on its stage (its latest call decision and the meta-EIP differ; its twin lists the evidence)"
        : "";
      lines.push(`- ${name}: ${inline(eip.title)}${eip.isHeadliner ? " (headliner)" : ""}${disputed}`);
    }
  }
  if (upgrade.timeline?.length) {
    lines.push("", "## Timeline", "");
    for (const step of upgrade.timeline)
      lines.push(
        `- ${inline(step.dateRange)}: **${inline(step.title)}** (${step.status}). ${inline(step.description)}`,
      );
  }
  const changes = decisions.filter((d) => d.stageChange && d.fork?.toLowerCase() === upgrade.forkName.toLowerCase());
  lines.push("", "## Stage changes decided in calls", "");
  if (changes.length === 0) lines.push("The archive records none.");
  else lines.push(...changes.map((decision) => decisionItem(context, decision, knownEip, true)));
  return { path: twinPath(upgrade.path), body: markdownDocument(lines) };
}
