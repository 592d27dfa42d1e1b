import { describe, expect, it } from "vitest";
import { metaEipHistory, type MetaEipRevision } from "./metaHistory";

const file = (body: string, status = "Draft") =>
  `---\neip: 9200\ntitle: Hardfork Meta - Testfork\nstatus: ${status}\ntype: Meta\n---\n\n## Specification\n\n${body}\n`;
const list = (stage: string, ...eips: number[]) =>
  `### ${stage} for Inclusion\n\n${eips.map((eip) => `* [EIP-${eip}](./eip-${eip}.md): x`).join("\n")}\n\n`;
let n = 0;
const rev = (
  date: string,
  body: string,
  status?: string,
  message = "Update",
): MetaEipRevision & { message: string } => ({
  commit: `c${++n}`,
  upstreamCommit: `${String(n).padStart(40, "a")}`,
  date,
  text: file(body, status),
  message,
});
const steps = (history: ReturnType<typeof metaEipHistory>, eip: number) =>
  history.steps.get(eip)?.map((step) => `${step.stage}@${step.date}${step.removed ? " removed" : ""}`);

describe("metaEipHistory", () => {
  it("records each move between lists with the day and the upstream commit", () => {
    const history = metaEipHistory(9200, [
      rev("2025-01-02", list("Proposed", 1, 2)),
      rev("2025-02-03", list("Considered", 1) + list("Proposed", 2)),
      rev("2025-03-04", list("Scheduled", 1) + list("Proposed", 2)),
    ]);
    expect(history.upgrade).toBe("Testfork");
    expect(steps(history, 1)).toEqual(["Proposed@2025-01-02", "Considered@2025-02-03", "Scheduled@2025-03-04"]);
    expect(steps(history, 2)).toEqual(["Proposed@2025-01-02"]);
    expect(history.steps.get(1)?.[1]?.upstreamCommit).toMatch(/^a+\d+$/);
  });

  it("diffs the lists and never reads the message: a commit titled 'typo' that moves an EIP still counts", () => {
    const history = metaEipHistory(9200, [
      rev("2025-01-02", list("Proposed", 5)),
      rev("2025-01-09", list("Declined", 5), "Draft", "Fix typo"),
    ]);
    expect(steps(history, 5)).toEqual(["Proposed@2025-01-02", "Declined@2025-01-09"]);
  });

  it("keeps what a list said when the whole list disappears (EIP-7723 at Review)", () => {
    const history = metaEipHistory(9200, [
      rev("2025-01-02", list("Scheduled", 1) + list("Proposed", 2) + list("Declined", 3)),
      rev("2025-05-05", list("Scheduled", 1), "Review"),
    ]);
    expect(steps(history, 2)).toEqual(["Proposed@2025-01-02"]);
    expect(steps(history, 3)).toEqual(["Declined@2025-01-02"]);
  });

  it("takes an EIP removed from a list that is still there as withdrawn", () => {
    const history = metaEipHistory(9200, [
      rev("2025-01-02", list("Proposed", 1, 2)),
      rev("2025-02-02", list("Proposed", 1)),
    ]);
    expect(steps(history, 2)).toEqual(["Proposed@2025-01-02", "Withdrawn@2025-02-02 removed"]);
  });

  it("takes the EIPs a renamed list no longer names as removed (Pectra's 'Included' became 'Scheduled' without EOF)", () => {
    const history = metaEipHistory(9200, [
      rev("2024-06-06", "### EIPs Included\n\n* [EIP-10](./eip-10.md): a\n* [EIP-663](./eip-663.md): EOF\n\n"),
      rev("2024-09-27", list("Scheduled", 10)),
    ]);
    expect(steps(history, 10)).toEqual(["Scheduled@2024-06-06"]);
    expect(steps(history, 663)).toEqual(["Scheduled@2024-06-06", "Withdrawn@2024-09-27 removed"]);
  });

  it("leaves no step for a change undone the same day, and keeps only the day's last state otherwise", () => {
    const history = metaEipHistory(9200, [
      rev("2025-01-02", list("Proposed", 1, 2)),
      rev("2025-03-03", list("Considered", 1) + list("Proposed", 2)),
      rev("2025-03-03", list("Proposed", 1, 2)),
      rev("2025-04-04", list("Considered", 2) + list("Proposed", 1)),
      rev("2025-04-04", list("Scheduled", 2) + list("Proposed", 1)),
      rev("2025-05-05", list("Proposed", 1, 2, 3)),
      rev("2025-05-05", list("Proposed", 1, 2)),
    ]);
    expect(steps(history, 1)).toEqual(["Proposed@2025-01-02"]);
    expect(steps(history, 2)).toEqual(["Proposed@2025-01-02", "Scheduled@2025-04-04", "Proposed@2025-05-05"]);
    expect(history.steps.has(3)).toBe(false);
  });

  it("skips versions it cannot read, says so, and carries on", () => {
    const history = metaEipHistory(9200, [
      rev("2025-01-02", list("Proposed", 1)),
      { commit: "x", upstreamCommit: "b".repeat(40), date: "2025-01-03", text: "" },
      {
        commit: "y",
        upstreamCommit: "c".repeat(40),
        date: "2025-01-04",
        text: "---\ntitle: Hardfork Meta - Testfork\n---\nno lists at all\n",
      },
      rev("2025-01-05", list("Considered", 1)),
    ]);
    expect(steps(history, 1)).toEqual(["Proposed@2025-01-02", "Considered@2025-01-05"]);
    expect(history.warnings).toEqual(["EIP-9200 at bbbbbbbbbbbb: empty file"]);
  });

  it("keeps a list apart apart: Networking is never Scheduled", () => {
    const history = metaEipHistory(9200, [
      rev("2025-01-02", list("Considered", 7) + "#### Networking EIPs\n\n* [EIP-8](./eip-8.md): eth/70\n\n"),
      rev("2025-02-02", list("Scheduled", 7) + "#### Networking EIPs\n\n* [EIP-8](./eip-8.md): eth/70\n\n"),
    ]);
    expect(steps(history, 8)).toEqual(["Networking@2025-01-02"]);
  });
});
