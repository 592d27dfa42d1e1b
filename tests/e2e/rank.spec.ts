import { readFile } from "node:fs/promises";
import { test, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { layoutRankingImage } from "../../src/domain/ranking/imageLayout";
import { expect, gotoHydrated, holdRequests, waitForHydration } from "./helpers";

// /rank/glamsterdam keeps the SPEC's Glamsterdam maker (its pool frozen at the Oct 30, 2025 deadline); /rank ranks
// the upgrade whose proposal window is open (Hegotá), under its own storage key.
const GLAMSTERDAM = "/rank/glamsterdam";
const STORAGE_KEY = "glamsterdam-rankings";
const OPEN_STORAGE_KEY = "hegota-rankings";
const NOTHING_RANKED = "Please rank at least one proposal before generating an image.";

const tierRow = (page: Page, tier: string) => page.getByRole("group", { name: `Tier ${tier}`, exact: true });
const pool = (page: Page) => page.getByRole("region", { name: /^Unranked proposals/ });
const chip = (scope: Page | Locator, eipId: number) =>
  scope.getByRole("button", { name: new RegExp(`^EIP-${eipId} `) });
const rankedCount = (page: Page) => page.getByTestId("ranked-count");
const dndLiveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const selectionBar = (page: Page) => page.getByRole("region", { name: "Place the selected proposal" });

/** Hydrated, and the drag-and-drop layer (loaded after hydration) is in place. */
/**
 * dnd-kit measures the drop zones in the frames after a keyboard pick-up; an arrow key pressed
 * before then has no zone to move to (seen under CI load). Two frames is when measuring is done.
 */
async function afterPickUp(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function gotoRank(page: Page, path = GLAMSTERDAM): Promise<void> {
  await gotoHydrated(page, path);
  await expect(page.locator("[data-drag-ready]")).toHaveAttribute("data-drag-ready", "true");
}

async function poolIds(page: Page): Promise<number[]> {
  return pool(page)
    .locator("[data-eip]")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-eip"))));
}

async function storedRanking(page: Page, key = STORAGE_KEY): Promise<unknown> {
  const raw = await page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
  return raw === null ? null : JSON.parse(raw);
}

/** Saves a ranking the way the page does and reloads, so the page starts from it. */
async function seedRanking(page: Page, tiers: Record<number, string>, key = STORAGE_KEY): Promise<void> {
  const stored = {
    version: 1,
    tiers: Object.fromEntries(Object.entries(tiers).map(([id, tier]) => [`eip-${id}`, tier])),
  };
  await page.evaluate(([storageKey, value]) => localStorage.setItem(storageKey, value), [
    key,
    JSON.stringify(stored),
  ] as const);
  await page.reload();
  await waitForHydration(page);
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function touchPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  });
  return context.newPage();
}

test("the prerendered HTML lists every proposal of the pool, the notice and the deadline", async ({
  browser,
  page,
  request,
}) => {
  const html = await (await request.get(GLAMSTERDAM)).text();
  expect(html).toContain("not an official vote");
  expect(html).toContain("October 30th, 2025");

  const staticContext = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await staticContext.newPage();
  await staticPage.goto(GLAMSTERDAM);
  const titlesWithoutJs = await pool(staticPage).getByRole("listitem").allInnerTexts();
  await staticContext.close();

  await gotoRank(page);
  const titles = await pool(page).getByRole("listitem").allInnerTexts();
  expect(titles.length).toBeGreaterThan(10);
  expect(titlesWithoutJs).toEqual(titles);
  await expect(rankedCount(page)).toHaveText(`0 of ${titles.length} ranked`);
});

test("a proposal's plain-language description opens in place", async ({ page }) => {
  await gotoRank(page);
  const [id] = await poolIds(page);
  const about = page.getByRole("button", { name: `About EIP-${id}` });
  await expect(about).toHaveAttribute("aria-expanded", "false");
  await about.click();
  await expect(about).toHaveAttribute("aria-expanded", "true");
  const description = page.locator(`#${await about.getAttribute("aria-controls")}`);
  await expect(description).toBeVisible();
  expect((await description.innerText()).length).toBeGreaterThan(40);
  await expect(page).toHaveURL(/\/rank\/glamsterdam$/);
  await expect(selectionBar(page)).toHaveCount(0);
});

test("drag with the mouse into a tier and back; the ranking survives a reload", async ({ page }) => {
  const errors = collectErrors(page);
  await gotoRank(page);
  const ids = await poolIds(page);
  const id = ids[1] ?? 0;

  async function drag(source: Locator, target: Locator) {
    const from = await source.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error("not on screen");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 30), { steps: 15 });
    await page.mouse.up();
  }

  await drag(chip(pool(page), id), tierRow(page, "S"));
  await expect(chip(tierRow(page, "S"), id)).toBeVisible();
  await expect(chip(pool(page), id)).toHaveCount(0);
  await expect(rankedCount(page)).toHaveText(`1 of ${ids.length} ranked`);
  expect(await storedRanking(page)).toEqual({ version: 1, tiers: { [`eip-${id}`]: "S" }, order: [`eip-${id}`] });

  await page.reload();
  await waitForHydration(page);
  await expect(chip(tierRow(page, "S"), id)).toBeVisible();

  await drag(chip(tierRow(page, "S"), id), pool(page));
  await expect(chip(pool(page), id)).toBeVisible();
  await expect(tierRow(page, "S")).toContainText("Drag proposals here");
  expect(await storedRanking(page)).toEqual({ version: 1, tiers: {}, order: [] });
  expect(errors).toEqual([]);
});

test("keyboard: Space picks up, arrows move between tiers, Space drops, with announcements", async ({ page }) => {
  await gotoRank(page);
  const [id] = await poolIds(page);
  const live = dndLiveRegion(page);

  await chip(pool(page), id ?? 0).focus();
  await page.keyboard.press("Space");
  await expect(live).toContainText(`Picked up EIP-${id}:`);
  await expect(live).toContainText("from the unranked list.");
  await afterPickUp(page);
  for (const tier of ["D", "C", "B"]) {
    await page.keyboard.press("ArrowUp");
    await expect(live).toContainText(`is over tier ${tier}.`);
  }
  await page.keyboard.press("Space");
  await expect(live).toContainText(`EIP-${id}: `);
  await expect(live).toContainText("was placed in tier B.");
  const placed = chip(tierRow(page, "B"), id ?? 0);
  await expect(placed).toBeVisible();
  await expect(placed).toBeFocused();
  await expect(selectionBar(page)).toHaveCount(0);

  // Back to unranked: B -> C -> D -> pool.
  await page.keyboard.press("Space");
  await expect(live).toContainText(`Picked up EIP-${id}: `);
  await expect(live).toContainText("from tier B.");
  await afterPickUp(page);
  for (const place of ["tier C", "tier D", "the unranked list"]) {
    await page.keyboard.press("ArrowDown");
    await expect(live).toContainText(`is over ${place}.`);
  }
  await page.keyboard.press("Enter");
  await expect(chip(pool(page), id ?? 0)).toBeVisible();
  await expect(rankedCount(page)).toHaveText(new RegExp("^0 of "));

  // Escape cancels a move.
  await chip(pool(page), id ?? 0).focus();
  await page.keyboard.press("Space");
  await expect(live).toContainText("Picked up");
  await afterPickUp(page);
  await page.keyboard.press("ArrowUp");
  await expect(live).toContainText("is over tier D.");
  await page.keyboard.press("Escape");
  await expect(live).toContainText("Moving was cancelled.");
  await expect(chip(pool(page), id ?? 0)).toBeVisible();
});

test("touch: tap a proposal, then tap a tier; tap again to unrank", async ({ browser }, testInfo) => {
  const page = await touchPage(browser, testInfo);
  await gotoRank(page);
  const [first, second] = await poolIds(page);

  await chip(pool(page), first ?? 0).tap();
  await expect(selectionBar(page)).toContainText(`EIP-${first}`);
  await tierRow(page, "A").tap();
  await expect(chip(tierRow(page, "A"), first ?? 0)).toBeVisible();
  await expect(selectionBar(page)).toHaveCount(0);

  await chip(pool(page), second ?? 0).tap();
  await selectionBar(page).getByRole("button", { name: "Place in tier C" }).tap();
  await expect(chip(tierRow(page, "C"), second ?? 0)).toBeVisible();

  await chip(tierRow(page, "A"), first ?? 0).tap();
  await selectionBar(page).getByRole("button", { name: "Unrank" }).tap();
  await expect(chip(pool(page), first ?? 0)).toBeVisible();
  expect(await storedRanking(page)).toEqual({
    version: 1,
    tiers: { [`eip-${second}`]: "C" },
    order: [`eip-${second}`],
  });
  await page.context().close();
});

test("touch: a long press drags a proposal into a tier", async ({ browser }, testInfo) => {
  const page = await touchPage(browser, testInfo);
  await gotoRank(page);
  const [id = 0] = await poolIds(page);
  const source = chip(pool(page), id);
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await tierRow(page, "C").boundingBox();
  if (!from || !to) throw new Error("not on screen");
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: [{ x, y, id: 1 }] });
  await touch("touchStart", from.x + 40, from.y + 20);
  await page.waitForTimeout(400);
  for (let step = 1; step <= 12; step++) {
    await touch(
      "touchMove",
      from.x + 40 + ((to.x + 150 - from.x - 40) * step) / 12,
      from.y + 20 + ((to.y + 30 - from.y - 20) * step) / 12,
    );
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(chip(tierRow(page, "C"), id)).toBeVisible();
  await expect(selectionBar(page)).toHaveCount(0);
  await page.context().close();
});

const CORRUPT_RANKINGS: [label: string, raw: string][] = [
  ["unparseable JSON", "{not json"],
  ["an unknown tier", JSON.stringify({ version: 1, tiers: { "eip-2780": "Z" } })],
  ["a wrong version", JSON.stringify({ version: 7, tiers: {} })],
];

for (const [label, garbage] of CORRUPT_RANKINGS) {
  test(`a stored ranking with ${label} is ignored and the list starts unranked, without errors`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, garbage] as const);
    await gotoRank(page);
    const ids = await poolIds(page);
    await expect(rankedCount(page)).toHaveText(`0 of ${ids.length} ranked`);
    for (const tier of ["S", "A", "B", "C", "D"])
      await expect(tierRow(page, tier)).toContainText("Drag proposals here");
    expect(errors).toEqual([]);
  });
}

test("stored EIPs that left the pool are dropped; the rest keep their tiers", async ({ page }) => {
  await gotoRank(page);
  const ids = await poolIds(page);
  await seedRanking(page, { 1: "S", [ids[0] ?? 0]: "A" });
  await expect(chip(tierRow(page, "A"), ids[0] ?? 0)).toBeVisible();
  await expect(tierRow(page, "S")).toContainText("Drag proposals here");
  await expect(rankedCount(page)).toHaveText(`1 of ${ids.length} ranked`);
});

test("the code that reads a saved ranking, and the code that draws the image, load only when needed", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/")) scripts.push(new URL(request.url()).pathname);
  });
  const loaded = (name: string) => scripts.some((path) => path.startsWith(`/assets/${name}-`));
  await gotoRank(page);
  const [first] = await poolIds(page);
  await chip(pool(page), first ?? 0).click();
  await selectionBar(page).getByRole("button", { name: "Place in tier A" }).click();
  await expect(chip(tierRow(page, "A"), first ?? 0)).toBeVisible();
  // The page knows what it saved itself: nothing was read back.
  expect(loaded("readStoredRanking")).toBe(false);
  expect(loaded("rankingImage")).toBe(false);

  await page.reload();
  await waitForHydration(page);
  await expect(chip(tierRow(page, "A"), first ?? 0)).toBeVisible();
  expect(loaded("readStoredRanking")).toBe(true);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download image" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("glamsterdam-eip-rankings.png");
  expect(loaded("rankingImage")).toBe(true);
});

test("a proposal placed before the saved ranking has been read is added to it, not put in its place", async ({
  page,
}) => {
  await gotoRank(page);
  const [first, second] = await poolIds(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({ version: 1, tiers: { [`eip-${first}`]: "S" } }),
  ] as const);
  const release = await holdRequests(page, "**/assets/readStoredRanking-*.js");
  await page.reload();
  await waitForHydration(page);
  await chip(pool(page), second ?? 0).click();
  await selectionBar(page).getByRole("button", { name: "Place in tier C" }).click();
  release();
  await expect(chip(tierRow(page, "S"), first ?? 0)).toBeVisible();
  await expect(chip(tierRow(page, "C"), second ?? 0)).toBeVisible();
  expect(await storedRanking(page)).toEqual({
    version: 1,
    tiers: { [`eip-${first}`]: "S", [`eip-${second}`]: "C" },
    order: [`eip-${first}`, `eip-${second}`],
  });
});

test("download: a PNG named glamsterdam-eip-rankings.png with the §9 geometry", async ({ page }, testInfo) => {
  await gotoRank(page);
  const [a = 0, b = 0, c = 0] = await poolIds(page);
  await seedRanking(page, { [a]: "S", [b]: "S", [c]: "A" });
  const expected = layoutRankingImage(
    {
      tiers: [
        {
          tier: "S",
          items: [
            { id: a, title: "" },
            { id: b, title: "" },
          ],
        },
        { tier: "A", items: [{ id: c, title: "" }] },
      ],
      title: "",
      dateText: "",
      host: "",
    },
    () => 0,
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download image" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("glamsterdam-eip-rankings.png");
  const file = testInfo.outputPath("glamsterdam-eip-rankings.png");
  await download.saveAs(file);
  const png = await readFile(file);
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  expect(png.readUInt32BE(16)).toBe(1440);
  expect(png.readUInt32BE(20)).toBe(2 * expected.height);
});

test("download with nothing ranked alerts instead", async ({ page }) => {
  await gotoRank(page);
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  let downloads = 0;
  page.on("download", () => downloads++);
  await page.getByRole("button", { name: "Download image" }).click();
  await expect.poll(() => messages).toEqual([`alert: ${NOTHING_RANKED}`]);
  expect(downloads).toBe(0);
});

test("reset asks first, and clears only when confirmed", async ({ page }) => {
  await gotoRank(page);
  const [a = 0, b = 0] = await poolIds(page);
  await seedRanking(page, { [a]: "S", [b]: "D" });
  await expect(rankedCount(page)).toHaveText(/^2 of /);

  page.once("dialog", (dialog) => {
    expect(dialog.type()).toBe("confirm");
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(chip(tierRow(page, "S"), a)).toBeVisible();
  await expect(rankedCount(page)).toHaveText(/^2 of /);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(rankedCount(page)).toHaveText(/^0 of /);
  await expect(chip(pool(page), a)).toBeVisible();
  expect(await storedRanking(page)).toEqual({ version: 1, tiers: {}, order: [] });
  await expect(page.getByRole("button", { name: "Reset" })).toBeDisabled();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the tier maker has no accessibility violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await gotoRank(page);
    const [a = 0, b = 0, c = 0] = await poolIds(page);
    await seedRanking(page, { [a]: "S", [b]: "B" });
    await page.getByRole("button", { name: `About EIP-${a}` }).click();
    await chip(pool(page), c).click();
    await expect(selectionBar(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

test("without the drag-and-drop script, tap to assign still works", async ({ page }) => {
  await page.route("**/assets/RankingDnd-*.js", (route) => route.abort());
  // The first failure reloads the page once (a stale deploy is the usual cause); the second is reported.
  const reported = page.waitForEvent("console", {
    predicate: (message) => message.text().includes("Drag and drop could not be loaded"),
  });
  await page.goto(GLAMSTERDAM);
  await reported;
  await waitForHydration(page);
  const [first = 0] = await poolIds(page);
  await chip(pool(page), first).click();
  await selectionBar(page).getByRole("button", { name: "Place in tier S" }).click();
  await expect(chip(tierRow(page, "S"), first)).toBeVisible();
  await expect(page.locator("[data-drag-ready]")).toHaveAttribute("data-drag-ready", "false");
  expect(await storedRanking(page)).toMatchObject({ tiers: { [`eip-${first}`]: "S" } });
});

test("/rank/glamsterdam ranks the 44 Glamsterdam proposals as they stood on Oct 30, 2025, and links to /rank", async ({
  page,
}) => {
  await gotoRank(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glamsterdam EIP Tier Maker");
  await expect(page).toHaveTitle(/^Glamsterdam EIP Tier Maker/);
  await expect(page.getByText("as of Oct 30, 2025")).toBeVisible();
  expect(await poolIds(page)).toHaveLength(44);
  await expect(rankedCount(page)).toHaveText("0 of 44 ranked");
  await page.getByRole("link", { name: /^The Hegotá tier maker/ }).click();
  await expect(page).toHaveURL(/\/rank$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hegotá EIP Tier Maker");
});

test.describe("/rank: the maker of the upgrade whose proposal window is open", () => {
  // 66: content's 67 Proposed EIPs with a text, less EIP-7686, which the fixture meta EIP moved to Considered after the
  // facts were imported (stages.spec.ts). The pool follows the stages.
  test("shows the Hegotá maker with its 66 proposals, in the HTML too", async ({ page, request }) => {
    const html = await (await request.get("/rank")).text();
    expect(html).toContain("Hegotá EIP Tier Maker");
    expect(html).toContain("not an official vote");
    await gotoRank(page, "/rank");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hegotá EIP Tier Maker");
    await expect(page).toHaveTitle(/^Hegotá EIP Tier Maker/);
    expect(await poolIds(page)).toHaveLength(66);
    expect(await poolIds(page)).not.toContain(7686);
    await expect(rankedCount(page)).toHaveText("0 of 66 ranked");
  });

  test("keeps its ranking under hegota-rankings, apart from the Glamsterdam maker's", async ({ page }) => {
    await gotoRank(page, "/rank");
    const [id = 0] = await poolIds(page);
    await chip(pool(page), id).click();
    await selectionBar(page).getByRole("button", { name: "Place in tier S" }).click();
    await expect(chip(tierRow(page, "S"), id)).toBeVisible();
    expect(await storedRanking(page, OPEN_STORAGE_KEY)).toEqual({
      version: 1,
      tiers: { [`eip-${id}`]: "S" },
      order: [`eip-${id}`],
    });
    expect(await storedRanking(page)).toBeNull();

    await gotoRank(page);
    await expect(rankedCount(page)).toHaveText("0 of 44 ranked");
    for (const tier of ["S", "A", "B", "C", "D"])
      await expect(tierRow(page, tier)).toContainText("Drag proposals here");
    await gotoRank(page, "/rank");
    await expect(rankedCount(page)).toHaveText("1 of 66 ranked");
  });

  test("downloads hegota-eip-rankings.png", async ({ page }) => {
    await gotoRank(page, "/rank");
    const [a = 0] = await poolIds(page);
    await seedRanking(page, { [a]: "B" }, OPEN_STORAGE_KEY);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download image" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("hegota-eip-rankings.png");
  });

  test("links to the Glamsterdam tier maker", async ({ page }) => {
    await gotoRank(page, "/rank");
    await page
      .getByRole("link", { name: "The Glamsterdam tier maker, as its proposals stood on Oct 30, 2025" })
      .click();
    await expect(page).toHaveURL(/\/rank\/glamsterdam$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glamsterdam EIP Tier Maker");
    await expect(rankedCount(page)).toHaveText("0 of 44 ranked");
  });
});

test("each maker states its upgrade's proposal deadline and that proposals are closed, from the upgrade's timeline", async ({
  page,
  request,
}) => {
  // Hegotá's timeline dates its "Non-Headliner EIP Proposals" step Aug 6, 2026, marked completed (content/upgrades.json).
  const html = await (await request.get("/rank")).text();
  expect(html).toContain("August 6th, 2026");
  await gotoRank(page, "/rank");
  const deadline = page.getByTestId("proposal-deadline");
  await expect(deadline).toHaveText("Proposal deadline: August 6th, 2026. Proposals are closed.");
  await expect(deadline.locator("time")).toHaveAttribute("datetime", "2026-08-06");
  // Glamsterdam's deadline is its snapshot's day, whatever the date today.
  await gotoRank(page);
  await expect(page.getByTestId("proposal-deadline")).toHaveText(
    "Proposal deadline: October 30th, 2025. Proposals are closed.",
  );
});

for (const [colorScheme, width] of [
  ["light", 1280],
  ["dark", 390],
  ["dark", 1280],
  ["light", 390],
] as const) {
  test(`/rank with its deadline has no accessibility violations and fits the screen (${colorScheme}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
    await gotoRank(page, "/rank");
    await expect(page.getByTestId("proposal-deadline")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
