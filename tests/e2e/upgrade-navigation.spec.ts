import { readdirSync, readFileSync } from "node:fs";
import { test, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, gotoHydrated, listedEipIds } from "./helpers";

// Finding one's way down the long upgrade pages: the skip link, the phones' Jump to menu, the compact view,
// the text filter over the EIPs, and the wording of unselected headliner candidates and of the ranking banner.

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const GLAMSTERDAM = "/upgrade/glamsterdam";
// The page with every kind of section a planning upgrade has (Scheduled headliner, Considered, Proposed).
const HEGOTA = "/upgrade/hegota";
const fusakaDeclined = readdirSync("content/eips")
  .filter((f) => f.endsWith(".json"))
  .map(
    (f) =>
      JSON.parse(readFileSync(`content/eips/${f}`, "utf8")) as {
        forkRelationships: { forkName: string; status: string }[];
      },
  )
  .filter((eip) => eip.forkRelationships.some((r) => r.forkName === "Fusaka" && r.status === "Declined")).length;

test.beforeEach(async ({ page }) => {
  // Every test loads Glamsterdam, the heaviest page (thousands of elements to hydrate, and to re-render when the
  // compact view or a filter changes): on a busy two-core machine that alone can take most of 30 s.
  test.slow();
  // Never reach the adoption service from a test.
  await page.route("https://butterfly.raxhvl.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: JSON.stringify({ eips: [{ eip: "7928", clients: [], lastUpdated: "2025-10-20T10:00:00Z" }] }),
    }),
  );
});

/** Waits until the page has stopped scrolling (jumps scroll smoothly). */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

const filterInput = (page: Page) => page.getByRole("searchbox", { name: "Filter EIPs" });
const filterCount = (page: Page) => page.getByTestId("eip-filter-count");
const compactToggle = (page: Page) => page.getByRole("button", { name: "Compact view" });
const jumpMenu = (page: Page) => page.getByRole("navigation", { name: "Jump to" });
const skipLink = (page: Page) => page.getByRole("link", { name: "Skip to EIPs" });

/** True when `first` comes before `second` in the document. */
async function precedes(first: Locator, second: Locator): Promise<boolean> {
  const handle = await second.elementHandle();
  return first.evaluate(
    (a, b) => b !== null && Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
    handle,
  );
}

test.describe("skip link", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`comes before the contents, shows on keyboard focus and moves focus to the first EIP section (${viewport.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, GLAMSTERDAM);
      const link = skipLink(page);
      const contents = viewport === DESKTOP ? page.getByRole("navigation", { name: "Contents" }) : jumpMenu(page);
      await expect(contents).toBeVisible();
      expect(await precedes(link, contents), "the skip link is before the contents").toBe(true);
      // Hidden (a 1 px box) until it has focus; reached with Tab from the filter bar just above it.
      expect((await link.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
      await compactToggle(page).focus();
      await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      expect((await link.boundingBox())?.width ?? 0).toBeGreaterThan(60);
      await expect(link).toBeInViewport();

      await page.keyboard.press("Enter");
      await expect(page.locator("#scheduled-for-inclusion-title")).toBeFocused();
      await expect(page).toHaveURL(/#scheduled-for-inclusion$/);
      await scrollSettled(page);
      await expect(page.locator("#scheduled-for-inclusion h2")).toBeInViewport();
      // The next Tab stays in that section instead of going through the contents again.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("section")?.id)).toBe("scheduled-for-inclusion");
    });
  }
});

test.describe("Jump to menu (phones)", () => {
  test("lists the sidebar's lines, jumps like it, pushes the hash, stays under the header and shows where the reader is", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, HEGOTA);
    const menu = jumpMenu(page);
    await expect(menu).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Contents" })).toBeHidden();
    const select = menu.getByRole("combobox", { name: "Jump to" });
    const sidebarAnchors = await page
      .locator("nav[aria-label=Contents] a[data-anchor]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("data-anchor")));
    const optionValues = await select
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(optionValues).toEqual(sidebarAnchors);
    expect(optionValues).toContain("eip-7805");
    await expect(select.locator("option[value='eip-7805']")).toHaveText(
      /EIP-7805 Fork-choice enforced Inclusion Lists/,
    );
    await expect(select.locator("option[value='proposed-for-inclusion']")).toHaveText(
      /^Proposed for Inclusion \(\d+\)$/,
    );
    await expect(select).toHaveValue("overview");

    const historyLength = await page.evaluate(() => history.length);
    await select.selectOption("eip-7805");
    await expect(page).toHaveURL(/#eip-7805$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
    await scrollSettled(page);
    const title = page.locator("#eip-7805 h3");
    await expect(title).toBeInViewport();
    // The menu sticks right under the site header, and the card lands below both.
    const header = await page.locator("header").first().boundingBox();
    const bar = await menu.boundingBox();
    expect(
      header && bar && Math.abs(bar.y - (header.y + header.height)) <= 1,
      "the menu sits right under the header",
    ).toBe(true);
    const card = await page.locator("#eip-7805").boundingBox();
    expect(bar && card && card.y >= bar.y + bar.height, "the card is not under the menu").toBe(true);
    await expect(select).toHaveValue("eip-7805");

    // A section, then scrolling by hand: the menu follows the reader.
    await select.selectOption("timeline");
    await expect(page).toHaveURL(/#timeline$/);
    await scrollSettled(page);
    await expect(page.locator("#timeline h2")).toBeInViewport();
    await page.evaluate(() =>
      document.getElementById("considered-for-inclusion")?.scrollIntoView({ behavior: "instant" }),
    );
    await expect(select).toHaveValue(/^(considered-for-inclusion|eip-7805)$/);
  });

  test("is not shown where the sidebar is", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, GLAMSTERDAM);
    await expect(page.getByRole("navigation", { name: "Contents" })).toBeVisible();
    // In the page (the same HTML serves every width), hidden by CSS.
    await expect(page.locator("nav[aria-label='Jump to'] select")).toHaveCount(1);
    await expect(jumpMenu(page)).toBeHidden();
  });

  test("also on Fusaka, where a card in the collapsed declined section is marked by its section", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, "/upgrade/fusaka");
    const select = jumpMenu(page).getByRole("combobox", { name: "Jump to" });
    await expect(select.locator("option[value='declined-for-inclusion']")).toHaveText(
      `Declined for Inclusion (${fusakaDeclined})`,
    );
    await expect(select.locator("option[value='eip-7732']")).toHaveCount(0);
    await page.evaluate(() => {
      window.location.hash = "#eip-7732";
    });
    await expect(page.locator("#eip-7732 h3")).toBeInViewport();
    await expect(select).toHaveValue("declined-for-inclusion");
  });
});

test.describe("compact view", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`folds every card to its header line, opens one with the keyboard, and unfolds again (${viewport.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, HEGOTA);
      const toggle = compactToggle(page);
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      const card = page.locator("#eip-7668");
      const description = card.getByTestId("eip-description");
      await expect(description).toBeVisible();
      const fullHeight = (await card.boundingBox())?.height ?? 0;

      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(/\?view=compact$/);
      // Number, title, stage and layer stay; the rest folds away.
      await expect(description).toBeHidden();
      await expect(card.getByTestId("eip-number")).toContainText("EIP-7668");
      await expect(card.getByTestId("layer-badge")).toHaveText("EL");
      await expect(card.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(card.getByText("Proposed for Inclusion", { exact: true })).toBeVisible();
      expect((await card.boundingBox())?.height ?? 0).toBeLessThan(Math.min(fullHeight / 3, 170));
      await expect(page.locator("#proposed-for-inclusion article [data-testid=eip-description]:visible")).toHaveCount(
        0,
      );

      const details = card.getByRole("button", { name: /^(Expand|Collapse) EIP-7668$/ });
      await expect(details).toHaveAttribute("aria-expanded", "false");
      await details.focus();
      await page.keyboard.press("Enter");
      await expect(details).toHaveAttribute("aria-expanded", "true");
      await expect(description).toBeVisible();
      await expect(card.getByRole("heading", { name: "Key Benefits" })).toBeVisible();
      await page.keyboard.press("Space");
      await expect(details).toHaveAttribute("aria-expanded", "false");
      await expect(description).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await expect(page).toHaveURL(/\/upgrade\/hegota$/);
      await expect(description).toBeVisible();
      await expect(details).toHaveCount(0);
    });
  }

  test("a hash link to an EIP shows its full card, on load and from the contents", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${GLAMSTERDAM}?view=compact#eip-7928`);
    const bal = page.locator("#eip-7928");
    await expect(bal.getByRole("heading", { level: 3 })).toBeInViewport();
    await expect(bal.getByTestId("eip-description")).toBeVisible();
    await expect(bal.getByRole("button", { name: "Collapse EIP-7928" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#eip-7732").getByTestId("eip-description")).toBeHidden();

    await page.getByRole("navigation", { name: "Contents" }).locator("a[data-anchor='eip-7843']").click();
    await expect(page).toHaveURL(/#eip-7843$/);
    await expect(page.locator("#eip-7843").getByTestId("eip-description")).toBeVisible();
    await expect(page.locator("#eip-7843 h3")).toBeInViewport();
    // A hash changed by hand, into the collapsed headliner section.
    await page.evaluate(() => {
      window.location.hash = "#eip-7942";
    });
    await expect(page.locator("#eip-7942").getByTestId("eip-description")).toBeVisible();
    await expect(page.locator("#eip-7942 h3")).toBeInViewport();
  });

  test("switched on while the URL points at a card, keeps that card open", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${GLAMSTERDAM}#eip-7843`);
    await expect(page.locator("#eip-7843 h3")).toBeInViewport();
    await compactToggle(page).click();
    await expect(page.locator("#eip-7843").getByTestId("eip-description")).toBeVisible();
    await expect(page.locator("#eip-7928").getByTestId("eip-description")).toBeHidden();
  });
});

test.describe("text filter", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`finds EIPs by number, title words or common name, counts them, and clearing restores all (${viewport.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, GLAMSTERDAM);
      const all = await listedEipIds(page);
      const total = all.length;
      expect(total).toBeGreaterThan(40);
      await expect(filterCount(page)).toHaveText(`${total} EIPs`);

      for (const spelling of ["7732", "EIP-7732", "eip 7732", "ePBS"]) {
        await filterInput(page).fill(spelling);
        await expect(filterCount(page)).toHaveText(`1 of ${total} EIPs`);
        await expect.poll(() => listedEipIds(page), spelling).toEqual([7732]);
      }
      await expect(page).toHaveURL(/\?q=ePBS$/);
      // Sections without a match are gone, from the page and from the contents.
      await expect(page.locator("#proposed-for-inclusion")).toHaveCount(0);
      await expect(page.locator("nav[aria-label=Contents] a[data-anchor='proposed-for-inclusion']")).toHaveCount(0);
      await expect(page.getByRole("list", { name: "EIPs by stage" }).getByRole("listitem")).toHaveText([
        "0Proposed",
        "0Considered",
        "1Scheduled",
        "0Declined",
      ]);

      await filterInput(page).fill("access lists");
      await expect.poll(() => listedEipIds(page)).toEqual([7928]);
      await filterInput(page).fill("lists");
      await expect.poll(() => listedEipIds(page)).toEqual(expect.arrayContaining([7805, 7928]));

      // With the layer filter: both apply.
      await page
        .getByRole("group", { name: "Filter EIPs by layer" })
        .getByRole("button", { name: "CL", exact: true })
        .click();
      await expect.poll(() => listedEipIds(page)).toEqual([7805]);
      await expect(filterCount(page)).toHaveText(`1 of ${total} EIPs`);
      await expect(page).toHaveURL(/[?&]q=lists/);
      await expect(page).toHaveURL(/[?&]layer=cl/);
      await page.getByRole("group", { name: "Filter EIPs by layer" }).getByRole("button", { name: "All" }).click();

      await filterInput(page).fill("");
      await expect(filterCount(page)).toHaveText(`${total} EIPs`);
      await expect.poll(() => listedEipIds(page)).toEqual(all);
      await expect(page).toHaveURL(/\/upgrade\/glamsterdam$/);
    });
  }

  test("says when nothing matches, and 'Clear filters' brings everything back", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, `${GLAMSTERDAM}?layer=cl`);
    const total = await totalFromCount(page);
    await filterInput(page).fill("zzzz no such proposal");
    await expect(filterCount(page)).toHaveText(`0 of ${total} EIPs`);
    await expect(page.getByText("No EIP on this page matches these filters.")).toBeVisible();
    await expect(page.getByText("No improvements found for this network upgrade.")).toHaveCount(0);
    await expect(page.locator("main article[data-eip]")).toHaveCount(0);
    await expect(skipLink(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(filterInput(page)).toHaveValue("");
    await expect(page).toHaveURL(/\/upgrade\/glamsterdam$/);
    await expect(filterCount(page)).toHaveText(`${total} EIPs`);
    await expect.poll(async () => (await listedEipIds(page)).length).toBe(total);
  });

  test("a shared ?q= link opens filtered; malformed, huge or HTML values break nothing", async ({ page }) => {
    test.setTimeout(180_000); // six loads of the heaviest page
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, `${GLAMSTERDAM}?q=FOCIL`);
    await expect(filterInput(page)).toHaveValue("FOCIL");
    await expect.poll(() => listedEipIds(page)).toEqual([7805]);

    const html = `<img src=x onerror="window.__filterXss=1"><script>window.__filterXss=2</script>`;
    for (const raw of [encodeURIComponent(html), "%E0%A4%A", "x".repeat(8_000), encodeURIComponent("(.*[")]) {
      await gotoHydrated(page, `${GLAMSTERDAM}?q=${raw}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glamsterdam");
      await expect(page.getByText("No EIP on this page matches these filters.")).toBeVisible();
      await expect(filterCount(page)).toHaveText(/^0 of \d+ EIPs$/);
      expect((await filterInput(page).inputValue()).length).toBeLessThanOrEqual(200);
    }
    await gotoHydrated(page, `${GLAMSTERDAM}?q=${encodeURIComponent(html)}`);
    await expect(filterInput(page)).toHaveValue(html);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { __filterXss?: number }).__filterXss)).toBeUndefined();
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

/** How many EIPs the page lists without filters, from its count line ('12 of 52 EIPs' or '52 EIPs'). */
async function totalFromCount(page: Page): Promise<number> {
  const text = (await filterCount(page).textContent()) ?? "";
  return Number(/(\d+) EIPs$/.exec(text)?.[1]);
}

test.describe("wording", () => {
  test("a headliner candidate that was not selected shows the stage the calls gave it; 'Unknown' is not shown", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, GLAMSTERDAM);
    await page.locator("#headliner-proposals").getByRole("button", { name: "Expand", exact: true }).click();
    // In Nov 2025 these had no stage and read 'Not selected' (stages.test.ts keeps that rule); the calls declined them since.
    for (const id of [7692, 7886, 7937, 7942])
      await expect(
        page.locator(`#headliner-proposals [id$='eip-${id}']`).getByText("Declined for Inclusion", { exact: true }),
      ).toBeVisible();
    await expect(
      page.locator("#headliner-eip-7782").getByText("Declined for Inclusion", { exact: true }),
    ).toBeVisible();
    await expect(page.locator("#headliner-proposals").getByText("Unknown", { exact: true })).toHaveCount(0);
  });

  test("the ranking banner keeps its title and button and promises no delivery to client teams", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, GLAMSTERDAM);
    const banner = page.getByRole("region", { name: "Voice Your Support" });
    await expect(banner).toContainText("Submissions of proposals for inclusion in Glamsterdam are closed.");
    await expect(banner).toContainText("stays on this device and is sent nowhere");
    await expect(banner).not.toContainText(/client teams/i);
    await expect(banner.getByRole("link", { name: "Create Your Ranking" })).toHaveAttribute(
      "href",
      "/rank/glamsterdam",
    );
  });
});

test.describe("accessibility", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const viewport of [DESKTOP, MOBILE]) {
      test(`filter bar, skip link, Jump to menu, compact cards and the empty state have no axe violations (${colorScheme}, ${viewport.width}px)`, async ({
        page,
      }) => {
        test.setTimeout(240_000); // axe on a page of thousands of elements
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await gotoHydrated(page, `${GLAMSTERDAM}?view=compact#eip-7928`);
        await expect(page.locator("#eip-7928").getByTestId("eip-description")).toBeVisible();
        await page.locator("#headliner-proposals").getByRole("button", { name: "Expand", exact: true }).click();
        await skipLink(page).focus();
        const violations = async (builder: AxeBuilder) =>
          (await builder.analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
        // What this work added: the filter bar, the focused skip link, the menu, folded and open cards, a 'Not selected' badge.
        const regions = [
          "[role=search]",
          "[data-testid=eip-filter-count]",
          "main > a[href='#scheduled-for-inclusion']",
          "nav[aria-label='Jump to']",
          "#scheduled-for-inclusion",
          "#considered-for-inclusion",
          "#eip-7692",
        ];
        expect(
          await violations(regions.reduce((builder, selector) => builder.include(selector), new AxeBuilder({ page }))),
        ).toEqual([]);
        await filterInput(page).fill("zzzz");
        await expect(page.getByText("No EIP on this page matches these filters.")).toBeVisible();
        expect(await violations(new AxeBuilder({ page }).include("main"))).toEqual([]);
      });
    }
  }
});
