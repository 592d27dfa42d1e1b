import type { SiteSnapshot, UpdateChange, UpdateReport } from "~/schemas/updateReport";
import { callKey, callPath } from "../calls/callRef";

/** The fields of a built site (generated/site.json) a snapshot reads. */
export interface SnapshotSource {
  calls: readonly {
    type: string;
    number: string;
    date: string;
    artifacts: readonly string[];
    sync?: object | undefined;
  }[];
  eips: readonly {
    id: number;
    review?: { specSha256: string } | undefined;
    forkRelationships: readonly {
      forkName: string;
      status: string;
      statusHistory?: readonly { call: string | null; date: string | null }[] | undefined;
    }[];
  }[];
  eipArchive: {
    decisions: readonly {
      callType: string;
      callNumber: string;
      callSession?: string | undefined;
      timestamp: string;
      kind: string;
      label: string;
      text: string;
    }[];
  };
}

/** The facts a report compares run to run, read off a built site and the sha256 of each EIP's spec text. */
export function siteSnapshot(site: SnapshotSource, specShas: Readonly<Record<string, string>>): SiteSnapshot {
  const snapshot: SiteSnapshot = {
    calls: {},
    decisions: {},
    stages: {},
    scopes: {},
    specs: { ...specShas },
    reviews: {},
  };
  for (const call of site.calls) {
    snapshot.calls[callKey(call)] = {
      date: call.date,
      transcript: call.artifacts.includes("transcript"),
      synced: call.sync !== undefined,
    };
  }
  const seen = new Map<string, number>();
  for (const decision of site.eipArchive.decisions) {
    const base = `${callKey({ type: decision.callType, number: decision.callNumber, session: decision.callSession })}@${decision.timestamp}/${decision.kind}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    snapshot.decisions[n === 1 ? base : `${base}/${n}`] = `${decision.label}: ${decision.text}`;
  }
  for (const eip of site.eips) {
    for (const relation of eip.forkRelationships) {
      const last = relation.statusHistory?.at(-1);
      snapshot.stages[`${eip.id}@${relation.forkName}`] = {
        status: relation.status,
        call: last?.call ?? null,
        date: last?.date ?? null,
      };
      (snapshot.scopes[relation.forkName] ??= []).push(eip.id);
    }
    if (eip.review) snapshot.reviews[String(eip.id)] = eip.review.specSha256;
  }
  for (const ids of Object.values(snapshot.scopes)) ids.sort((a, b) => a - b);
  return snapshot;
}

function decisionPath(key: string): string {
  const [call = ""] = key.split("@");
  const [type = "", number = "", session] = call.split("/");
  return callPath({ type, number, session });
}

/** What changed between two runs' snapshots, as Atom-ready entries stamped with the run's time. */
export function diffSnapshots(before: SiteSnapshot, after: SiteSnapshot, at: string): UpdateChange[] {
  const changes: UpdateChange[] = [];
  const add = (change: Omit<UpdateChange, "updated">) => changes.push({ ...change, updated: at });
  for (const [key, call] of Object.entries(after.calls)) {
    if (!before.calls[key])
      add({
        kind: "new-call",
        id: `call:${key}`,
        title: `New call: ${key} (${call.date})`,
        path: callPath({ type: key.split("/")[0] ?? "", number: key.split("/")[1] ?? "", session: key.split("/")[2] }),
      });
  }
  for (const [key, text] of Object.entries(after.decisions)) {
    const was = before.decisions[key];
    if (was === undefined)
      add({
        kind: "new-decision",
        id: `decision:${key}`,
        title: `New decision in ${key.split("@")[0]}: ${text}`,
        path: decisionPath(key),
      });
    else if (was !== text)
      add({
        kind: "changed-decision",
        id: `decision:${key}:${at}`,
        title: `Decision changed in ${key.split("@")[0]}: ${text}`,
        path: decisionPath(key),
        evidence: `was: ${was}`,
      });
  }
  for (const [key, stage] of Object.entries(after.stages)) {
    const was = before.stages[key];
    if (was && was.status !== stage.status) {
      const [eip = "", fork = ""] = key.split("@");
      const evidence = stage.call
        ? `decided on ${stage.call}${stage.date ? ` (${stage.date})` : ""}`
        : stage.date
          ? `dated ${stage.date}`
          : undefined;
      add({
        kind: "stage",
        id: `stage:${key}:${stage.status}`,
        title: `EIP-${eip} in ${fork}: ${was.status || "listed"} → ${stage.status || "listed"}`,
        path: `/eips/${eip}`,
        ...(evidence ? { evidence } : {}),
      });
    }
  }
  for (const fork of new Set([...Object.keys(before.scopes), ...Object.keys(after.scopes)])) {
    const was = new Set(before.scopes[fork] ?? []);
    const now = new Set(after.scopes[fork] ?? []);
    for (const eip of now)
      if (!was.has(eip))
        add({
          kind: "scope-entered",
          id: `scope:${fork}:${eip}:in:${at}`,
          title: `EIP-${eip} entered ${fork}'s scope`,
          path: `/eips/${eip}`,
        });
    for (const eip of was)
      if (!now.has(eip))
        add({
          kind: "scope-left",
          id: `scope:${fork}:${eip}:out:${at}`,
          title: `EIP-${eip} left ${fork}'s scope`,
          path: `/eips/${eip}`,
        });
  }
  for (const [eip, reviewed] of Object.entries(after.reviews)) {
    const spec = after.specs[eip];
    if (spec !== undefined && spec !== reviewed && before.specs[eip] !== spec) {
      add({
        kind: "review-stale",
        id: `review:${eip}:${spec}`,
        title: `EIP-${eip}'s spec changed: its plain-language text needs a new review`,
        path: `/eips/${eip}`,
        evidence: `content/eip-specs/eip-${eip}.md`,
      });
    }
  }
  return changes;
}

/** Calls with a transcript but no video sync times, oldest first. */
export function callsWithoutSync(snapshot: SiteSnapshot): string[] {
  return Object.entries(snapshot.calls)
    .filter(([, call]) => call.transcript && !call.synced)
    .sort(([a, x], [b, y]) => x.date.localeCompare(y.date) || a.localeCompare(b))
    .map(([key]) => key);
}

const CHANGE_HEADINGS: Record<UpdateChange["kind"], string> = {
  "new-call": "New calls",
  "new-decision": "New decisions",
  "changed-decision": "Changed decisions",
  stage: "Stage changes",
  "scope-entered": "EIPs entering a scope",
  "scope-left": "EIPs leaving a scope",
  "review-stale": "Spec changes that make a review stale",
};

/** The report as Markdown lines: read as is in a terminal, rendered in a CI run's summary. */
export function reportMarkdown(report: UpdateReport): string {
  const lines = [
    `## Forkline update, ${report.at}: ${report.status} (exit ${report.exitCode})`,
    "",
    `- ${report.build}`,
  ];
  for (const source of report.sources) {
    lines.push(
      `- source ${source.source}: ${source.status}${source.error ? `, ${source.error}` : `, took ${source.took} files, ${source.unchanged} unchanged`}`,
    );
  }
  if (report.firstRun) lines.push("- first run: no earlier report to compare with, so nothing is listed as new");
  const byKind = Object.entries(CHANGE_HEADINGS).map(([kind, heading]) => ({
    heading,
    items: report.changes.filter((c) => c.kind === kind),
  }));
  if (!report.firstRun && report.changes.length === 0) lines.push("- nothing changed on the site since the last run");
  for (const { heading, items } of byKind) {
    if (items.length) lines.push("", `### ${heading} (${items.length})`);
    for (const item of items) lines.push(`- ${item.title}${item.evidence ? ` (${item.evidence})` : ""}`);
  }
  lines.push("", `### Files skipped (${report.skipped.length})`);
  for (const item of report.skipped) lines.push(`- ${item.what}: ${item.why}`);
  lines.push("", `### Calls without video sync times (${report.callsWithoutSync.length})`);
  if (report.callsWithoutSync.length)
    lines.push(report.callsWithoutSync.join(", "), "", "Add them with `npm run offset -- <call> <time>`.");
  if (report.notReported.length) lines.push("", "### Not reported", ...report.notReported.map((line) => `- ${line}`));
  lines.push("", `Took ${(report.durationMs / 1000).toFixed(1)} s.`);
  return `${lines.join("\n")}\n`;
}
