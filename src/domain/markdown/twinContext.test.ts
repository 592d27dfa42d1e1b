import { describe, expect, it } from "vitest";
import type { ApiDecision } from "~/schemas/api";
import { decisionItem, type TwinContext } from "./twinContext";

const context: TwinContext = { siteUrl: "https://forkline.example", upgrades: [], calls: [] };
const decision = (source: ApiDecision["source"]): ApiDecision => ({
  callType: "acde",
  callNumber: "223",
  callDate: "2025-10-23",
  timestamp: "00:07:05",
  kind: "stage_change",
  label: "Scheduled for Glamsterdam",
  text: "EIP-7732 moved to SFI for Glamsterdam",
  eips: [7732],
  fork: "Glamsterdam",
  stageChange: { to: "Scheduled" },
  source,
  id: "acde/223:00:07:05:eip-7732-moved-to-sfi-for-glamsterdam",
  links: { moment: "https://forkline.example/calls/acde/223#00:07:05" },
});

describe("decisionItem", () => {
  it("says a decision read by rule came from the call's TL;DR, beside the moment that backs it", () => {
    const derived = decisionItem(context, decision("derived"), () => true, false);
    expect(derived).toContain(
      "Source: [at 00:07:05](https://forkline.example/calls/acde/223#00:07:05), as read by rule from the call's TL;DR",
    );
    expect(decisionItem(context, decision("curated"), () => true, false)).not.toContain("TL;DR");
  });
});
