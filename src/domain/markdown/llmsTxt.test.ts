import { describe, expect, it } from "vitest";
import { API_SCHEMAS } from "~/schemas/api";
import { ENDPOINTS } from "../api/endpoints";
import { schemaPath } from "../api/endpointPaths";
import { llmsTxt } from "./llmsTxt";
import { markdownLinkTargets } from "./siteLinks";

const input = {
  siteUrl: "https://forkline.example",
  productName: "Forkline",
  pages: ["/", "/calls", "/eips", "/decisions", "/api", "/feedback", "/upgrade/fusaka", "/eips/7805"],
  twins: new Set(["/decisions", "/upgrade/fusaka", "/eips/7805"]),
  upgrades: [
    { id: "fusaka", name: "Fusaka", path: "/upgrade/fusaka", disabled: false },
    { id: "hegota", name: "Hegotá", path: "/upgrade/hegota", disabled: true },
  ],
  examples: { id: 7805, series: "acde", number: "223", upgrade: "fusaka" },
};

describe("llms.txt", () => {
  const text = llmsTxt(input);
  const links = markdownLinkTargets(text);

  it("lists every endpoint of the open data with its template, and every JSON schema the build publishes", () => {
    for (const endpoint of ENDPOINTS) expect(text).toContain(`\`/api/v1${endpoint.template}\``);
    for (const name of Object.keys(API_SCHEMAS)) expect(links).toContain(`https://forkline.example${schemaPath(name)}`);
  });

  it("names only pages of the route list, an upgrade only when it has a page, and a twin only where there is one", () => {
    expect(links).toContain("https://forkline.example/upgrade/fusaka.md");
    expect(text).not.toContain("/upgrade/hegota");
    expect(links).not.toContain("https://forkline.example/calls.md");
    expect(links).not.toContain("https://forkline.example/feedback");
    const without = llmsTxt({ ...input, pages: input.pages.filter((p) => p !== "/calls") });
    expect(markdownLinkTargets(without)).not.toContain("https://forkline.example/calls");
  });

  it("follows the llms.txt layout: a title, a summary quote, then sections, with a table of common questions", () => {
    expect(text.startsWith("# Forkline\n\n> ")).toBe(true);
    expect(text).toMatch(
      /## Common questions\n\n\| question \| where it is answered \|\n\| --- \| --- \|\n\| What did the calls decide about EIP-7805\?/,
    );
  });

  it("is the same text twice for the same input", () => {
    expect(llmsTxt(input)).toBe(text);
  });
});
