import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { markdownLinkTargets } from "../src/domain/markdown/siteLinks";
import { fixtureEipsRepo } from "../tests/support/fixtureEipsRepo";
import { prerenderedSite } from "../tests/support/prerenderedSite";
import { builtPathExists, writeMachineText } from "./writeMachineText";

const SITE_URL = "https://forkline.example";

const builtSite = () =>
  prerenderedSite(
    resolve("tests", "fixtures", "archive"),
    SITE_URL,
    new Date("2026-01-01T00:00:00Z"),
    fixtureEipsRepo().metaEips,
  );

const read = (dir: string, path: string) => readFileSync(join(dir, path), "utf8");

describe("Markdown twins and llms.txt (fixture archive)", () => {
  const { dir, site, pages } = builtSite();
  const result = writeMachineText(dir, SITE_URL, pages, site);

  it("writes a twin beside every EIP, call, breakout and upgrade page and /decisions, each page naming its own", () => {
    const sessions = site.calls.reduce((n, call) => n + (call.sessions?.length ?? 0), 0);
    expect(result.twins).toBe(
      site.eips.length + site.calls.length + sessions + site.upgrades.filter((u) => !u.disabled).length + 1,
    );
    for (const page of ["/eips/7805", "/calls/acdt/040/cl", "/upgrade/glamsterdam", "/decisions"]) {
      expect(read(dir, `${page}.md`)).toMatch(/^# /);
      expect(read(dir, `${page}/index.html`)).toContain(
        `<link rel="alternate" type="text/markdown" href="${page}.md"/></head>`,
      );
    }
    expect(builtPathExists(dir, "/calls/md")).toBe(false);
  });

  it("puts every key decision of a call in its twin with its id, its words and the moment that backs it", () => {
    const call = JSON.parse(read(dir, "api/v1/calls/focil/019.json")) as {
      data: { decisions: { id: string; text: string; links: { moment: string } }[] };
    };
    const twin = read(dir, "/calls/focil/019.md");
    expect(call.data.decisions.length).toBeGreaterThan(0);
    for (const decision of call.data.decisions) {
      const line = twin.split("\n").find((l) => l.includes(`id \`${decision.id}\``)) ?? "";
      expect(line).toContain(decision.text);
      expect(markdownLinkTargets(line)).toContain(decision.links.moment);
    }
  });

  it("gives a call's TL;DR items links to their moments on the video's clock", () => {
    const twin = read(dir, "/calls/acde/223.md");
    expect(twin).toContain("## TL;DR");
    // tldr.json says 00:05:27; the call's transcript starts 2:19 after its video.
    expect(twin).toContain(
      `[00:03:08](${SITE_URL}/calls/acde/223#00:03:08) Devnet two (Zephyrine) finalized overnight`,
    );
    expect(twin).toContain(`[the call's JSON](${SITE_URL}/api/v1/calls/acde/223.json)`);
  });

  it("lists an upgrade's EIPs by stage as its JSON does, naming the meta-EIP as their source", () => {
    const upgrade = JSON.parse(read(dir, "api/v1/upgrades/glamsterdam.json")) as {
      data: { metaEip: number; eips: { id: number; status: string }[] };
    };
    const twin = read(dir, "/upgrade/glamsterdam.md");
    for (const eip of upgrade.data.eips) expect(twin).toContain(`[EIP-${eip.id}](${SITE_URL}/eips/${eip.id}.md)`);
    expect(twin).toContain(`Source: the meta-EIP [EIP-${upgrade.data.metaEip}]`);
  });

  it("gives an EIP's facts with its specification as their source, and its stage in each upgrade", () => {
    const twin = read(dir, "/eips/7805.md");
    expect(twin).toMatch(/^# EIP-7805: /);
    expect(twin).toContain("Source: its [specification](https://eips.ethereum.org/EIPS/eip-7805)");
    expect(twin).toMatch(/### \[Glamsterdam\]\(https:\/\/forkline\.example\/upgrade\/glamsterdam\.md\): /);
  });

  it("lists each upgrade's stage evidence with its source linked, and says so plainly when the sources disagree", () => {
    const eip = JSON.parse(read(dir, "api/v1/eips/7805.json")) as {
      data: { stageEvidence: { stages: { upgrade: string; evidence: { source: string; ref: string }[] }[] } };
    };
    const commit = eip.data.stageEvidence.stages
      .find((s) => s.upgrade === "Glamsterdam")
      ?.evidence.find((e) => e.source === "meta-eip")?.ref;
    if (!commit) throw new Error("EIP-7805 has no meta-EIP step in Glamsterdam");
    const twin = read(dir, "/eips/7805.md");
    const glamsterdam = twin.slice(twin.indexOf("### [Glamsterdam]"), twin.indexOf("### [Hegot"));
    expect(glamsterdam).toContain(
      `The sources disagree: [call: FOCIL Breakout #019 at 00:01:20](${SITE_URL}/calls/focil/019#00:01:20) decided Considered for Inclusion on 2025-09-09; [meta-EIP: EIP-7773 commit ${commit.slice(-40, -33)}](${commit}) says Proposed for Inclusion on 2025-07-01, and the meta-EIP has not changed since.`,
    );
    expect(glamsterdam).toContain("Stage evidence, as of 2026-01-01");
    expect(glamsterdam).toContain(
      `- 2025-07-01: Proposed for Inclusion, [meta-EIP: EIP-7773 commit ${commit.slice(-40, -33)}](${commit})`,
    );
    expect(glamsterdam).toContain(
      "- 2025-12-11: Declined for Inclusion, curated: Forkline's content, `content/eips/7805.json`",
    );
    // Curated only: the list, no dispute.
    const hegota = twin.slice(twin.indexOf("### [Hegot"), twin.indexOf("## Key decisions"));
    expect(hegota).toContain(
      "- 2025-12-11: Considered for Inclusion, curated: Forkline's content, `content/eips/7805.json`",
    );
    expect(hegota).not.toContain("disagree");
    const upgrade = read(dir, "/upgrade/glamsterdam.md").split("\n");
    const disputed = upgrade.filter((line) => line.includes("the sources disagree on its stage"));
    expect(disputed.map((line) => /\[EIP-(\d+)\]/.exec(line)?.[1])).toEqual(["7805"]);
  });

  it("writes an llms.txt whose every link on the site names a file of the build", () => {
    const llms = read(dir, "llms.txt");
    const local = markdownLinkTargets(llms).filter((target) => target.startsWith(SITE_URL));
    expect(local.length).toBeGreaterThan(30);
    for (const target of local) expect(builtPathExists(dir, new URL(target).pathname), target).toBe(true);
  });

  it("repeats itself: a second run gives the same files and adds the link to a page only once", () => {
    const before = [read(dir, "llms.txt"), read(dir, "/eips/7805.md"), read(dir, "/eips/7805/index.html")];
    writeMachineText(dir, SITE_URL, pages, site);
    expect([read(dir, "llms.txt"), read(dir, "/eips/7805.md"), read(dir, "/eips/7805/index.html")]).toEqual(before);
  });

  it("fails the build naming the twin and the link when a page it links to is not in the build", () => {
    const broken = builtSite();
    rmSync(join(broken.dir, "calls/focil/019"), { recursive: true });
    expect(() =>
      writeMachineText(
        broken.dir,
        SITE_URL,
        broken.pages.filter((p) => p !== "/calls/focil/019"),
        broken.site,
      ),
    ).toThrow(`/eips/7805.md: ${SITE_URL}/calls/focil/019#00:01:02`);
  });

  it("fails naming llms.txt when a file it lists is missing, and names the open-data file it cannot read", () => {
    const broken = builtSite();
    rmSync(join(broken.dir, "api/v1/events.json"));
    expect(() => writeMachineText(broken.dir, SITE_URL, broken.pages, broken.site)).toThrow(
      `/llms.txt: ${SITE_URL}/api/v1/events.json`,
    );
    writeFileSync(
      join(broken.dir, "api/v1/upgrades.json"),
      JSON.stringify({ apiVersion: 1, generatedAt: "2026-01-01T00:00:00Z", data: [{ id: "x" }] }),
    );
    expect(() => writeMachineText(broken.dir, SITE_URL, broken.pages, broken.site)).toThrow(
      "/api/v1/upgrades.json is not Forkline open data of this version: data.0",
    );
  });
});
