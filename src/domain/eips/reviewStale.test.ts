import { describe, expect, it } from "vitest";
import { checkReview, reviewReport, staleReviewNote, type SpecRevision } from "./reviewStale";

// Versions are content hashes: git blob ids (40 hex) in the pipeline; any 40–64 hex id here.
const sha = (c: string) => c.repeat(40);
const commit = (c: string) => c.repeat(40);
const rev = (c: string, date: string, version: string): SpecRevision => ({
  upstreamCommit: commit(c),
  date,
  version: sha(version),
});

describe("checkReview", () => {
  it("is current when the clone's spec is the reviewed one, whatever the history says", () => {
    expect(checkReview(sha("a"), sha("a"), [])).toEqual({ state: "current" });
    expect(checkReview(sha("a"), sha("A"), [rev("1", "2026-01-01", "b")])).toEqual({ state: "current" });
  });

  it("is stale since the first commit after the reviewed version that changed the file", () => {
    const history = [rev("1", "2025-03-01", "0"), rev("2", "2025-05-01", "a"), rev("3", "2025-06-10", "b")];
    expect(checkReview(sha("a"), sha("b"), history)).toEqual({
      state: "stale",
      since: "2025-06-10",
      commit: commit("3"),
    });
  });

  it("skips commits that touched the file without changing it, and counts from the last time it was as reviewed", () => {
    const history = [
      rev("1", "2025-01-01", "a"),
      rev("2", "2025-02-01", "b"),
      rev("3", "2025-03-01", "a"), // reverted to the reviewed text
      rev("4", "2025-04-01", "a"), // touched, same bytes
      rev("5", "2025-05-01", "c"),
      rev("6", "2025-06-01", "d"),
    ];
    expect(checkReview(sha("a"), sha("d"), history)).toMatchObject({ state: "stale", since: "2025-05-01" });
    // Reverted back to the reviewed text at the end: current, not stale.
    expect(checkReview(sha("a"), sha("a"), [...history, rev("7", "2025-07-01", "a")])).toEqual({ state: "current" });
  });

  it("never calls a review stale against a clone older than the reviewed spec", () => {
    // The review read version "c" (newer upstream); the clone ends at "b": its versions are older, not changes since.
    const older = [rev("1", "2025-01-01", "a"), rev("2", "2025-02-01", "b")];
    expect(checkReview(sha("c"), sha("b"), older)).toEqual({ state: "not-in-history" });
    expect(checkReview(sha("c"), sha("b"), [])).toEqual({ state: "not-in-history" });
  });

  it("does not claim a spec the clone lacks is stale", () => {
    expect(checkReview(sha("a"), undefined, [rev("1", "2025-01-01", "a"), rev("2", "2025-02-01", "b")])).toEqual({
      state: "spec-missing",
    });
  });

  it("says when the checkout differs from a history whose newest version is the reviewed one", () => {
    expect(checkReview(sha("a"), sha("b"), [rev("1", "2025-01-01", "a")])).toEqual({ state: "uncommitted" });
  });

  it("does not trust hostile or empty inputs", () => {
    // Nothing known about the reviewed version: never current, never stale.
    expect(checkReview(undefined, sha("a"), [rev("1", "2025-01-01", "b")])).toEqual({ state: "reviewed-unknown" });
    expect(checkReview("", "", [])).toEqual({ state: "reviewed-unknown" });
    expect(checkReview("not a sha", "not a sha", [])).toEqual({ state: "reviewed-unknown" });
    expect(checkReview(sha("a"), "", [])).toEqual({ state: "not-in-history" });
    // A change without a commit id or with a date git did not give cannot be linked to or told.
    const bad = [rev("1", "2025-01-01", "a"), { upstreamCommit: "<script>", date: "2025-02-01", version: sha("b") }];
    expect(checkReview(sha("a"), sha("b"), bad)).toEqual({ state: "unreadable" });
    const undated = [rev("1", "2025-01-01", "a"), { ...rev("2", "2025-02-01", "b"), date: "Invalid Date" }];
    expect(checkReview(sha("a"), sha("b"), undated)).toEqual({ state: "unreadable" });
    // A garbled version elsewhere in the history does not matter.
    const garbled = [
      { upstreamCommit: "", date: "", version: "" },
      rev("1", "2025-01-01", "a"),
      rev("2", "2025-02-01", "b"),
    ];
    expect(checkReview(sha("a"), sha("b"), garbled)).toMatchObject({ state: "stale", commit: commit("2") });
  });

  it("reads a long history", () => {
    const history = Array.from({ length: 20_000 }, (_, i) =>
      rev(String(i % 10), "2025-01-01", i === 19_000 ? "a" : String((i % 9) + 1)),
    );
    expect(checkReview(sha("a"), sha("9"), history)).toMatchObject({ state: "stale", commit: commit("1") });
  });
});

describe("reviewReport", () => {
  it("counts the reviews, tells each stale one with its change and names every review it could not check", () => {
    const checks = new Map([
      [8000, { state: "not-in-history" as const }],
      [7935, { state: "stale" as const, since: "2025-06-10", commit: commit("3") }],
      [7934, { state: "current" as const }],
      [7000, { state: "not-in-history" as const }],
      [8100, { state: "spec-missing" as const }],
      [8200, { state: "unreadable" as const }],
      [8300, { state: "reviewed-unknown" as const }],
    ]);
    expect(reviewReport(checks)).toEqual([
      "7 reviews checked against the EIPs clone: 1 current, 1 stale (the pages say so), 5 not checked",
      `stale review: EIP-7935's text was reviewed against an older EIPS/eip-7935.md, changed on 2025-06-10 in https://github.com/ethereum/EIPs/commit/${commit("3")}`,
      "review not checked: the EIPs clone has no spec file for EIP-8100",
      "review not checked: content/eip-specs no longer holds the spec version the review read for EIP-8300",
      "review not checked: the reviewed version of the spec is not in the synced history of EIP-7000, EIP-8000",
      "review not checked: the commit that changed the spec after the reviewed version has no readable id or date for EIP-8200",
    ]);
    expect(reviewReport(new Map())).toEqual([]);
  });
});

describe("staleReviewNote", () => {
  it("says the text may be out of date, when the spec changed, and links the change upstream", () => {
    expect(staleReviewNote({ since: "2025-06-10", commit: `abcdef1${"0".repeat(33)}` })).toEqual({
      text: "Reviewed against an older version of the specification: it changed on Jun 10, 2025, so this text may be out of date.",
      commit: {
        text: "See the change (commit abcdef1)",
        url: `https://github.com/ethereum/EIPs/commit/abcdef1${"0".repeat(33)}`,
      },
    });
  });
});
