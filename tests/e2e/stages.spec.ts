import { test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { expect, gotoHydrated, openCollapsedSections } from "./helpers";

// The fixture build syncs a small EIPs history of our own (tests/fixtures/eips-history) with real git: meta EIP 7773
// lists EIP-7805 as Proposed since 1 Jul 2025 while the FOCIL breakout #019 (tests/fixtures/archive) decided it
// Considered on 9 Sep 2025; meta EIP 8081 brings in EIP-9999, which content/ does not know, and on 15 Sep 2026, after
// the facts were imported (site.json's stageFactsAsOf, 22 Aug 2026), lists EIP-7686 as Considered, which content/ has
// as Proposed. On 22 Aug 2026 the history holds the specs of EIP-7934 and EIP-7935 that content/eip-specs reviewed; on
// 27 Nov 2026 EIP-7935's spec changes.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

test("a disputed EIP says plainly that the sources disagree and shows where each step comes from", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/eips/7805");
  const glamsterdam = page.getByRole("region", { name: "Stage history in Glamsterdam" });
  const dispute = glamsterdam.getByTestId("stage-dispute");
  await expect(dispute).toHaveText(
    "The sources disagree: FOCIL Breakout #019 decided Considered for Glamsterdam (was Proposed) on Sep 9, 2025; EIP-7773 lists it as Proposed for Inclusion since Jul 1, 2025.",
  );
  // Both sides are in the history below, each with its source linked.
  await expect(
    glamsterdam
      .getByTestId("stage-step")
      .filter({ hasText: "FOCIL stays Considered" })
      .getByRole("link", { name: "FOCIL Breakout #019" }),
  ).toHaveAttribute("href", "/calls/focil/019#00:01:20");
  const metaStep = glamsterdam.getByTestId("stage-step").filter({ hasText: "EIP-7773 commit" });
  await expect(metaStep).toContainText("Proposed for Inclusion — Jul 1, 2025, EIP-7773 commit");
  await expect(metaStep.getByRole("link")).toHaveAttribute(
    "href",
    /^https:\/\/github\.com\/ethereum\/EIPs\/commit\/[0-9a-f]{40}$/,
  );
  await expect(glamsterdam.getByTestId("stage-step").filter({ hasText: "FOCIL stays Considered" })).toContainText(
    "FOCIL Breakout #019",
  );
  await expect(glamsterdam.getByTestId("stage-step").filter({ hasText: "Dec 11, 2025" })).toContainText(
    "in the facts Forkline imported on Aug 22, 2026",
  );
  // Hegotá has no meta-EIP step for it and no call decision: no dispute there.
  await expect(page.getByRole("region", { name: "Stage history in Hegotá" }).getByTestId("stage-dispute")).toHaveCount(
    0,
  );
});

test("the upgrade page marks a disputed EIP's card and shows both sides, each linked to its source", async ({
  page,
}) => {
  // The Glamsterdam page opened whole is the site's heaviest: slow on a loaded machine.
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/upgrade/glamsterdam");
  await openCollapsedSections(page);
  const notes = page.locator("main section[data-section]").getByTestId("stage-dispute");
  // Only EIP-7805 is disputed in the fixtures, and it was a headliner candidate: the same note sits right above its
  // card in its stage section and above its card among the headliner proposals.
  await expect(notes).toHaveCount(2);
  for (const [section, card] of [
    ["declined-for-inclusion", "eip-7805"],
    ["headliner-proposals", "headliner-eip-7805"],
  ] as const) {
    const dispute = page.locator(`section#${section}`).getByTestId("stage-dispute");
    await expect(dispute).toHaveText(
      /^The sources disagree on EIP-7805: FOCIL Breakout #019 decided Considered for Glamsterdam \(was Proposed\) on Sep 9, 2025; EIP-7773 lists it as Proposed for Inclusion since Jul 1, 2025\. FOCIL Breakout #019 · EIP-7773 commit [0-9a-f]{7}$/,
    );
    await expect(dispute.getByRole("link", { name: "FOCIL Breakout #019" })).toHaveAttribute(
      "href",
      "/calls/focil/019#00:01:20",
    );
    await expect(dispute.getByRole("link", { name: /^EIP-7773 commit [0-9a-f]{7}$/ })).toHaveAttribute(
      "href",
      /^https:\/\/github\.com\/ethereum\/EIPs\/commit\/[0-9a-f]{40}$/,
    );
    await expect(dispute.locator("xpath=following-sibling::*[1]")).toHaveAttribute("id", card);
  }
  // Hegotá's page has no dispute: its meta EIP and the calls agree in the fixtures.
  await gotoHydrated(page, "/upgrade/hegota");
  await openCollapsedSections(page);
  await expect(page.getByTestId("stage-dispute")).toHaveCount(0);
});

test("an upgrade seen as of a past day shows its stages then, says it is a past view and charts the scope over time", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const counters = page.getByRole("list", { name: "EIPs by stage" });
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        ["Proposed", "Considered", "Scheduled", "Declined"].map(
          async (stage) =>
            [stage, Number(await counters.locator(`[data-stage=${stage}] .text-3xl`).innerText())] as const,
        ),
      ),
    );
  await gotoHydrated(page, "/upgrade/glamsterdam");
  const scope = page.getByTestId("scope-over-time");
  // Each line is labelled at its end with its stage and today's count: no legend to look up.
  const scheduledLabel = scope.locator("svg text").filter({ hasText: /^Scheduled \d+$/ });
  await expect(scheduledLabel).toHaveCount(1);
  const today = await counts();
  expect(await scheduledLabel.textContent()).toBe(`Scheduled ${today.Scheduled}`);
  await expect(scope.getByRole("img")).toHaveAttribute(
    "aria-label",
    /^EIPs per stage from .+ to .+: Proposed \d+ then \d+/,
  );
  await expect(page.locator("#eip-7805")).toHaveCount(0); // Declined today: in the collapsed section

  await scope.getByLabel("See the page as of").fill("2025-08-01");
  await scope.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/upgrade\/glamsterdam\?asOf=2025-08-01$/);
  const note = page.getByTestId("past-view");
  await expect(note).toContainText("Glamsterdam on Aug 1, 2025. This is a past view");
  // EIP-7805 was Proposed then (EIP-7773 of Jul 1, 2025), before the calls considered and declined it.
  await expect(page.locator("section[data-section]", { has: page.locator("#eip-7805") })).toHaveAttribute(
    "id",
    "proposed-for-inclusion",
  );
  const then = await counts();
  expect(then).not.toEqual(today);
  expect(then.Declined).toBeLessThan(today.Declined ?? 0);
  await expect(scope.getByTestId("scope-as-of")).toHaveCount(1);

  // The same view from its address, and back to today.
  await gotoHydrated(page, "/upgrade/glamsterdam?asOf=2025-08-01");
  await expect(note).toBeVisible();
  expect(await counts()).toEqual(then);
  await note.getByRole("link", { name: "See Glamsterdam today" }).click();
  await expect(page).toHaveURL(/\/upgrade\/glamsterdam$/);
  await expect(note).toHaveCount(0);
  expect(await counts()).toEqual(today);
});

for (const [colorScheme, viewport] of [
  ["light", PHONE],
  ["dark", PHONE],
  ["dark", DESKTOP],
  ["light", DESKTOP],
] as const) {
  test(`the scope chart's labels are readable, inside the drawing and apart, in their lines' colours, axe clean (${colorScheme}, ${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    // Hegotá's Proposed line ends far above the other five, which end together at the bottom.
    for (const path of ["/upgrade/hegota", "/upgrade/glamsterdam", "/upgrade/glamsterdam?asOf=2026-06-01"]) {
      await gotoHydrated(page, path);
      const chart = page.getByTestId("scope-over-time").getByRole("img");
      await expect(chart).toBeVisible();
      const { box, texts, lines } = await chart.evaluate((svg) => {
        const rect = (element: Element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          return { left, right, top, bottom };
        };
        return {
          box: rect(svg),
          texts: [...svg.querySelectorAll("text")].map((text) => ({
            text: text.textContent,
            stage: text.getAttribute("data-stage"),
            // The size it is drawn at on the screen, after any scaling of the drawing.
            px: Number.parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? Number.NaN),
            fill: getComputedStyle(text).fill,
            ...rect(text),
          })),
          lines: Object.fromEntries(
            [...svg.querySelectorAll("polyline")].map((line) => [
              line.getAttribute("data-stage"),
              getComputedStyle(line).stroke,
            ]),
          ),
        };
      });
      const labels = texts.filter((text) => text.stage);
      expect(labels.length, path).toBeGreaterThanOrEqual(4);
      expect(labels.map((label) => label.stage).sort(), path).toEqual(Object.keys(lines).sort());
      expect(texts.length - labels.length, `${path}: the first day and today under the plot`).toBeGreaterThanOrEqual(2);
      for (const text of texts) {
        expect(text.px, `${path} ${text.text}`).toBeGreaterThanOrEqual(12);
        expect(text.left, `${path} ${text.text}`).toBeGreaterThanOrEqual(box.left - 0.5);
        expect(text.right, `${path} ${text.text}`).toBeLessThanOrEqual(box.right + 0.5);
        expect(text.top, `${path} ${text.text}`).toBeGreaterThanOrEqual(box.top - 0.5);
        expect(text.bottom, `${path} ${text.text}`).toBeLessThanOrEqual(box.bottom + 0.5);
        if (text.stage) expect(text.fill, `${path} ${text.text}`).toBe(lines[text.stage]);
      }
      // No two texts overlap: the line labels, nor the dates under the plot.
      for (const [i, a] of texts.entries())
        for (const b of texts.slice(i + 1)) {
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          expect(apart, `${path}: "${a.text}" overlaps "${b.text}"`).toBe(true);
        }
      expect(box.right).toBeLessThanOrEqual(viewport.width);
      // Glamsterdam's pages are checked whole by the test below; Hegotá's chart here.
      if (path === "/upgrade/hegota") {
        const { violations } = await new AxeBuilder({ page }).include("[data-testid=scope-over-time]").analyze();
        expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      }
    }
  });
}

test("an EIP new to a scope appears on its upgrade page and its own page with its spec's description, and says so", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/eips/9999");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture proposal without a plain-language text");
  await expect(page.getByTestId("eip-description")).toHaveText(
    "Adds a made-up opcode so that tests can follow an EIP that enters an upgrade by its meta EIP alone (The EIP's own summary: our plain-language text is not written yet.)",
  );
  await expect(page.getByTestId("upgrade-stage")).toHaveText("Hegotá Proposed for Inclusion");
  await expect(page.getByRole("region", { name: "Stage history in Hegotá" }).getByTestId("stage-step")).toContainText(
    "Proposed for Inclusion — Aug 1, 2025, EIP-8081 commit",
  );

  await gotoHydrated(page, "/upgrade/hegota");
  await openCollapsedSections(page);
  const card = page.locator("#eip-9999");
  await expect(card).toContainText("Fixture proposal without a plain-language text");
  await expect(card.getByTestId("eip-description")).toContainText("Adds a made-up opcode");
  await expect(card.getByTestId("eip-description")).toContainText("our plain-language text is not written yet");
});

test("a meta-EIP commit after the imported facts moves an EIP's stage on both pages, with the commit as its source", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/eips/7686");
  await expect(page.getByTestId("upgrade-stage").filter({ hasText: "Hegotá" })).toHaveText(
    "Hegotá Considered for Inclusion",
  );
  const hegota = page.getByRole("region", { name: "Stage history in Hegotá" });
  const steps = hegota.getByTestId("stage-step");
  await expect(steps.first()).toContainText("in the facts Forkline imported on Aug 22, 2026");
  await expect(steps.last()).toContainText("Considered for Inclusion — Sep 15, 2026, EIP-8081 commit");
  await expect(steps.last().getByRole("link")).toHaveAttribute(
    "href",
    /^https:\/\/github\.com\/ethereum\/EIPs\/commit\/[0-9a-f]{40}$/,
  );

  await gotoHydrated(page, "/upgrade/hegota");
  await openCollapsedSections(page);
  await expect(page.locator("section[data-section]", { has: page.locator("#eip-7686") })).toHaveAttribute(
    "id",
    "considered-for-inclusion",
  );
  // Seen as of a day before the commit, it is where the imported facts put it.
  await gotoHydrated(page, "/upgrade/hegota?asOf=2026-09-01");
  await expect(page.getByTestId("past-view")).toBeVisible();
  await openCollapsedSections(page);
  await expect(page.locator("section[data-section]", { has: page.locator("#eip-7686") })).toHaveAttribute(
    "id",
    "proposed-for-inclusion",
  );
});

test("a text reviewed against an older spec says so on its EIP page and upgrade card, linked to the change; a current one does not", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The commit that changed the spec after the reviewed version, as git on the fixture build's clone tells it.
  const [commit, day] = execFileSync(
    "git",
    ["-C", ".builds/eips-fixture", "log", "-1", "--format=%H %cs", "--", "EIPS/eip-7935.md"],
    { encoding: "utf8" },
  )
    .trim()
    .split(" ");
  expect(day).toBe("2026-11-27");
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/eips/7935");
  const stale = page.getByTestId("review-stale");
  await expect(stale).toHaveText(
    `Reviewed against an older version of the specification: it changed on Nov 27, 2026, so this text may be out of date. See the change (commit ${commit!.slice(0, 7)})`,
  );
  await expect(stale.getByRole("link")).toHaveAttribute("href", `https://github.com/ethereum/EIPs/commit/${commit}`);
  // It sits right under the text it qualifies.
  await expect(stale.locator("xpath=preceding-sibling::*[1]")).toHaveAttribute("data-testid", "eip-description");
  await expect(page.getByTestId("machine-drafted")).toContainText("then checked against the EIP's specification");

  // The page's Markdown twin says it too.
  const twin = await (await page.request.get("/eips/7935.md")).text();
  expect(twin).toContain("it changed on Nov 27, 2026, so this text may be out of date.");
  expect(twin).toContain(`(https://github.com/ethereum/EIPs/commit/${commit})`);

  await gotoHydrated(page, "/eips/7934");
  await expect(page.getByTestId("machine-drafted")).toContainText("then checked against the EIP's specification");
  await expect(page.getByTestId("review-stale")).toHaveCount(0);

  await gotoHydrated(page, "/upgrade/fusaka");
  await openCollapsedSections(page);
  const notes = page.locator("main section[data-section]").getByTestId("review-stale");
  await expect(notes).toHaveCount(1);
  await expect(page.locator("#eip-7935").getByTestId("review-stale")).toContainText("changed on Nov 27, 2026");
  await expect(page.locator("#eip-7934")).toBeVisible();
  await expect(page.locator("#eip-7934").getByTestId("review-stale")).toHaveCount(0);
});

// Two groups of pages, each a test per scheme and width: the Fusaka page opened whole with the Glamsterdam ones would
// not fit one test's time on a loaded machine.
const AXE_PAGES = [
  {
    name: "stage provenance pages",
    paths: ["/eips/7805", "/eips/9999", "/eips/7686", "/upgrade/glamsterdam", "/upgrade/glamsterdam?asOf=2025-08-01"],
  },
  {
    name: "the pages with a stale review note",
    paths: ["/eips/7935", "/upgrade/fusaka"],
    shows: "#eip-7935 [data-testid=review-stale]",
  },
];

for (const [colorScheme, viewport] of [
  ["light", DESKTOP],
  ["dark", PHONE],
  ["dark", DESKTOP],
  ["light", PHONE],
] as const) {
  for (const { name, paths, shows } of AXE_PAGES)
    test(`${name} have no axe violations and fit the screen (${colorScheme}, ${viewport.width} px)`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      for (const path of paths) {
        await gotoHydrated(page, path);
        if (path.includes("asOf")) await expect(page.getByTestId("past-view")).toBeVisible();
        if (path.startsWith("/upgrade/")) await openCollapsedSections(page);
        if (shows) await expect(page.locator(shows)).toBeVisible();
        const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
          (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
        );
        expect(violations).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    });
}
