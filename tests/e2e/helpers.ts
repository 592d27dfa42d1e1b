import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the prerendered page and run its effects (root.tsx marks it). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      "__reactRouterRouteModules" in window &&
      document.readyState === "complete" &&
      document.documentElement.hasAttribute("data-hydrated"),
  );
}

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Opens every collapsed section of an upgrade page: their cards are made only when they open. */
export async function openCollapsedSections(page: Page): Promise<void> {
  const collapsed = page.locator("main section[data-section] button[aria-expanded=false][aria-controls$='-panel']");
  // One at a time until none is left: a section can come back a moment after a filter changes.
  await expect(async () => {
    const left = await collapsed.count();
    if (left > 0) await collapsed.first().click();
    expect(left).toBe(0);
  }).toPass();
}

/** The EIPs an upgrade page lists, by number: its cards, every collapsed section opened. */
export async function listedEipIds(page: Page): Promise<number[]> {
  await openCollapsedSections(page);
  const ids = await page
    .locator("main article[data-eip]")
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-eip"))));
  return [...new Set(ids)].sort((a, b) => a - b);
}

export async function expectNoExternalRequests(page: Page, allowedHosts: string[] = []): Promise<string[]> {
  const external: string[] = [];
  page.on("request", (req) => {
    const host = new URL(req.url()).host;
    if (!host.startsWith("127.0.0.1") && !host.startsWith("localhost") && !allowedHosts.includes(host))
      external.push(req.url());
  });
  return external;
}

/** Holds every request matching `url` until the returned function is called, then lets them through. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export { expect };
