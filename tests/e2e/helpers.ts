import { expect, type Locator, type Page } from "@playwright/test";

/** Waits until React has hydrated the prerendered page (the router is live). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window && document.readyState === "complete");
}

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The island (~/ui/islands) that holds `locator`. */
export function islandOf(locator: Locator): Locator {
  return locator.locator("xpath=ancestor-or-self::*[@data-island][1]");
}

/**
 * Does what makes an island go live, as a visitor would (brings it into view, rests the pointer on
 * it), then waits until it is live: rendered by React, with its handlers attached.
 */
export async function liveIsland(locator: Locator): Promise<Locator> {
  const island = islandOf(locator);
  await island.scrollIntoViewIfNeeded();
  // force: a sticky header over part of the island must not make the hover wait.
  await island.hover({ force: true });
  await expect(island).toHaveAttribute("data-ready", "");
  return locator;
}

export async function expectNoExternalRequests(page: Page, allowedHosts: string[] = []): Promise<string[]> {
  const external: string[] = [];
  page.on("request", (req) => {
    const host = new URL(req.url()).host;
    if (!host.startsWith("127.0.0.1") && !host.startsWith("localhost") && !allowedHosts.includes(host)) external.push(req.url());
  });
  return external;
}

/** Holds every request matching `url` until the returned function is called, then lets them through. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export { expect };
