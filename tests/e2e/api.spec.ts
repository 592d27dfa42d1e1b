import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";
import { ENDPOINTS } from "~/domain/api/endpoints";
import { MCP_TOOLS } from "~/domain/api/mcpTools";
import { expect, gotoHydrated } from "./helpers";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Fetches each address from the served site and says what came back. */
async function fetched(page: Page, hrefs: string[]) {
  return page.evaluate(
    async (list) =>
      Promise.all(
        list.map(async (href) => {
          const response = await fetch(href);
          const body = await response.text();
          return { href, status: response.status, body };
        }),
      ),
    hrefs,
  );
}

test("/api lists every file of the open data, and every example address answers with its format", async ({ page }) => {
  await gotoHydrated(page, "/api");
  await expect(page.getByRole("heading", { level: 1, name: "Open data" })).toBeVisible();
  for (const endpoint of ENDPOINTS)
    await expect(page.locator(`[data-endpoint="${endpoint.name}"]`)).toContainText(endpoint.template);
  const examples = await page
    .locator("[data-endpoint] a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(examples.length).toBe(ENDPOINTS.length + ENDPOINTS.filter((e) => e.schema).length);
  for (const { href, status, body } of await fetched(page, examples)) {
    expect(status, href).toBe(200);
    if (href.endsWith(".json")) expect(() => JSON.parse(body), href).not.toThrow();
    if (href.endsWith(".ics")) expect(body.startsWith("BEGIN:VCALENDAR\r\n"), href).toBe(true);
    if (href.endsWith(".xml")) expect(body, href).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  }
  // The footer leads here from every page.
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Open data" }).click();
  await expect(page).toHaveURL(/\/api$/);
});

for (const path of ["/calls", "/upgrade/glamsterdam", "/eips/7732"]) {
  test(`${path} offers its feeds and calendars, in the page and as <link rel="alternate">, all of them there`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    // The page's Markdown twin is an alternate too, but not something to follow: it has a test of its own.
    const alternates = await page
      .locator('head link[rel="alternate"]:not([type="text/markdown"])')
      .evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute("href") ?? "", type: link.getAttribute("type") ?? "" })),
      );
    expect(alternates.length).toBeGreaterThan(0);
    const visible = await page
      .getByText("Follow:")
      .locator("..")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(visible).toContain("/api");
    for (const alternate of alternates) expect(visible).toContain(alternate.href);
    for (const { href, status } of await fetched(page, visible)) expect(status, href).toBe(200);
    expect(
      alternates
        .map((a) => a.type)
        .every((type) => ["application/atom+xml", "text/calendar", "application/json"].includes(type)),
    ).toBe(true);
  });
}

for (const [colorScheme, viewport] of [
  ["light", DESKTOP],
  ["dark", PHONE],
] as const) {
  test(`/api has no axe violations and fits the screen (${colorScheme}, ${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, "/api");
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
    );
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test("every content page names its Markdown twin, served as text/markdown, and llms.txt is served as text", async ({
  page,
  request,
}) => {
  // The build writes the twin's <link> into the HTML, outside React: hydration must take it without complaint.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Resources outside this machine (video thumbnails) fail to load here; anything else React says is kept.
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  for (const path of ["/eips/7732", "/calls/acde/223", "/calls/acdt/040/cl", "/upgrade/glamsterdam", "/decisions"]) {
    await gotoHydrated(page, path);
    const twins = await page
      .locator('head link[rel="alternate"][type="text/markdown"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(twins, path).toEqual([`${path}.md`]);
    const response = await request.get(`${path}.md`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("text/markdown; charset=utf-8");
    expect(await response.text(), path).toMatch(/^# \S/);
  }
  expect(errors).toEqual([]);
  const llms = await request.get("/llms.txt");
  expect(llms.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await llms.text()).toContain("## Common questions");
});

test("/api tells assistants and agents about llms.txt, the Markdown twins, the ids and every MCP tool, and its links answer", async ({
  page,
}) => {
  await gotoHydrated(page, "/api");
  const section = page.locator('section[aria-labelledby="api-machines"]');
  await expect(section.getByRole("heading", { level: 2, name: "For assistants and agents" })).toBeVisible();
  for (const name of Object.values(MCP_TOOLS))
    await expect(section.locator(`[data-tool="${name}"]`)).toContainText(name);
  await expect(section).toContainText("npm run mcp -- --site");
  const examples = await section.locator("[data-tool] pre").allTextContents();
  for (const example of examples) expect(() => JSON.parse(example), example).not.toThrow();
  const links = await section
    .getByRole("link")
    .evaluateAll((all) => all.map((link) => link.getAttribute("href") ?? ""));
  expect(links).toContain("/llms.txt");
  expect(links.filter((href) => href.endsWith(".md")).length).toBe(4);
  for (const { href, status } of await fetched(page, links)) expect(status, href).toBe(200);
});
