import { test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { expect, gotoHydrated, openCollapsedSections } from "./helpers";

// The fixture build syncs a small EIPs history of our own (tests/fixtures/eips-history) with real git: meta EIP 7773
// lists EIP-7805 as Proposed since 1 Jul 2025 while the FOCIL breakout #019 (tests/fixtures/archive) decided it
// Considered on 9 Sep 2025; meta EIP 8081 brings in EIP-9999, which content/ does not know. On 22 Aug 2026 it holds
// the specs of EIP-7934 and EIP-7935 that content/eip-specs reviewed; on 27 Nov 2026 EIP-7935's spec changes.

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
    "in Forkline's content",
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
  const dispute = page.locator("main section[data-section]").getByTestId("stage-dispute");
  // Only EIP-7805 is disputed in the fixtures; its note sits right above its card.
  await expect(dispute).toHaveCount(1);
  await expect(dispute).toContainText(
    "The sources disagree on EIP-7805: FOCIL Breakout #019 decided Considered for Glamsterdam (was Proposed) on Sep 9, 2025; EIP-7773 lists it as Proposed for Inclusion since Jul 1, 2025.",
  );
  await expect(dispute.getByRole("link", { name: "FOCIL Breakout #019" })).toHaveAttribute(
    "href",
    "/calls/focil/019#00:01:20",
  );
  await expect(dispute.getByRole("link", { name: /^EIP-7773 commit [0-9a-f]{7}$/ })).toHaveAttribute(
    "href",
    /^https:\/\/github\.com\/ethereum\/EIPs\/commit\/[0-9a-f]{40}$/,
  );
  await expect(dispute.locator("xpath=following-sibling::*[1]")).toHaveAttribute("id", "eip-7805");
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
    paths: ["/eips/7805", "/eips/9999", "/upgrade/glamsterdam", "/upgrade/glamsterdam?asOf=2025-08-01"],
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
