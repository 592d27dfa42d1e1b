import { test, type Page } from "@playwright/test";
import { expect, gotoHydrated } from "./helpers";

// Runs against the second build made by `npm run build:analytics`: tracker https://analytics.example/, site 7.
// The tracker is outside this machine, so its script and beacon are stubbed by interception.

type Command = (string | number)[];

async function queue(page: Page): Promise<Command[]> {
  return page.evaluate(() => (window._paq ?? []).map((command) => [...command]));
}

async function stubTracker(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route("https://analytics.example/**", (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "application/javascript",
      body: "window.__trackerLoaded = true;",
    });
  });
  await page.route("https://api.github.com/**", (route) => route.fulfill({ json: [] }));
  return requests;
}

test("the tracker is set up once and the landing page is recorded as 'homepage'", async ({ page }) => {
  const requests = await stubTracker(page);
  await gotoHydrated(page, "/");
  await expect.poll(() => page.evaluate(() => "__trackerLoaded" in window)).toBe(true);
  const commands = await queue(page);
  expect(commands.slice(0, 3)).toEqual([
    ["setTrackerUrl", "https://analytics.example/matomo.php"],
    ["setSiteId", "7"],
    ["enableLinkTracking"],
  ]);
  expect(commands).toContainEqual(["setDocumentTitle", "homepage"]);
  expect(commands.filter(([name]) => name === "trackPageView")).toHaveLength(1);
  expect(requests).toEqual(["https://analytics.example/matomo.js"]);
});

test("every client-side path change is a page view with its URL, title and the previous page as referrer", async ({
  page,
}) => {
  await stubTracker(page);
  await gotoHydrated(page, "/");
  const home = page.url();
  await page.getByRole("link", { name: "View all calls" }).click();
  await expect(page).toHaveURL(/\/calls$/);
  await expect.poll(async () => (await queue(page)).filter(([name]) => name === "trackPageView").length).toBe(2);
  const commands = await queue(page);
  const second = commands.slice(commands.findLastIndex(([name]) => name === "setReferrerUrl"));
  expect(second).toEqual([
    ["setReferrerUrl", home],
    ["setCustomUrl", page.url()],
    ["setDocumentTitle", await page.title()],
    ["trackPageView"],
  ]);
  expect(await page.title()).not.toBe("homepage");
});

test("an upgrade page records its view, and an outbound link click is tracked", async ({ page }) => {
  await stubTracker(page);
  await page.route("https://github.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>stub</h1>" }),
  );
  await page.route("https://ethereum-magicians.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>stub</h1>" }),
  );
  await gotoHydrated(page, "/upgrade/glamsterdam");
  await expect.poll(() => queue(page)).toContainEqual(["trackEvent", "Upgrade", "view", "glamsterdam"]);
  const outbound = page.getByRole("link", { name: /View Meta EIP Discussion/ });
  const href = await outbound.getAttribute("href");
  const popup = page.waitForEvent("popup");
  await outbound.click();
  await (await popup).close();
  expect(await queue(page)).toContainEqual(["trackLink", href ?? "", "link"]);
});

test("/feedback is recorded as a page view before leaving for the forum", async ({ page }) => {
  await stubTracker(page);
  await page.route("https://ethereum-magicians.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Forum</h1>" }),
  );
  // A paused fake clock: the 500 ms redirect timer only advances when the test says so.
  await page.clock.install({ time: new Date("2026-01-01T00:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-01T00:00:01Z"));
  await gotoHydrated(page, "/feedback");
  // The tracker waits one animation frame for the title; the redirect is still 400 ms away.
  await page.clock.runFor(100);
  await expect.poll(async () => (await queue(page)).filter(([name]) => name === "trackPageView").length).toBe(1);
  const commands = await queue(page);
  expect(commands).toContainEqual(["setCustomUrl", page.url()]);
  expect(commands.filter(([name]) => name === "trackPageView")).toHaveLength(1);
});

test("downloading the ranking image is recorded as a custom event", async ({ page }) => {
  await stubTracker(page);
  // The Glamsterdam maker and its storage key (/rank ranks the open upgrade, under its own key).
  await gotoHydrated(page, "/rank/glamsterdam");
  const first = await page.locator("[data-eip]").first().getAttribute("data-eip");
  await page.evaluate(
    (id) => localStorage.setItem("glamsterdam-rankings", JSON.stringify({ version: 1, tiers: { [`eip-${id}`]: "S" } })),
    first,
  );
  await gotoHydrated(page, "/rank/glamsterdam");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /Download/ }).click();
  await download;
  await expect.poll(() => queue(page)).toContainEqual(["trackEvent", "Ranking", "download image"]);
});
