import { describe, expect, it } from "vitest";
import { missingSiteUrlWarning, publicSiteUrl } from "./paths";

describe("the public site address of a build", () => {
  it("is the local server's address when FORKLINE_PUBLIC_SITE_URL is unset or blank", () => {
    expect(publicSiteUrl(undefined)).toBe("http://localhost:4173");
    expect(publicSiteUrl("  ")).toBe("http://localhost:4173");
  });

  it("is the configured address without trailing slashes", () => {
    expect(publicSiteUrl("https://forkline.example/")).toBe("https://forkline.example");
    expect(publicSiteUrl(" https://forkline.example ")).toBe("https://forkline.example");
  });

  it("refuses an address without its scheme, naming the variable", () => {
    expect(() => publicSiteUrl("forkline.example")).toThrow(/FORKLINE_PUBLIC_SITE_URL .*"forkline\.example"/);
  });

  it("warns when unset or blank that the sitemap, robots.txt and open data point at localhost, naming the variable", () => {
    for (const unset of [undefined, "", " "]) {
      const warning = missingSiteUrlWarning(unset);
      expect(warning).toMatch(/^warning: FORKLINE_PUBLIC_SITE_URL is not set/);
      expect(warning).toContain("sitemap.xml, robots.txt and the open data");
      expect(warning).toContain("http://localhost:4173");
      expect(warning).not.toContain("\n");
    }
  });

  it("does not warn when an address is configured", () => {
    expect(missingSiteUrlWarning("https://forkline.example")).toBeNull();
  });
});
