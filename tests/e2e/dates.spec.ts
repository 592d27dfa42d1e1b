import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { formatIsoDate } from "../../src/domain/time/isoDate";
import { expect, gotoHydrated } from "./helpers";

// Time-bound facts say when they were checked, and a date the content announces reads as past once it is.

type ContentUpgrade = {
  id: string;
  name: string;
  asOf: string;
  disabled: boolean;
  banners: { title: string; date?: string }[];
  timeline?: { title: string; date?: string; status: string }[];
};
const upgrades: ContentUpgrade[] = JSON.parse(readFileSync("content/upgrades.json", "utf8"));
const fusaka = upgrades.find((upgrade) => upgrade.id === "fusaka")!;
// A date the content still calls upcoming once it has passed: the facts of Aug 2026 hold none (every dated step is
// done), so domain/time/asOf.test.ts proves that rule; these tests prove that each page says when its facts are from.

async function at(page: Page, day: string): Promise<void> {
  await page.clock.setFixedTime(new Date(`${day}T12:00:00`));
}

test("the landing page says when each upgrade's facts are from, and names each upgrade it has a page for", async ({
  page,
}) => {
  await at(page, "2026-11-26");
  await gotoHydrated(page, "/");
  for (const upgrade of upgrades) {
    const card = page
      .getByRole("region", { name: "Network upgrades" })
      .locator(":scope > div > *")
      .filter({ has: page.getByRole("heading", { name: upgrade.name, exact: true }) });
    await expect(card.getByTestId("as-of")).toHaveText(`Information as of ${formatIsoDate(upgrade.asOf)}`);
  }
  // Nothing reads as passed: every dated step of the content is done.
  await expect(page.getByTestId("overdue-step")).toHaveCount(0);
  const intro = page.locator("#intro-title + p");
  for (const upgrade of upgrades.filter((u) => !u.disabled)) await expect(intro).toContainText(upgrade.name);
});

for (const [colorScheme, viewport] of [
  ["light", { width: 1280, height: 900 }],
  ["dark", { width: 390, height: 844 }],
] as const) {
  test(`the Fusaka page says when it is from (${colorScheme}, ${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(90_000); // axe on a page of 47 cards
    await at(page, "2026-11-26");
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await page.route("**/api/adoption/**", (route) => route.fulfill({ json: [] }));
    await gotoHydrated(page, "/upgrade/fusaka");
    await expect(page.locator("header").getByTestId("as-of")).toHaveText(
      `Information as of ${formatIsoDate(fusaka.asOf)}`,
    );
    await expect(page.getByTestId("step-date-passed")).toHaveCount(0);
    // The whole page is checked in upgrade.spec.ts; here, what this file adds to it.
    const results = await new AxeBuilder({ page })
      .include("main header")
      .include("#overview")
      .include("#timeline")
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

test("the EIP pages say up to when the stages they show are known", async ({ page }) => {
  // The newest of the upgrades' checked facts and the sources: the fixture meta EIP's commit of 15 Sep 2026
  // (tests/fixtures/eips-history) is newer than every upgrade's asOf.
  const newest = [...upgrades.map((upgrade) => upgrade.asOf), "2026-09-15"].sort().at(-1)!;
  expect(newest).toBe("2026-09-15");
  await gotoHydrated(page, "/eips");
  await expect(page.getByTestId("as-of")).toHaveText(`Information as of ${formatIsoDate(newest)}`);
  await gotoHydrated(page, "/eips/7594");
  await expect(page.getByTestId("as-of")).toHaveText(`Information as of ${formatIsoDate(newest)}`);
});

test("'EIPs tracked' says what it holds beyond the four counters, and adds up", async ({ page }) => {
  await page.route("**/api/adoption/**", (route) => route.fulfill({ json: [] }));
  await gotoHydrated(page, "/upgrade/glamsterdam");
  const tracked = Number(
    await page.getByTestId("overview-card").locator("dt", { hasText: "EIPs tracked" }).locator("+ dd").textContent(),
  );
  const counters = await page.getByRole("list", { name: "EIPs by stage" }).locator("li .text-3xl").allTextContents();
  const counted = counters.reduce((sum, n) => sum + Number(n), 0);
  const note = page.getByTestId("tracked-note");
  await expect(note).toContainText(`${tracked} EIPs tracked: ${counted} in the stage counters, plus`);
  const beyond = ((await note.textContent()) ?? "").split(" plus ")[1] ?? "";
  const extra = [...beyond.matchAll(/(\d+) /g)].reduce((sum, match) => sum + Number(match[1]), 0);
  expect(extra).toBeGreaterThan(0);
  expect(counted + extra).toBe(tracked);
});
