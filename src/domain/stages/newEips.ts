// An EIP that the sources put into an upgrade's scope appears on the site without a code or content change: an EIP
// content/ does not know is made from its spec's header (title, status, authors, description), and one content/ knows
// gets the upgrade's relationship. Until our plain-language text exists, its pages show the header's description.
import { eipSchema, type Eip, type ForkRelationship } from "~/schemas/content";
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
  for (const pair of pairs) {
    const upgrade = upgrades.find((candidate) => candidate.id === pair.upgradeId);
    const stage = stageAsOf(pair, today, true)?.stage;
    if (!upgrade || !stage || !isEntering(stage)) continue;
    const known = eips.find((eip) => eip.id === pair.eip);
    if (known?.forkRelationships.some((r) => r.forkName === upgrade.forkName)) continue;
    added.set(pair.eip, [...(added.get(pair.eip) ?? []), { forkName: upgrade.forkName, status: stage }]);
  }
  const merged = eips.map((eip) => {
    const relationships = added.get(eip.id);
    if (!relationships) return eip;
    for (const r of relationships) lines.push(`EIP-${eip.id} enters ${r.forkName} as ${r.status} by the sources`);
    return { ...eip, forkRelationships: [...eip.forkRelationships, ...relationships] };
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
