import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, gotoHydrated } from "./helpers";

// The call page's first card (video and details) and its summary card, when services or data are missing.

const tldr = JSON.parse(readFileSync("tests/fixtures/archive/acde/2025-10-23_223/tldr.json", "utf8"));
const highlightsByCategory = Object.values(tldr.highlights) as { highlight: string }[][];

async function withoutYouTube(page: Page): Promise<void> {
  await page.route("https://www.youtube.com/**", (route) => route.abort("internetdisconnected"));
}

for (const [colorScheme, viewport] of [
  ["light", { width: 1280, height: 900 }],
  ["dark", { width: 390, height: 844 }],
] as const) {
  test(`without YouTube the video card shows a poster with 'Watch on YouTube', and the embed only on request (${colorScheme}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await withoutYouTube(page);
    await gotoHydrated(page, "/calls/acde/223");
    const poster = page.getByTestId("video-poster");
    await expect(poster.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=In1-paNfjzQ",
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    // Nothing glaring: the poster is dark in both themes.
    const background = await poster.evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain("gradient");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    await poster.getByRole("button", { name: "Try the embedded player" }).click();
    await expect(page.locator('iframe[src^="https://www.youtube.com/embed/In1-paNfjzQ"]')).toBeAttached();
  });
}

test("the details column says what the call was about: the first TL;DR highlight of each category", async ({
  page,
}) => {
  await withoutYouTube(page);
  await gotoHydrated(page, "/calls/acde/223");
  const glance = page.getByRole("region", { name: "At a glance" });
  const expected = highlightsByCategory.map((items) => items[0]!.highlight).slice(0, 3);
  expect(expected.length).toBeGreaterThan(1);
  await expect(glance.getByRole("listitem")).toHaveText(expected);
});

test("a call without summaries has no 'At a glance'", async ({ page }) => {
  await withoutYouTube(page);
  await gotoHydrated(page, "/calls/acdc/168");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Core Devs - Consensus #168");
  await expect(page.getByRole("region", { name: "At a glance" })).toHaveCount(0);
});

test("an older summary with every part empty shows 'No summary data available', not empty blocks", async ({ page }) => {
  await withoutYouTube(page);
  await gotoHydrated(page, "/calls/acdt/040");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Core Devs - Testing #040");
  const toggle = page.getByRole("button", { name: /^Summary/ });
  await expect(toggle).toContainText("Not available for this call");
  await toggle.click();
  await expect(page.getByText("No summary data available")).toBeVisible();
  await expect(page.getByText(/Discussion Details/)).toHaveCount(0);
  await expect(page.getByText(/Next Steps/)).toHaveCount(0);
});

test("the header names the call with its number padded to three digits, in full and short", async ({ page }) => {
  await withoutYouTube(page);
  await gotoHydrated(page, "/calls/acdt/040");
  await expect(page.locator("header").getByText("All Core Devs - Testing #040")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator("header").getByText("ACDT #040")).toBeVisible();
  await expect(page).toHaveTitle(/All Core Devs - Testing #040/);
});
