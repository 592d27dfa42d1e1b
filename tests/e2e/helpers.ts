import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the prerendered page (the router is live). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window && document.readyState === "complete");
}

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

export async function expectNoExternalRequests(page: Page, allowedHosts: string[] = []): Promise<string[]> {
  const external: string[] = [];
  page.on("request", (req) => {
    const host = new URL(req.url()).host;
    if (!host.startsWith("127.0.0.1") && !host.startsWith("localhost") && !allowedHosts.includes(host)) external.push(req.url());
  });
  return external;
}

export { expect };
