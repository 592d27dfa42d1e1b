import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { formatIsoDate } from "../../src/domain/time/isoDate";
import { expect, gotoHydrated } from "./helpers";

// The call registry the fixture build shows: counts follow it, not a number written here.
const registry: { type: string }[] = JSON.parse(readFileSync("content/calls.json", "utf8"));
const eventCount = (JSON.parse(readFileSync("content/events.json", "utf8")) as unknown[]).length;
const newestEventMonth = new Date(
  `${(JSON.parse(readFileSync("content/events.json", "utf8")) as { date: string }[])
    .map((e) => e.date)
    .sort()
    .at(-1)!}T00:00:00Z`,
).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const callCount = (n: number) => `${n} ${n === 1 ? "call" : "calls"}`;

const GITHUB = "https://api.github.com/repos/ethereum/pm/issues**";
const issue = (title: string, n: number) => ({
  title,
  html_url: `https://github.com/ethereum/pm/issues/${n}`,
  number: n,
});

async function stubGithub(page: Page, respond: Parameters<Page["route"]>[1]) {
  await page.route(GITHUB, respond);
}

test.describe("Protocol Calendar", () => {
  test.beforeEach(async ({ page }) => {
    // A frozen clock: 'today' is 2025-10-12, between archived calls.
    await page.clock.setFixedTime(new Date("2025-10-12T12:00:00"));
  });

  test("shows upcoming calls from valid issues only: today or later, not archived, one per series", async ({
    page,
  }) => {
    let requests = 0;
    await stubGithub(page, async (route) => {
      requests++;
      await route.fulfill({
        json: [
          issue("All Core Devs - Consensus (ACDC) #169, November 13, 2025", 1),
          issue("All Core Devs - Consensus (ACDC) #170, November 27, 2025", 2), // second ACDC: dropped
          issue("All Core Devs - Execution (ACDE) #222, October 9, 2025", 3), // already archived and past
          issue("All Core Devs - Testing (ACDT) #60, Oct 13, 2025", 4),
          issue("All Core Devs - Testing (ACDT) #57, Oct 13, 2025", 8), // archived already
          issue("All Core Devs - Execution (ACDE) #300, October 1, 2025", 5), // in the past
          issue("Breakout room: FOCIL #12, October 20, 2025", 6), // not a call title
          issue("All Core Devs - Execution (ACDE) #224, someday", 7), // no parseable date
        ],
      });
    });
    await gotoHydrated(page, "/calls");
    const upcoming = page.getByRole("link", { name: /Upcoming/ });
    await expect(upcoming).toHaveCount(2);
    // Newest first on the timeline: Nov 13 (ACDC) above Oct 13 (ACDT).
    await expect(upcoming.first()).toContainText("All Core Devs - Consensus #169");
    await expect(upcoming.first()).toHaveAttribute("href", "https://github.com/ethereum/pm/issues/1");
    await expect(upcoming.nth(1)).toContainText("All Core Devs - Testing #060");
    await expect(page.getByText(`${registry.length} calls · 2 upcoming · ${eventCount} events`)).toBeVisible();

    // Going back to the calendar reuses the cached answer.
    await page.getByRole("link", { name: "Forkline" }).click();
    await page.getByRole("link", { name: "Calls", exact: true }).first().click();
    await expect(page.getByRole("link", { name: /Upcoming/ })).toHaveCount(2);
    expect(requests).toBe(1);
  });

  test("timeline is newest first with month labels and a Today divider between future and past", async ({ page }) => {
    await stubGithub(page, (route) => route.fulfill({ json: [] }));
    await gotoHydrated(page, "/calls");
    const months = page.locator("main section h2");
    // Newest month first: the newest event's; November 2025 holds only events (Hoodi blob-parameter forks).
    await expect(months.first()).toHaveText(newestEventMonth);
    // textContent: the labels are upper-cased by CSS, which innerText would return.
    const labels = (await months.allTextContents()).map((label) => label.trim());
    expect(labels.indexOf("November 2025")).toBeGreaterThan(0);
    expect(labels.indexOf("November 2025")).toBe(labels.indexOf("October 2025") - 1);
    const october = page.getByRole("region", { name: "October 2025" });
    const rows = october.getByRole("listitem");
    const texts = await rows.allInnerTexts();
    const todayAt = texts.findIndex((t) => /today/i.test(t));
    const acde222 = texts.findIndex((t) => t.includes("All Core Devs - Execution #222"));
    const acdc168 = texts.findIndex((t) => t.includes("All Core Devs - Consensus #168"));
    expect(acdc168).toBeLessThan(todayAt); // Oct 30, in the future on Oct 12
    expect(todayAt).toBeLessThan(acde222); // Oct 9, in the past
  });

  test("series filters and the events toggle change the list and the counts", async ({ page }) => {
    await stubGithub(page, (route) => route.fulfill({ json: [] }));
    await gotoHydrated(page, "/calls");
    await page.getByRole("button", { name: "ACDT" }).click();
    await expect(page.getByRole("button", { name: "ACDT" })).toHaveAttribute("aria-pressed", "true");
    const acdt = registry.filter((call) => call.type === "acdt").length;
    await expect(page.getByText(`${acdt} calls · 0 upcoming · ${eventCount} events`)).toBeVisible();
    await expect(page.getByRole("link", { name: /All Core Devs - Consensus/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Hide Events" }).click();
    await expect(page.getByText(`${acdt} calls · 0 upcoming · 0 events`)).toBeVisible();
    await expect(page.getByText("Fusaka Live on Sepolia Testnet")).toHaveCount(0);
    await page.getByRole("button", { name: "Show Events" }).click();
    // Events are shown but not clickable.
    const event = page.getByText("Fusaka Live on Sepolia Testnet");
    await expect(event).toBeVisible();
    await expect(page.locator("a", { hasText: "Fusaka Live on Sepolia Testnet" })).toHaveCount(0);
  });

  test("'Breakouts' and the series menu show the breakout rooms, a series the code never names included", async ({
    page,
  }) => {
    await stubGithub(page, (route) => route.fulfill({ json: [] }));
    await gotoHydrated(page, "/calls");
    const breakouts = registry.filter((call) => !["acdc", "acde", "acdt"].includes(call.type));
    const focil = registry.filter((call) => call.type === "focil");
    await page.getByRole("button", { name: "Breakouts" }).click();
    await expect(page.getByRole("button", { name: "Breakouts" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(`${callCount(breakouts.length)} · 0 upcoming · ${eventCount} events`)).toBeVisible();
    await expect(page.getByRole("link", { name: /All Core Devs/ })).toHaveCount(0);
    await page.getByRole("combobox", { name: "Breakout series" }).selectOption({ label: "FOCIL Breakout" });
    await expect(page.getByText(`${callCount(focil.length)} · 0 upcoming · ${eventCount} events`)).toBeVisible();
    await expect(page.getByRole("link", { name: /FOCIL Breakout #019/ })).toHaveAttribute("href", "/calls/focil/019");
    await expect(page.getByRole("link", { name: /EIP-7928 Breakout Room/ })).toHaveCount(0);
    await page.getByRole("button", { name: "All", exact: true }).click();
    await expect(page.getByText(`${registry.length} calls · 0 upcoming · ${eventCount} events`)).toBeVisible();
  });

  for (const [name, respond, logged] of [
    [
      "a 403 rate limit",
      (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
        route.fulfill({ status: 403, json: { message: "API rate limit exceeded" } }),
      "Failed to fetch GitHub issues",
    ],
    [
      "a network error",
      (route: Parameters<Parameters<Page["route"]>[1]>[0]) => route.abort("internetdisconnected"),
      "Error fetching upcoming calls",
    ],
    [
      "malformed JSON",
      (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
        route.fulfill({ status: 200, contentType: "application/json", body: "{not json" }),
      "Error fetching upcoming calls",
    ],
  ] as const) {
    test(`stays usable with ${name}, logging '${logged}' and saying so with a link to the agendas`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      await stubGithub(page, respond);
      await gotoHydrated(page, "/calls");
      await expect(page.getByText(`${registry.length} calls · 0 upcoming · ${eventCount} events`)).toBeVisible();
      await expect.poll(() => errors.some((e) => e.includes(logged))).toBe(true);
      const notice = page.getByRole("status").filter({ hasText: "Upcoming calls could not be loaded" });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole("link", { name: /GitHub/ })).toHaveAttribute(
        "href",
        "https://github.com/ethereum/pm/issues",
      );
      await page.getByRole("link", { name: "All Core Devs - Consensus #167" }).click();
      await expect(page).toHaveURL(/\/calls\/acdc\/167$/);
    });
  }

  test("a failed answer is not kept: coming back to the calendar asks again, and a good answer is then shared", async ({
    page,
  }) => {
    let requests = 0;
    await stubGithub(page, async (route) => {
      requests++;
      if (requests === 1) await route.fulfill({ status: 503, json: { message: "unavailable" } });
      else await route.fulfill({ json: [issue("All Core Devs - Consensus (ACDC) #169, November 13, 2025", 1)] });
    });
    await gotoHydrated(page, "/calls");
    await expect(page.getByRole("status").filter({ hasText: "Upcoming calls could not be loaded" })).toBeVisible();
    expect(requests).toBe(1);
    // Client-side moves: the same page load, so only the adapter's cache rule decides whether to ask again.
    for (const visit of [1, 2]) {
      await page.getByRole("link", { name: "Forkline" }).click();
      await page.getByRole("link", { name: "Calls", exact: true }).first().click();
      await expect(page).toHaveURL(/\/calls$/);
      await expect(page.getByText(`${registry.length} calls · 1 upcoming · ${eventCount} events`)).toBeVisible();
      await expect(page.getByText("Upcoming calls could not be loaded")).toHaveCount(0);
      expect(requests, `after visit ${visit}`).toBe(2);
    }
  });
});

for (const [colorScheme, viewport] of [
  ["light", { width: 1280, height: 900 }],
  ["dark", { width: 390, height: 844 }],
] as const) {
  test(`the calendar, with an upcoming call, has no accessibility violations (${colorScheme}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2025-10-12T12:00:00"));
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await stubGithub(page, (route) =>
      route.fulfill({ json: [issue("All Core Devs - Consensus (ACDC) #169, November 13, 2025", 1)] }),
    );
    await gotoHydrated(page, "/calls");
    await expect(page.getByRole("link", { name: /#169/ })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

test.describe("calendar rows say what a call holds", () => {
  // What the fixture archive gives acde 223: its TL;DR's first highlight and decisions, and a transcript and chat.
  const tldr = JSON.parse(readFileSync("tests/fixtures/archive/acde/2025-10-23_223/tldr.json", "utf8"));
  const firstHighlight: string = (Object.values(tldr.highlights)[0] as { highlight: string }[])[0]!.highlight;
  const decisions: number = tldr.decisions.length;

  test("a past call shows a teaser, its decisions and which parts exist; an upcoming-calls success says nothing", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2025-10-25T12:00:00"));
    await stubGithub(page, (route) => route.fulfill({ json: [] }));
    await gotoHydrated(page, "/calls");
    const row = page.getByRole("link", { name: /All Core Devs - Execution #223/ });
    await expect(row).toContainText(firstHighlight);
    await expect(row).toContainText(
      `${decisions} decision${decisions === 1 ? "" : "s"} · Video · Transcript · Chat · Summary`,
    );
    // A call the archive has nothing for but its video says only that.
    await expect(page.getByRole("link", { name: /All Core Devs - Consensus #168/ })).toContainText(/Video$/);
    await expect(page.getByText("Upcoming calls could not be loaded")).toHaveCount(0);
  });

  test("a long stretch without entries before Today is said, naming the newest date listed", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-26T12:00:00"));
    await stubGithub(page, (route) => route.fulfill({ json: [] }));
    await gotoHydrated(page, "/calls");
    const events: { date: string }[] = JSON.parse(readFileSync("content/events.json", "utf8"));
    const newest = [...events, ...registry.map((call) => call as unknown as { date: string })]
      .map((entry) => entry.date)
      .sort()
      .at(-1)!;
    const label = formatIsoDate(newest);
    const today = page.getByRole("listitem", { name: "Today" });
    await expect(today.locator("xpath=following-sibling::li[1]")).toHaveText(
      `Nothing is listed between ${label} and today: newer calls are not in the archive yet.`,
    );
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`on a 390 px phone no row takes three lines, and rows give the short name (${colorScheme})`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date("2025-10-25T12:00:00"));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme });
      await stubGithub(page, (route) => route.fulfill({ json: [] }));
      await gotoHydrated(page, "/calls");
      const events = page.locator("main ol > li.border-dashed");
      await expect(events.first()).toBeVisible();
      const lineHeight = await events.first().evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      for (const height of await events.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))) {
        expect(height).toBeLessThan(3 * lineHeight + 10);
      }
      await expect(page.getByRole("link", { name: /^Oct 23 ACDE #223/ })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });
  }
});

// One 'today' rule (domain/time/today.ts): the UTC day, wherever the visitor is. At 12:00 UTC on Oct 12 it is
// already Oct 13 on Kiritimati (UTC+14) and still Oct 12 in Pago Pago (UTC−11); at 08:00 UTC it is Oct 11 there.
for (const { timezoneId, at, listed, dropped } of [
  {
    timezoneId: "Pacific/Kiritimati",
    at: "2025-10-12T12:00:00Z",
    listed: "October 12, 2025",
    dropped: "October 11, 2025",
  },
  {
    timezoneId: "Pacific/Pago_Pago",
    at: "2025-10-12T08:00:00Z",
    listed: "October 12, 2025",
    dropped: "October 11, 2025",
  },
]) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("has the UTC day as today: a call dated today in UTC is upcoming, one dated the day before is not", async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date(at));
      await stubGithub(page, (route) =>
        route.fulfill({
          json: [
            issue(`All Core Devs - Testing (ACDT) #97, ${listed}`, 1),
            issue(`All Core Devs - Execution (ACDE) #297, ${dropped}`, 2),
          ],
        }),
      );
      await gotoHydrated(page, "/calls");
      const upcoming = page.getByRole("link", { name: /Upcoming/ });
      await expect(upcoming).toHaveCount(1);
      await expect(upcoming).toContainText("All Core Devs - Testing #097");
      await expect(page.getByText(`${registry.length} calls · 1 upcoming · ${eventCount} events`)).toBeVisible();
    });
  });
}
