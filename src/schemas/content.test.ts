import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "./content";

const site = JSON.parse(readFileSync("content/site.json", "utf8")) as Record<string, unknown>;

describe("siteConfigSchema", () => {
  it("accepts the site's own settings", () => {
    expect(siteConfigSchema.safeParse(site).success).toBe(true);
  });

  it("refuses an adoption address that does not name the fork (the per-EIP one the service retired)", () => {
    const parsed = siteConfigSchema.safeParse({ ...site, adoptionServiceUrl: "https://pokebal.raxhvl.com/api/adoption/{eipId}" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain("{fork}");
  });

  it.each([["plain http", "http://butterfly.example/{fork}"], ["not a URL", "{fork}"], ["HTML", "<script>{fork}</script>"]])("refuses %s", (_label, url) => {
    expect(siteConfigSchema.safeParse({ ...site, adoptionServiceUrl: url }).success).toBe(false);
  });
});
