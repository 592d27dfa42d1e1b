import { test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, gotoHydrated, waitForHydration } from "./helpers";

test.describe("routes", () => {
  test("every static route's main content is in its HTML, with title and Open Graph tags", async ({ request }) => {
    const expectations: [string, string, string][] = [
      ["/", "What the next Ethereum upgrade changes for you", "Forkline"],
      ["/upgrade/fusaka", "Fusaka", "Fusaka upgrade · Forkline"],
      ["/upgrade/glamsterdam", "Glamsterdam", "Glamsterdam upgrade · Forkline"],
      ["/upgrade/pectra", "Pectra", "Pectra upgrade · Forkline"],
      ["/upgrade/hegota", "Hegotá", "Hegotá upgrade · Forkline"],
      ["/calls", "Protocol Calendar", "Protocol Calendar · Forkline"],
      ["/calls/acdc/154", "All Core Devs - Consensus #154", "All Core Devs - Consensus #154 · Forkline"],
      ["/rank", "Hegotá EIP Tier Maker", "Hegotá EIP Tier Maker · Forkline"],
      ["/rank/glamsterdam", "Glamsterdam EIP Tier Maker", "Glamsterdam EIP Tier Maker · Forkline"],
    ];
    for (const [path, text, title] of expectations) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(text);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    }
  });

  test("the landing page lists upgrades, each with its page, and the 5 most recent calls", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("[aria-disabled=true]")).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Network upgrades" }).getByRole("link", { name: /See what changes/ }),
    ).toHaveCount(4);
    const calls = page.getByRole("region", { name: "Recent protocol calls" }).getByRole("listitem");
    await expect(calls).toHaveCount(5);
    await expect(calls.first()).toContainText("All Core Devs - Consensus #168");
    await calls.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/calls\/acdc\/168$/);
    await page.goto("/");
    await page.getByRole("link", { name: "View all calls" }).click();
    await expect(page).toHaveURL(/\/calls$/);
  });

  for (const path of ["/nowhere", "/upgrade/atlantis", "/calls/acdc/154/extra/deep"]) {
    test(`unknown path ${path} lands on /`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "What the next Ethereum upgrade changes for you",
      );
    });
  }

  test("sitemap.xml and robots.txt are generated", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/upgrade/glamsterdam</loc>");
    expect(sitemap).toContain("/calls/acdt/040</loc>");
    expect(sitemap).toContain("/upgrade/hegota</loc>");
    expect(sitemap).not.toContain("/upgrade/atlantis");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});

test("the code every page loads is React Router's production build, without its development warnings", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const framework = await page.locator('link[rel=modulepreload][href*="/assets/framework-"]').getAttribute("href");
  const code = await (await request.get(framework!)).text();
  expect(code.length).toBeGreaterThan(100_000);
  expect(code).not.toContain("You rendered descendant <Routes>");
});

test.describe("redirect parameter", () => {
  test("navigates to the path, replacing history and keeping other parameters", async ({ page }) => {
    await page.goto("/");
    await page.goto("/?redirect=/calls&search=gas&type=chat");
    await expect(page).toHaveURL(/\/calls\?search=gas&type=chat$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Protocol Calendar");
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  for (const hostile of [
    "//evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/\\evil.example",
    "%2F%2Fevil.example",
  ]) {
    test(`ignores ${hostile}`, async ({ page }) => {
      await gotoHydrated(page, `/?redirect=${encodeURIComponent(hostile)}&x=1`);
      // The rule loads only for a URL that carries `redirect`: judge once it has arrived and run.
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(200);
      expect(new URL(page.url()).host).toMatch(/^127\.0\.0\.1/);
      expect(new URL(page.url()).pathname).toBe("/");
    });
  }
});

test("/feedback shows a spinner, then goes to the forum thread after 500 ms", async ({ page }) => {
  await page.route("https://ethereum-magicians.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Forum thread</h1>" }),
  );
  // A paused fake clock: the 500 ms redirect timer only advances when the test says so.
  await page.clock.install({ time: new Date("2026-01-01T00:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-01T00:00:01Z"));
  await gotoHydrated(page, "/feedback");
  await expect(page.getByText("Taking you to the forum...")).toBeVisible();
  const fallback = page.getByRole("link", { name: "If you are not redirected, click here." });
  await expect(fallback).toHaveAttribute("href", /^https:\/\/ethereum-magicians\.org\/t\//);
  await page.clock.runFor(400);
  expect(new URL(page.url()).pathname).toBe("/feedback");
  await page.clock.runFor(200);
  await page.waitForURL(/ethereum-magicians\.org/, { timeout: 5000 });
  await expect(page.getByRole("heading")).toHaveText("Forum thread");
});

test.describe("theme", () => {
  test("follows the system preference when nothing is stored", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    // Check the class as soon as the document is parsed, before hydration: no flash of the light theme.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await context.close();
  });

  test("the toggle switches theme and the choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("a corrupt stored theme falls back to the system preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("forkline-theme", "{not a theme"));
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});

test("analytics is off without configuration: no queue, no tracker request", async ({ page }) => {
  // The calendar asks the GitHub API for upcoming calls; that is the only outside request allowed.
  await page.route("https://api.github.com/**", (route) => route.fulfill({ json: [] }));
  const external: string[] = [];
  page.on("request", (req) => {
    const host = new URL(req.url()).host;
    if (!host.startsWith("127.0.0.1") && host !== "api.github.com") external.push(req.url());
  });
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "View all calls" }).click();
  await expect(page).toHaveURL(/\/calls$/);
  expect(await page.evaluate(() => typeof window._paq)).toBe("undefined");
  expect(external).toEqual([]);
});

test("a failed lazy-module load reloads the page once, never twice in a row", async ({ page }) => {
  await gotoHydrated(page, "/");
  const firstHandled = await page.evaluate(() => {
    const event = new Event("vite:preloadError", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(firstHandled).toBe(true);
  await page.waitForLoadState("load");
  await waitForHydration(page);
  const secondHandled = await page.evaluate(() => {
    const event = new Event("vite:preloadError", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(secondHandled).toBe(false);
});

test("offline, a failed lazy-module load leaves the page as it is", async ({ page, context }) => {
  await gotoHydrated(page, "/");
  await context.setOffline(true);
  const handled = await page.evaluate(() => {
    const event = new Event("vite:preloadError", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(handled).toBe(false);
  await page.waitForTimeout(300);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the landing page has no accessibility violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, "/");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

test("on a 390 px phone the main links sit in a row under the name, and lead to their pages", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Glamsterdam", "Hegotá", "Calls", "Rank"])
    await expect(nav.getByRole("link", { name })).toBeInViewport();
  const [brand, calls] = await Promise.all([
    page.getByRole("link", { name: "Forkline" }).boundingBox(),
    nav.getByRole("link", { name: "Calls" }).boundingBox(),
  ]);
  expect(calls && brand ? calls.y : 0).toBeGreaterThan(brand ? brand.y + brand.height - 1 : Infinity);
  await nav.getByRole("link", { name: "Calls" }).click();
  await expect(page).toHaveURL(/\/calls$/);
  await expect(page.getByRole("heading", { level: 1, name: "Protocol Calendar" })).toBeVisible();
});
