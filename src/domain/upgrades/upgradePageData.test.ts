import { describe, expect, it } from "vitest";
import { generatedSiteSchema } from "~/schemas/site";
import { CALLS_WITH_LINES, eipPageData } from "../eips/eipPageData";
import { upgradePageData } from "./upgradePageData";

// The page features content/upgrades.json gives these upgrades.
const plain = {
  timeline: false,
  layerFilter: false,
  champions: false,
  headlinerProposals: false,
  starFollowsStage: false,
  rankingCta: null,
};
const PAGE_FEATURES = {
  pectra: plain,
  fusaka: { ...plain, timeline: true },
  glamsterdam: {
    timeline: true,
    layerFilter: true,
    champions: true,
    headlinerProposals: true,
    starFollowsStage: true,
    rankingCta: { bannerTitle: "Voice Your Support", label: "Create Your Ranking", to: "/rank/glamsterdam" },
  },
};

const upgrade = (id: "pectra" | "fusaka" | "glamsterdam", forkName: string, extra: object = {}) => ({
  id,
  path: `/upgrade/${id}`,
  name: forkName,
  forkName,
  layers: { execution: "E", consensus: "C" },
  tagline: "t",
  description: "d",
  status: "Planning",
  activationDate: "2026",
  asOf: "2025-10-30",
  disabled: false,
  metaEip: 7773,
  banners: [],
  pageFeatures: PAGE_FEATURES[id],
  ...extra,
});

const eip = (id: number, relationship: object, extra: object = {}) => ({
  id,
  title: `EIP-${id}: Thing ${id}`,
  status: "Draft",
  description: "x",
  author: "a",
  type: "Standards Track",
  createdDate: "2025-01-01",
  forkRelationships: [relationship],
  laymanDescription: "Plain blobs.",
  reviewer: "bot",
  ...extra,
});

const site = generatedSiteSchema.parse({
  site: {
    productName: "Forkline",
    tagline: "t",
    feedbackForumThread: "https://f.example/t",
    defaultVideoUrl: "https://v.example",
    agendaIssueUrl: "https://g.example/{issue}",
    upcomingCallsApi: "https://api.example",
    adoptionServiceUrl: "https://a.example/api/adoption/fork/{fork}",
    adoptionServiceSite: "https://a.example/",
    eipSpecUrl: "https://eips.example/eip-{id}",
    ripSpecUrl: "https://rips.example/rip-{id}.md",
    eipSpecsAsOf: "2026-08-22",
    stageFactsAsOf: "2026-08-22",
  },
  upgrades: [
    upgrade("pectra", "Pectra", { disabled: true, status: "Active" }),
    upgrade("fusaka", "Fusaka", {
      metaEip: 7607,
      status: "Upcoming",
      timeline: [{ id: "m", title: "Mainnet", dateRange: "Dec 3", description: "x", status: "current" }],
      clientTeamPerspectives: [{ teamName: "Geth", teamType: "EL", blogPostUrl: "https://geth.example" }],
    }),
    upgrade("glamsterdam", "Glamsterdam", {
      metaEipLink: "https://ethereum-magicians.org/t/7773",
      clientTeamPerspectives: [{ teamName: "Geth", teamType: "EL", blogPostUrl: "https://geth.example" }],
    }),
  ],
  eips: [
    eip(1, { forkName: "Glamsterdam", status: "Proposed", layer: "EL" }),
    eip(2, { forkName: "Fusaka", status: "Declined" }),
    eip(3, { forkName: "Glamsterdam", status: "Proposed" }, { laymanDescription: undefined }),
    eip(4, { forkName: "Glamsterdam", status: "Withdrawn" }),
  ],
  series: [],
  calls: [],
  events: [],
  clientTeams: [],
  glossary: {
    terms: [
      { term: "blob", aliases: ["blobs"], definition: "Data." },
      { term: "slot", aliases: [], definition: "Time." },
    ],
    notJargon: [],
  },
  eipAliases: [],
  eipArchive: { mentions: {}, decisions: [], discussed: {} },
});

describe("upgradePageData", () => {
  it("carries only the glossary entries its cards use, and says in words who wrote each text and whether it was reviewed", () => {
    const data = upgradePageData(site, "glamsterdam", "2026-11-26");
    expect(data?.glossary.map((t) => t.term)).toEqual(["blob"]);
    expect(data?.eips[0]?.termMarks).toEqual([[0, 6, 11, 0]]);
    expect(data?.eips[0]?.reviewNote).toBe("Plain-language text drafted by a machine, not yet reviewed.");
  });

  it("gives an enabled upgrade with its EIPs, those without our text and the withdrawn as compact cards", () => {
    const data = upgradePageData(site, "glamsterdam", "2026-11-26");
    expect(data?.upgrade.name).toBe("Glamsterdam");
    expect(data?.eips.map((e) => [e.id, e.details !== undefined])).toEqual([
      [1, true],
      [3, false],
      [4, false],
    ]);
    expect(data?.eips[1]?.headerDescription).toBe("x");
    expect(data?.upgrade.metaEip).toEqual({
      number: 7773,
      url: "https://ethereum-magicians.org/t/7773",
      isDiscussion: true,
    });
    expect(data?.upgrade.clientTeamPerspectives).toHaveLength(1);
    expect(data?.adoption).toEqual({
      serviceUrl: "https://a.example/api/adoption/fork/glamsterdam",
      siteUrl: "https://a.example/",
    });
  });

  it("gives a card the common names its title does not already hold, for the text filter", () => {
    const named = {
      ...site,
      eipAliases: [
        { alias: "Widget", eip: 1 },
        { alias: "thing", eip: 1 },
        { alias: "Other", eip: 2 },
      ],
    };
    expect(upgradePageData(named, "glamsterdam", "2026-11-26")?.eips[0]?.aliases).toEqual(["Widget"]);
    expect(upgradePageData(site, "glamsterdam", "2026-11-26")?.eips[0]).not.toHaveProperty("aliases");
  });

  it("falls back to the meta EIP's specification when there is no discussion link", () => {
    expect(upgradePageData(site, "fusaka", "2026-11-26")?.upgrade.metaEip).toEqual({
      number: 7607,
      url: "https://eips.example/eip-7607",
      isDiscussion: false,
    });
  });

  it("keeps the timeline and perspectives only where the page shows them", () => {
    const fusaka = upgradePageData(site, "fusaka", "2026-11-26");
    expect(fusaka?.upgrade.timeline).toHaveLength(1);
    expect(fusaka?.upgrade.clientTeamPerspectives).toBeUndefined();
  });

  it("lists every upgrade on the strip, in order", () => {
    expect(upgradePageData(site, "fusaka", "2026-11-26")?.strip.map((u) => [u.id, u.disabled])).toEqual([
      ["pectra", true],
      ["fusaka", false],
      ["glamsterdam", false],
    ]);
  });

  it("is undefined for a disabled or unknown upgrade", () => {
    expect(upgradePageData(site, "pectra", "2026-11-26")).toBeUndefined();
    expect(upgradePageData(site, "osaka", "2026-11-26")).toBeUndefined();
    expect(upgradePageData(site, undefined, "2026-11-26")).toBeUndefined();
  });
});

// The EIP page reads the same site: its card is the newest upgrade page's, with the full details even when declined.
describe("eipPageData", () => {
  const withArchive = {
    ...site,
    eipAliases: [
      { alias: "Widget", eip: 2 },
      { alias: "thing", eip: 2 },
    ],
    eipArchive: {
      mentions: {
        "2": [
          {
            callType: "acde",
            callNumber: "230",
            callDate: "2026-02-12",
            counts: { transcript: 1, chat: 0, summary: 0 },
            moments: [],
          },
        ],
      },
      decisions: [
        {
          callType: "acde",
          callNumber: "230",
          callDate: "2026-02-12",
          timestamp: "00:10:00",
          kind: "stage_change" as const,
          label: "Declined for Fusaka",
          text: "No",
          eips: [2],
          source: "curated" as const,
        },
        {
          callType: "acdc",
          callNumber: "150",
          callDate: "2026-01-08",
          timestamp: "00:05:00",
          kind: "other" as const,
          label: "Other decision",
          text: "Other",
          eips: [1],
          source: "curated" as const,
        },
      ],
      discussed: {},
    },
  };

  it("answers an id the catalogue does not hold with undefined", () => {
    expect(eipPageData(withArchive, 99)).toBeUndefined();
    expect(eipPageData(withArchive, Number.NaN)).toBeUndefined();
  });

  it("gives the stages, the aliases, the decisions naming it and the calls mentioning it", () => {
    const page = eipPageData(withArchive, 2);
    expect(page?.stages).toEqual([
      {
        upgradeId: "fusaka",
        upgradeName: "Fusaka",
        path: "/upgrade/fusaka",
        stage: "Declined",
        isHeadliner: false,
        wasHeadlinerCandidate: false,
      },
    ]);
    // 'thing' is in its title ('Thing 2'), so only the other name is listed.
    expect(page?.aliases).toEqual(["Widget"]);
    expect(page?.decisions.map((d) => d.text)).toEqual(["No"]);
    expect(page?.mentions).toHaveLength(1);
    expect(page?.series.map((s) => s.id)).toEqual(["acde"]);
    // Declined cards are compact on the upgrade page; the EIP page shows everything.
    expect(page?.card?.eip.details).toBeDefined();
    expect(page?.card?.upgradeName).toBe("Fusaka");
  });

  it("shows no card for an EIP without a plain-language text, but keeps its facts", () => {
    const page = eipPageData(withArchive, 3);
    expect(page?.card).toBeUndefined();
    expect(page?.title).toBe("Thing 3");
    expect(page?.specUrl).toBe("https://eips.example/eip-3");
  });

  it("shows the lines of the newest calls only; older calls keep their counts", () => {
    const call = (n: number) => ({
      callType: "acde",
      callNumber: String(n),
      callDate: "2026-01-01",
      counts: { transcript: 2, chat: 0, summary: 0 },
      moments: [{ type: "transcript" as const, timestamp: "00:00:01", speaker: "", text: "EIP-2", mention: "EIP-2" }],
    });
    const many = {
      ...withArchive,
      eipArchive: {
        ...withArchive.eipArchive,
        mentions: { "2": Array.from({ length: CALLS_WITH_LINES + 3 }, (_, i) => call(i)) },
      },
    };
    const mentions = eipPageData(many, 2)?.mentions ?? [];
    expect(mentions).toHaveLength(CALLS_WITH_LINES + 3);
    expect(mentions.filter((m) => m.moments.length > 0)).toHaveLength(CALLS_WITH_LINES);
    expect(mentions.at(-1)?.counts.transcript).toBe(2);
  });
});

describe("upgradePageData: disputes", () => {
  const commit = (c: string) => c.repeat(40);
  const decided = (eipId: number, to: string) => ({
    callType: "acde",
    callNumber: "229",
    callDate: "2026-02-05",
    timestamp: "00:10:00",
    kind: "stage_change" as const,
    source: "curated" as const,
    label: `${to} for Glamsterdam`,
    text: `Move ${eipId} to ${to}.`,
    eips: [eipId],
    fork: "glamsterdam",
    stageChange: { to },
  });
  const withSources = {
    ...site,
    metaEips: [
      {
        metaEip: 7773,
        upgrade: "Glamsterdam",
        eips: [
          { eip: 1, steps: [{ stage: "Proposed", date: "2025-09-24", upstreamCommit: commit("a") }] },
          { eip: 3, steps: [{ stage: "Considered", date: "2026-03-01", upstreamCommit: commit("b") }] },
        ],
      },
    ],
    eipArchive: { ...site.eipArchive, decisions: [decided(1, "Considered"), decided(3, "Considered")] },
  };

  it("marks the EIP whose latest call decision the meta EIP contradicts, naming both sides and linking the commit", () => {
    const data = upgradePageData(withSources, "glamsterdam", "2026-11-26");
    const [first, third] = [data?.eips.find((e) => e.id === 1), data?.eips.find((e) => e.id === 3)];
    expect(first?.stageDispute).toEqual({
      text: "The sources disagree on EIP-1: acde #229 decided Considered for Glamsterdam on Feb 5, 2026; EIP-7773 lists it as Proposed for Inclusion since Sep 24, 2025.",
      commit: { text: "EIP-7773 commit aaaaaaa", url: `https://github.com/ethereum/EIPs/commit/${commit("a")}` },
    });
    // The meta EIP followed the call: no dispute.
    expect(third?.stageDispute).toBeUndefined();
  });

  it("marks nothing without the meta EIPs' history", () => {
    const data = upgradePageData({ ...withSources, metaEips: undefined }, "glamsterdam", "2026-11-26");
    expect(data?.eips.some((e) => e.stageDispute)).toBe(false);
  });
});
