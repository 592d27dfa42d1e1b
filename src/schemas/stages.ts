import { z } from "zod";

// An EIP's stage in an upgrade as the sources tell it (domain/stages/stageEvidence.ts): what `npm run stages -- --json`
// prints, and what the open data (api/v1), the Markdown twins and the MCP server carry for each EIP × upgrade.

export const EVIDENCE_SOURCES = ["call", "meta-eip", "curated"] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

/** One step of an EIP's history in an upgrade, and where it came from. */
export const stageEvidenceSchema = z
  .strictObject({
    source: z
      .enum(EVIDENCE_SOURCES)
      .describe("call: a call's decision; meta-eip: a commit to the upgrade's meta EIP; curated: Forkline's content/"),
    stage: z
      .string()
      .min(1)
      .describe('The stage the step puts the EIP at: "Proposed", "Considered", "Scheduled", "Declined", …'),
    date: z.iso
      .date()
      .nullable()
      .describe("The call's or the commit's day, YYYY-MM-DD; null for a curated step its facts do not date."),
    ref: z
      .string()
      .min(1)
      .describe(
        'A call moment ("acde/226#00:41:28", a breakout "acdt/87/cl#00:12:00"), the meta-EIP commit\'s URL upstream, or the curated file ("content/eips/7732.json").',
      ),
  })
  .describe("One step of the EIP's stage history in the upgrade, with where it came from.");
export type StageEvidence = z.infer<typeof stageEvidenceSchema>;

/** An EIP × upgrade on a day: its stage (the latest evidence), whether the sources disagree, and the evidence so far. */
export const stageAsOfSchema = z
  .strictObject({
    upgrade: z.string().min(1).describe("The upgrade's name (\"Glamsterdam\"), else the meta EIP's name for it."),
    eip: z.number().int().positive(),
    stage: z.string().min(1).describe("The stage of the latest evidence on that day."),
    disputed: z
      .boolean()
      .describe(
        "True when the latest call decision and the meta EIP's state differ and the meta EIP has not changed since that call.",
      ),
    evidence: z.array(stageEvidenceSchema).describe("Every step known on that day, oldest first."),
  })
  .describe("An EIP's stage in one upgrade, derived from the calls, the upgrade's meta EIP and Forkline's content.");
export type StageAsOf = z.infer<typeof stageAsOfSchema>;

/** `npm run stages -- --json`, and an EIP's stages in its open-data file. */
export const stagesReportSchema = z
  .strictObject({
    asOf: z.iso.date().describe("The day the stages are given for (YYYY-MM-DD, UTC)."),
    stages: z.array(stageAsOfSchema),
  })
  .describe("Stages derived from the sources as of a day.");
export type StagesReport = z.infer<typeof stagesReportSchema>;
