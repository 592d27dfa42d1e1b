// The maintainers' report of the decisions read by rule: for each, the words that made it what it is.
import { writeFileSync } from "node:fs";
import { callKey } from "../src/domain/calls/callRef";
import { callPages, type CompiledCall } from "../src/domain/archive/compileCall";

/** Writes the report and returns how many decisions it lists, from how many calls. */
export function writeDecisionReport(
  file: string,
  compiled: readonly CompiledCall[],
): { decisions: number; calls: number } {
  const lines = [
    "# Decisions read by rule from the calls' TL;DRs (calls with a curated key_decisions file are not listed)",
    "",
  ];
  let decisions = 0;
  let calls = 0;
  for (const call of compiled) {
    const basisOf = new Map([
      [undefined as string | undefined, call.decisionBasis],
      ...call.sessions.map((session) => [session.id, session.decisionBasis] as const),
    ]);
    for (const { ref } of callPages(call)) {
      const basis = basisOf.get(ref.session) ?? [];
      if (basis.length === 0) continue;
      calls++;
      lines.push(`${callKey(ref)} (${ref.date})`);
      for (const item of basis) {
        decisions++;
        lines.push(
          `  ${item.timestamp} ${item.kind}${item.eips.length ? ` ${item.eips.map((eip) => `EIP-${eip}`).join(", ")}` : ""}: "${item.text.slice(0, 200)}"`,
        );
        lines.push(`      ${item.why.join("; ")}`);
      }
      lines.push("");
    }
  }
  writeFileSync(file, `${lines.join("\n")}\n`);
  return { decisions, calls };
}
