import { describe, expect, it } from "vitest";
import { callId, decisionIds, decisionMomentPath, feedEntryId } from "./ids";

const decision = {
  callType: "acde",
  callNumber: "223",
  timestamp: "00:41:07",
  text: "EIP-7732 (ePBS) is the Glamsterdam CL headliner; more words follow here",
};

describe("identifiers", () => {
  it("names a call by series and three-digit number, and a breakout after it", () => {
    expect(callId({ type: "acde", number: "223" })).toBe("acde/223");
    expect(callId({ type: "acdt", number: "87", session: "cl" })).toBe("acdt/087/cl");
    expect(callId({ type: "acdt", number: "0087" })).toBe(callId({ type: "acdt", number: "87" }));
  });

  it("names a decision by its call, time and opening words: the ids the Atom feed has always used", () => {
    expect(decisionIds([decision])).toEqual(["acde/223:00:41:07:eip-7732-epbs-is-the-glamsterdam-cl-head"]);
    expect(feedEntryId("forkline.example", "decision", "acde/223:00:41:07:x")).toBe(
      "tag:forkline.example,2025:decision:acde/223:00:41:07:x",
    );
  });

  it("gives the same ids whatever else is in the list, and tells alike decisions of one call apart by order", () => {
    const other = { ...decision, callNumber: "224" };
    const [alone] = decisionIds([decision]);
    expect(decisionIds([other, decision])[1]).toBe(alone);
    const twin = { ...decision, text: `${decision.text}, but another ending` };
    const ids = decisionIds([decision, twin, other]);
    expect(ids[1]).toBe(`${alone}:2`);
    expect(new Set(ids).size).toBe(3);
  });

  it("gives text with no letters or digits a placeholder instead of an empty part", () => {
    expect(decisionIds([{ ...decision, text: "—?!" }])).toEqual(["acde/223:00:41:07:item"]);
  });

  it("links a decision to its moment: the page's video time when the sync moved it, else the archive's", () => {
    expect(decisionMomentPath({ ...decision, callSession: "cl" })).toBe("/calls/acde/223/cl#00:41:07");
    expect(decisionMomentPath({ ...decision, moment: "00:40:00" })).toBe("/calls/acde/223#00:40:00");
  });
});
