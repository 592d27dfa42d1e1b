import { test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { expect, gotoHydrated } from "./helpers";

// The fixture archive (tests/fixtures/archive): focil 019 mentions EIP-7805 in its transcript and has three key
// decisions about it (devnet inclusion, an unknown type, a stage change to Considered for Glamsterdam).

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
// content/eips plus the EIPs the fixture EIPs history brings in by rule (tests/fixtures/eips-history): what the build wrote.
const catalogueSize = () =>
  (JSON.parse(readFileSync("generated/site.json", "utf8")) as { eips: unknown[] }).eips.length;

const rows = (page: Page) => page.getByTestId("directory-eip");

test("from an upgrade card to its EIP page, to the moment a call discussed it, and back", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/upgrade/hegota");
  await page
    .locator("#eip-7805")
    .getByRole("link", { name: /FOCIL|Fork-choice enforced Inclusion Lists/i })
    .click();
  await expect(page).toHaveURL(/\/eips\/7805$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Inclusion Lists");
  // Its title already says FOCIL, so the name is not repeated.
  await expect(page.getByText(/^Also called/)).toHaveCount(0);

  // Its stage in each upgrade, and the stage history the calls decided.
  await expect(page.getByTestId("upgrade-stage").filter({ hasText: "Glamsterdam" })).toBeVisible();
  await expect(page.getByTestId("upgrade-stage").filter({ hasText: "Hegotá" })).toBeVisible();
  // The archive's decision sits in the Glamsterdam history by its date, linked to its call.
  await expect(page.getByTestId("stage-history")).toContainText(
    "Considered for Glamsterdam (was Proposed) — Sep 9, 2025, FOCIL Breakout #019",
  );

  // Decisions: newest first, each with its call and moment (three of FOCIL 019, one of ACDT 040's breakout).
  const decisions = page.getByRole("region", { name: /Decisions/ });
  await expect(decisions.getByTestId("decision")).toHaveCount(4);
  await expect(decisions.getByRole("link", { name: "FOCIL Breakout #019 at 00:01:02" })).toHaveAttribute(
    "href",
    "/calls/focil/019#00:01:02",
  );

  // In the calls: one collapsed group per call; its lines open the call on that line.
  const calls = page.getByRole("region", { name: /In the calls/ });
  const group = calls.getByTestId("mentioning-call").filter({ hasText: "FOCIL Breakout #019" });
  await expect(group).toContainText("1 transcript line");
  await expect(group.getByText("EIP-7805 goes to the next devnet")).toBeHidden();
  await group.locator("summary").click();
  await group.getByRole("link", { name: "00:01:02" }).click();
  await expect(page).toHaveURL(/\/calls\/focil\/019\?/);
  await expect(page.getByRole("region", { name: "Transcript lines" }).locator("[aria-current=true]")).toContainText(
    "EIP-7805 goes to the next devnet",
  );
  // The call page lists the EIPs it discussed, and links them where its lines name them.
  const discussed = page.getByRole("region", { name: "EIPs discussed" });
  await expect(discussed.getByRole("link", { name: /EIP-7805/ })).toContainText("4 mentions");
  const line = page
    .getByRole("region", { name: "Transcript lines" })
    .getByRole("listitem")
    .filter({ hasText: "EIP-7805 goes to the next devnet" });
  await expect(line.getByRole("link", { name: "EIP-7805" })).toHaveAttribute("href", "/eips/7805");
  const decisionsCard = page.getByRole("region", { name: "Key decisions" });
  // By number and by its common name, inside the decision's own words.
  await expect(
    decisionsCard.getByText("goes into the next devnet").getByRole("link", { name: "EIP-7805" }),
  ).toHaveAttribute("href", "/eips/7805");
  await expect(decisionsCard.getByRole("link", { name: "FOCIL", exact: true })).toHaveAttribute("href", "/eips/7805");
  // Lines that name no EIP of the catalogue get no links.
  await expect(
    page
      .getByRole("region", { name: "Transcript lines" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("link") }),
  ).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/eips\/7805$/);
  await discussed.page().getByRole("link", { name: "← All EIPs" }).click();
  await expect(page).toHaveURL(/\/eips$/);
});

test("/eips: every EIP, found by number, name or common name, filtered by upgrade, stage and layer", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/eips");
  const total = catalogueSize();
  await expect(rows(page)).toHaveCount(total);
  await expect(page.getByRole("status")).toHaveText(`${total} EIPs`);

  const find = page.getByRole("searchbox", { name: "Find an EIP" });
  await find.fill("ePBS");
  await expect(rows(page).filter({ hasText: "EIP-7732" })).toHaveCount(1);
  expect(await rows(page).count()).toBeLessThan(total);
  await find.fill("EIP-7805");
  await expect(rows(page)).toHaveCount(1);
  await find.fill("access lists");
  await expect(rows(page).filter({ hasText: "EIP-7928" })).toHaveCount(1);
  await find.fill("");

  await page.getByRole("combobox", { name: "Upgrade" }).selectOption("glamsterdam");
  await page.getByRole("combobox", { name: "Stage" }).selectOption("Scheduled");
  await expect(page).toHaveURL(/upgrade=glamsterdam&stage=Scheduled/);
  await expect(page.getByRole("status")).toHaveText(new RegExp(`^\\d+ of ${total} EIPs$`));
  const scheduled = await rows(page).count();
  expect(scheduled).toBeGreaterThan(0);
  for (const row of await rows(page).all()) await expect(row).toContainText(/Glamsterdam\s*Scheduled/);
  await page.getByRole("combobox", { name: "Layer" }).selectOption("CL");
  await expect(page).toHaveURL(/layer=CL/);
  // Read the rows only once the list has narrowed, not the list still on screen from the step before.
  await expect.poll(() => rows(page).count()).toBeLessThan(scheduled);
  expect(await rows(page).count()).toBeGreaterThan(0);
  for (const row of await rows(page).all()) await expect(row).toContainText("CL");

  // A shared filtered address opens filtered; nonsense in it is ignored.
  await gotoHydrated(page, "/eips?q=FOCIL");
  const focil = await rows(page).count();
  expect(focil).toBeGreaterThan(0);
  expect(focil).toBeLessThan(total);
  await gotoHydrated(page, "/eips?q=FOCIL&upgrade=%E0%A4%A&layer=<b>");
  await expect(rows(page)).toHaveCount(focil);
  await page.getByRole("searchbox", { name: "Find an EIP" }).fill("no such proposal anywhere");
  await expect(page.getByText("No EIP matches these filters.")).toBeVisible();
});

test("/decisions: every key decision, filtered by type, series and EIP, each linked to its moment", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/decisions");
  const items = page.getByTestId("decision");
  // Four curated decisions (FOCIL #019, ACDT #040's breakout), and three read from the TL;DRs of ACDE #223 and ACDC #157.
  await expect(items).toHaveCount(7);
  await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Stage change" });
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Scheduled for Glamsterdam");
  await expect(items.nth(0)).toContainText("from the TL;DR");
  await expect(items.nth(1)).toContainText("Considered for Glamsterdam");
  // A curated decision is the default and says nothing more; the page's introduction explains the difference.
  await expect(items.nth(1)).not.toContainText("from the TL;DR");
  await page.getByRole("combobox", { name: "Type" }).selectOption("all");
  await page.getByRole("combobox", { name: "EIP" }).selectOption({ label: "EIP-7805" });
  await expect(items).toHaveCount(4);
  await page.getByRole("combobox", { name: "Series" }).selectOption({ label: "FOCIL Breakout" });
  await expect(page).toHaveURL(/eip=7805&series=focil/);
  await items
    .first()
    .getByRole("link", { name: /FOCIL Breakout #019 at/ })
    .click();
  await expect(page).toHaveURL(/\/calls\/focil\/019#00:01:/);
});

test("without JavaScript the EIP page's content is in its HTML", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/eips/7805");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Inclusion Lists");
  await expect(page.getByTestId("decision")).toHaveCount(4);
  await expect(page.getByText("EIP-7805 goes into the next devnet")).toBeVisible();
  // The mentioning lines are in the page, inside their collapsed call.
  await expect(page.locator("details").filter({ hasText: "FOCIL Breakout #019" })).toContainText(
    "EIP-7805 goes to the next devnet",
  );
  await page.goto("/eips/7732");
  await expect(page.getByText("Also called ePBS.")).toBeVisible();
  await page.goto("/eips");
  await expect(page.getByTestId("directory-eip")).toHaveCount(catalogueSize());
  await context.close();
});

for (const [colorScheme, viewport] of [
  ["light", DESKTOP],
  ["dark", PHONE],
  ["dark", DESKTOP],
  ["light", PHONE],
] as const) {
  test(`EIP pages have no axe violations and fit the screen (${colorScheme}, ${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    for (const path of ["/eips/7805", "/eips", "/decisions"]) {
      await gotoHydrated(page, path);
      await page.evaluate(() =>
        document.querySelectorAll("details").forEach((details) => {
          details.open = true;
        }),
      );
      const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
        (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
      );
      expect(violations).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
  });
}

test("/decisions gathers the follow-ups of each series' last call, with their owners, each opening its moment", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/decisions");
  const followUps = page.getByRole("region", { name: "Follow-ups from the last calls" });
  await expect(followUps).toContainText("2 action items from 1 call, with who took them");
  await followUps.getByText("Follow-ups from the last calls").click();
  // Of the fixture calls with a TL;DR, ACDE #223 is its series' last; ACDC #157 is months older than the archive's last call.
  await expect(followUps.getByTestId("follow-ups")).toHaveCount(1);
  const call = followUps.getByRole("region", { name: "All Core Devs - Execution #223" });
  await expect(call.getByRole("listitem")).toHaveCount(2);
  await expect(call.getByRole("listitem").first()).toContainText(
    "Jonas Okafor: Merge the receipt decoder fix and relaunch the devnet",
  );
  await call
    .getByRole("link", { name: /^At 00:0\d:\d\d$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/calls\/acde\/223#00:0\d:\d\d$/);
});

test("an EIP page lists the decisions read from a TL;DR, with where they came from", async ({ page }) => {
  await gotoHydrated(page, "/eips/7732");
  const decisions = page.getByRole("region", { name: /Decisions/ });
  const derived = decisions.getByTestId("decision").filter({ hasText: "moved to SFI for Glamsterdam" });
  await expect(derived).toContainText("Scheduled for Glamsterdam");
  await expect(derived).toContainText("from the TL;DR");
  await expect(derived.getByRole("link", { name: /All Core Devs - Execution #223 at/ })).toHaveAttribute(
    "href",
    /\/calls\/acde\/223#/,
  );
});
