import { expect, test } from "vitest";
import { decisionsView } from "./decisionsView";

const TEMPLATE = "https://eips.example/eip-{id}";

test("decisions in time order, typed in plain words, with their EIPs linked once each", () => {
  const view = decisionsView(
    {
      key_decisions: [
        {
          original_text: "bal-devnet-3 gets EIP-7928",
          timestamp: "00:30:00",
          type: "devnet_inclusion",
          eips: [7928, 7928],
          devnet: "bal-devnet-3",
        },
        {
          original_text: "FOCIL is considered",
          timestamp: "00:05:10",
          type: "stage_change",
          eips: [7805],
          stage_change: { to: "Considered" },
          fork: "Glamsterdam",
          context: "no objections",
        },
        { original_text: "Something new", timestamp: "01:00:00", type: "brand_new_type", eips: [] },
      ],
    },
    TEMPLATE,
  );
  expect(view.map((d) => [d.seconds, d.kind, d.label])).toEqual([
    [310, "stage_change", "Considered for Glamsterdam"],
    [1800, "devnet_inclusion", "Devnet inclusion"],
    [3600, "other", "Other decision"],
  ]);
  expect(view[0]?.context).toBe("no objections");
  expect(view[0]?.timestamp).toBe("00:05:10");
  expect(view[1]?.eips).toEqual([{ id: 7928, url: "https://eips.example/eip-7928" }]);
});

test("a stage change without its stage says so in plain words; no file gives no decisions", () => {
  expect(
    decisionsView(
      { key_decisions: [{ original_text: "x", timestamp: "00:00:01", type: "stage_change", eips: [] }] },
      TEMPLATE,
    )[0]?.label,
  ).toBe("Stage change");
  expect(decisionsView(undefined, TEMPLATE)).toEqual([]);
});
