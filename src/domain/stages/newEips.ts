// The sources keep the site's EIPs current without a code or content change. An EIP content/ knows takes, in each
// upgrade, the stage the latest evidence gives today (a call or commit after the facts were imported moves it). An EIP
// the sources put into an upgrade's scope appears: one content/ does not know is made from its spec's header (title,
// status, authors, description), one it knows gets the upgrade's relationship. Until our plain-language text exists,
// its pages show the header's description.
import { eipSchema, STAGE_STATUSES, type Eip, type ForkRelationship } from "~/schemas/content";
import { factsFromSpecHeader } from "./specHeader";
import { stageAsOf, type StagePair, type UpgradeFacts } from "./stageEvidence";

/** Stages that put an EIP in an upgrade's scope; one only ever declined or removed never entered it. */
const ENTERING = new Set<ForkRelationship["status"]>([
  "Proposed",
  "Considered",
  "Scheduled",
  "Included",
  "Networking",
  "Informational",
]);

const isEntering = (stage: string): stage is ForkRelationship["status"] =>
  [...ENTERING].some((entering) => entering === stage);
const asStatus = (stage: string | undefined) => STAGE_STATUSES.find((status) => status !== "" && status === stage);

export interface NewEips {
  eips: Eip[];
  /** What was added or could not be, by name, for the build report. */
  lines: string[];
}

/**
 * `pairs` from stagePairs; `specText(id)` the spec file from the EIPs clone, or undefined. Returns every EIP of
 * `eips`, with the relationships the sources add, followed by the EIPs made from spec headers.
 */
export function eipsFromSources(
  eips: readonly Eip[],
  upgrades: readonly UpgradeFacts[],
  pairs: readonly StagePair[],
  today: string,
  specText: (id: number) => string | undefined,
): NewEips {
  const lines: string[] = [];
  const added = new Map<number, ForkRelationship[]>();
  const current = new Map<string, ForkRelationship["status"]>();
  for (const pair of pairs) {
    const upgrade = upgrades.find((candidate) => candidate.id === pair.upgradeId);
    const stage = stageAsOf(pair, today)?.stage;
    if (!upgrade || !stage) continue;
    const known = eips.find((eip) => eip.id === pair.eip);
    if (known?.forkRelationships.some((r) => r.forkName === upgrade.forkName)) {
      const status = asStatus(stage);
      if (status) current.set(`${pair.eip}/${upgrade.forkName}`, status);
      continue;
    }
    if (!isEntering(stage)) continue;
    // No curated history: the sources alone put it there.
    added.set(pair.eip, [
      ...(added.get(pair.eip) ?? []),
      { forkName: upgrade.forkName, status: stage, statusHistory: [] },
    ]);
  }
  const merged = eips.map((eip) => {
    const relationships = added.get(eip.id) ?? [];
    for (const r of relationships) lines.push(`EIP-${eip.id} enters ${r.forkName} as ${r.status} by the sources`);
    // The imported stage stays as the history's last step, so the derivation gives the same answer from the output.
    const updated = eip.forkRelationships.map((r) => {
      const status = current.get(`${eip.id}/${r.forkName}`);
      if (!status || status === r.status) return r;
      return {
        ...r,
        status,
        statusHistory: r.statusHistory ?? (r.status ? [{ status: r.status, call: null, date: null }] : []),
      };
    });
    const changed = relationships.length > 0 || updated.some((r, i) => r !== eip.forkRelationships[i]);
    return changed ? { ...eip, forkRelationships: [...updated, ...relationships] } : eip;
  });
  const known = new Set(eips.map((eip) => eip.id));
  const made: Eip[] = [];
  for (const [id, relationships] of added) {
    if (known.has(id)) continue;
    const text = specText(id);
    if (text === undefined) {
      lines.push(
        `EIP-${id} is ${relationships.map((r) => `${r.status} for ${r.forkName}`).join(", ")} by the sources but the EIPs clone has no EIPS/eip-${id}.md: not shown`,
      );
      continue;
    }
    const parsed = eipSchema.safeParse({
      id,
      description: "",
      ...factsFromSpecHeader(text, `EIP-${id}: `),
      forkRelationships: relationships,
    });
    if (!parsed.success) {
      lines.push(
        `EIP-${id}: its spec header lacks ${parsed.error.issues.map((issue) => issue.path.join(".")).join(", ")}: not shown`,
      );
      continue;
    }
    lines.push(
      `EIP-${id} is new: ${relationships.map((r) => `${r.status} for ${r.forkName}`).join(", ")}, shown with its spec's own description`,
    );
    made.push(parsed.data);
  }
  return { eips: [...merged, ...made.sort((a, b) => a.id - b.id)], lines };
}
