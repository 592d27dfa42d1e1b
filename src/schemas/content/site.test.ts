import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "./site";

const site = {
  productName: "Forkline",
  tagline: "Ethereum network upgrades, in plain language",
  feedbackForumThread:
    "https://ethereum-magicians.org/t/soliciting-stakeholder-feedback-on-glamsterdam-headliners/24885",
  defaultVideoUrl: "https://www.youtube.com/@EthereumProtocol",
  agendaIssueUrl: "https://github.com/ethereum/pm/issues/{issue}",
  upcomingCallsApi:
    "https://api.github.com/repos/ethereum/pm/issues?state=open&per_page=20",
  adoptionServiceUrl: "https://butterfly.raxhvl.com/api/adoption/fork/{fork}",
  adoptionServiceSite: "https://butterfly.raxhvl.com/",
  eipSpecUrl: "https://eips.ethereum.org/EIPS/eip-{id}",
  ripSpecUrl: "https://github.com/ethereum/RIPs/blob/master/RIPS/rip-{id}.md",
  eipSpecsAsOf: "2026-08-22",
  stageFactsAsOf: "2026-08-22",
};

describe("siteConfigSchema", () => {
  it("accepts settings shaped like content/site.json", () => {
    expect(siteConfigSchema.safeParse(site).success).toBe(true);
  });

  it("refuses an adoption address that does not name the fork (the per-EIP one the service retired)", () => {
    const parsed = siteConfigSchema.safeParse({
      ...site,
      adoptionServiceUrl: "https://pokebal.raxhvl.com/api/adoption/{eipId}",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain("{fork}");
  });

  it.each([
    ["plain http", "http://butterfly.example/{fork}"],
    ["not a URL", "{fork}"],
    ["HTML", "<script>{fork}</script>"],
  ])("refuses %s", (_label, url) => {
    expect(
      siteConfigSchema.safeParse({ ...site, adoptionServiceUrl: url }).success,
    ).toBe(false);
  });
});
