import AxeBuilder from "@axe-core/playwright";
import { test, type Page, type Route } from "@playwright/test";
import { buildSearchIndex, searchIndexParts } from "../../src/domain/search/calendarIndex";
import { expect, gotoHydrated, holdRequests } from "./helpers";

// The calendar-wide search (SPEC §2 'Protocol Calendar', §4, §5, §7, §9) against the fixture build.
// Every test starts in a fresh browser context, so IndexedDB starts empty: a cold cache.

const INDEX_PATH = "/data/search-index.json";
const PARTS_PATH = "/data/search/";
const DATABASE = "forkline_search";
const INDEX_VERSION = "1.1.0";
const DAY_MS = 24 * 60 * 60 * 1000;

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await page.route("https://api.github.com/repos/ethereum/pm/issues**", (route) => route.fulfill({ json: [] }));
});

function countIndexRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === INDEX_PATH) count++;
  });
  return () => count;
}

/** Errors thrown in the page or logged by the page or its workers. */
function collectProblems(page: Page): { pageErrors: string[]; consoleErrors: string[] } {
  const problems = { pageErrors: [] as string[], consoleErrors: [] as string[] };
  page.on("pageerror", (error) => problems.pageErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  page.on("worker", (worker) => {
    worker.on("console", (message) => {
      if (message.type() === "error") problems.consoleErrors.push(message.text());
    });
  });
  return problems;
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search all calls" });
const searchField = (page: Page) => dialog(page).getByRole("combobox", { name: "Search all calls" });
const results = (page: Page) => dialog(page).getByRole("option");

async function openSearch(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Search all calls" }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(searchField(page)).toBeFocused();
}

type StoredRecord = {
  version: string;
  lastUpdated: string;
  storedAt: number;
  indexJson: string;
  sha256?: string;
  validatedBy?: string;
};

/** Puts a record into the search database the way the site stores it (SPEC §7). */
async function storeRecord(page: Page, record: StoredRecord): Promise<void> {
  await page.evaluate(
    async ({ database, record }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database, 1);
        request.onupgradeneeded = () => request.result.createObjectStore("search_index");
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction("search_index", "readwrite");
        transaction.objectStore("search_index").put(record, "index");
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      db.close();
    },
    { database: DATABASE, record },
  );
}

async function readRecord(page: Page): Promise<(Omit<StoredRecord, "indexJson"> & { indexLength: number }) | null> {
  return page.evaluate(async (database) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore("search_index");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const value = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction("search_index").objectStore("search_index").get("index");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    if (!value || typeof value !== "object") return null;
    const { indexJson, ...rest } = value as StoredRecord;
    return { ...rest, indexLength: indexJson.length };
  }, DATABASE);
}

/** The built index head's text, read over HTTP outside the page so the page's requests stay uncounted. */
async function builtIndexText(page: Page): Promise<string> {
  const response = await page.request.get(INDEX_PATH);
  return response.text();
}

/** The built head with every call numbered 999, so a result shows which copy answered. */
function withMarkedCalls(indexJson: string): string {
  const head = JSON.parse(indexJson);
  head.calls = head.calls.map((call: unknown[]) => [call[0], call[1], "999", ...call.slice(3)]);
  return JSON.stringify(head);
}

/** Serves an index built from `texts` (one call's transcript, a line each) in place of the site's. */
async function serveIndex(page: Page, texts: string[]): Promise<Map<string, unknown>> {
  const docs = texts.map((text, position) => ({
    callType: "acdc",
    callDate: "2025-04-03",
    callNumber: "154",
    type: "transcript" as const,
    timestamp: "00:00:01",
    speaker: "Host",
    text,
    position,
  }));
  const index = buildSearchIndex(docs, new Date().toISOString());
  const parts = searchIndexParts(index);
  await page.route(`**${INDEX_PATH}`, (route) => route.fulfill({ json: index.head }));
  await page.route(`**${PARTS_PATH}**`, (route) => {
    const part = parts.get(new URL(route.request().url()).pathname.slice("/data/".length));
    return part === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ json: part });
  });
  return parts;
}

for (const [device, viewport] of [
  ["desktop", undefined],
  ["phone", PHONE],
] as const) {
  test.describe(`on ${device}`, () => {
    if (viewport) test.use({ viewport });

    test("a cold cache shows 'Building search index...' with a percent, then results", async ({ page }) => {
      const problems = collectProblems(page);
      const indexRequests = countIndexRequests(page);
      // Hold the index back so the progress can be seen; it is released once the percent shows.
      const release = await holdRequests(page, `**${INDEX_PATH}`);
      await gotoHydrated(page, "/calls");
      await page.evaluate(() => {
        // Every progress text the dialog shows, in order.
        const seen: string[] = [];
        Object.assign(window, { progressSeen: seen });
        new MutationObserver(() => {
          for (const status of document.querySelectorAll("dialog [role=status]")) {
            const text = status.textContent ?? "";
            if (text.startsWith("Building") && seen.at(-1) !== text) seen.push(text);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await openSearch(page);
      await searchField(page).fill("blob schedule");
      await expect(dialog(page).getByText(/^Building search index\.\.\. \d+%$/)).toBeVisible();
      await expect(results(page)).toHaveCount(0);
      release();
      await expect(results(page).first()).toBeVisible();
      await expect(dialog(page).getByText("Building search index...")).toHaveCount(0);
      const percents = (await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).map(
        (text) => Number(/(\d+)%$/.exec(text)?.[1]),
      );
      expect(percents.length).toBeGreaterThan(0);
      expect(percents.every((percent) => percent >= 0 && percent <= 100)).toBe(true);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(indexRequests()).toBe(1);
      expect(problems.pageErrors).toEqual([]);
    });

    test("a result shows call, date, time, type, speaker and the matches, and opens the call page at it", async ({
      page,
    }) => {
      await gotoHydrated(page, "/calls");
      await openSearch(page);
      await searchField(page).fill("Zephyrine devnet");
      const first = results(page).first();
      await expect(first).toBeVisible();
      await expect(first).toContainText("All Core Devs - Execution #223");
      await expect(first).toContainText("Oct 23, 2025");
      await expect(first.locator("mark").first()).toHaveText(/zephyrine/i);
      // Every transcript result names its speaker and time.
      const transcript = results(page).filter({ hasText: "Transcript" }).filter({ hasText: "Petra Lindqvist" }).first();
      await expect(transcript).toContainText("00:05:27");
      await transcript.click();
      await expect(page).toHaveURL(/\/calls\/acde\/223\?/);
      const params = new URL(page.url()).searchParams;
      expect(params.get("search")).toBe("Zephyrine devnet");
      expect(params.get("timestamp")).toBe("00:05:27");
      expect(params.get("type")).toBe("transcript");
      expect(params.get("text")).toBe(
        "Zephyrine devnet two finalized overnight; one client stalled on a malformed receipt.",
      );
    });
  });
}

test("the keyboard opens the search with Ctrl+F, moves through results and opens one with Enter", async ({ page }) => {
  await gotoHydrated(page, "/calls");
  await page.keyboard.press("Control+f");
  await expect(dialog(page)).toBeVisible();
  await expect(searchField(page)).toBeFocused();
  await page.keyboard.type("blob schedule");
  await expect(results(page).first()).toBeVisible();
  const field = searchField(page);
  const activeOption = async () => {
    const id = await field.getAttribute("aria-activedescendant");
    return id ? page.locator(`[id="${id}"]`) : null;
  };
  await expect(results(page).first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(results(page).first()).toHaveAttribute("aria-selected", "false");
  expect(await (await activeOption())?.getAttribute("aria-selected")).toBe("true");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp"); // clamped at the first result
  await expect(results(page).first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  const chosen = await results(page).nth(1).innerText();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/calls\/(acdc|acde|acdt)\/\d{3}\?/);
  const params = new URL(page.url()).searchParams;
  expect([...params.keys()].sort()).toEqual(["search", "text", "timestamp", "type"]);
  expect(params.get("search")).toBe("blob schedule");
  expect(params.get("timestamp")).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  expect(chosen).toContain(params.get("timestamp") ?? "-");
});

test("letters typed while the dialog's code is still loading become the query", async ({ page }) => {
  const release = await holdRequests(page, "**/assets/CalendarSearchDialog-*.js");
  await gotoHydrated(page, "/calls");
  await page.keyboard.press("Control+f");
  await page.keyboard.type("devnet");
  await expect(dialog(page)).toHaveCount(0);
  release();
  await expect(searchField(page)).toHaveValue("devnet");
  await expect(searchField(page)).toBeFocused();
  await expect(results(page).first()).toContainText(/devnet/i);
});

test("letters typed at once after Ctrl+F, with the dialog's code already loaded, all reach the field", async ({
  page,
}) => {
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await page.keyboard.press("Control+f");
  await page.keyboard.type("blob target");
  await expect(searchField(page)).toHaveValue("blob target");
  await expect(searchField(page)).toBeFocused();
});

test("Cmd+F opens it too and blocks the browser's find; Escape closes it and gives focus back", async ({ page }) => {
  await gotoHydrated(page, "/calls");
  const prevented = await page.evaluate(() => {
    const event = new KeyboardEvent("keydown", { key: "f", metaKey: true, bubbles: true, cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await openSearch(page);
  await searchField(page).fill("gas limit");
  await expect(results(page).first()).toBeVisible();
  // In the open dialog, Ctrl+F takes focus back to the search field.
  await dialog(page).getByRole("button", { name: "Chat" }).focus();
  await page.keyboard.press("Control+f");
  await expect(searchField(page)).toBeFocused();
  await dialog(page).getByRole("button", { name: "Close search" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Search all calls" })).toBeFocused();
  // Reopened, it starts empty.
  await page.getByRole("button", { name: "Search all calls" }).click();
  await expect(searchField(page)).toHaveValue("");
  await expect(dialog(page).getByText(/^Start typing to search/)).toBeVisible();
});

test("content-type and call-type chips narrow the results", async ({ page }) => {
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  // "devnet" is in the ACDC 154 and ACDE 223 fixtures, in transcript, agenda and action items.
  await searchField(page).fill("devnet");
  await expect(results(page).first()).toBeVisible();
  const all = await results(page).count();
  await dialog(page).getByRole("group", { name: "Content type" }).getByRole("button", { name: "Action" }).click();
  await expect(dialog(page).getByRole("button", { name: "Action", pressed: true })).toBeVisible();
  await expect(results(page).first()).toContainText("Action");
  for (const text of await results(page).allInnerTexts()) expect(text).toMatch(/^Action/);
  expect(await results(page).count()).toBeLessThan(all);
  await dialog(page).getByRole("button", { name: "All", exact: true }).click();
  await dialog(page).getByRole("button", { name: "ACDC" }).click();
  await expect(dialog(page).getByRole("button", { name: "ACDC", pressed: true })).toBeVisible();
  await expect(results(page).first()).toContainText("All Core Devs - Consensus");
  for (const text of await results(page).allInnerTexts()) expect(text).toContain("All Core Devs - Consensus");
  await dialog(page).getByRole("button", { name: "Chat" }).click();
  await dialog(page).getByRole("button", { name: "ACDE" }).click();
  await searchField(page).fill("blob");
  await expect(results(page)).toHaveCount(2);
  for (const text of await results(page).allInnerTexts())
    expect(text).toMatch(/^Chat\s+All Core Devs - Execution #223/);
  await results(page).first().click();
  await expect(page).toHaveURL(/\/calls\/acde\/223\?.*type=chat/);
});

test("fewer than two characters give no results, and a query with no match says so", async ({ page }) => {
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("b");
  await expect(dialog(page).getByText("Type at least two characters to search.")).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  await searchField(page).fill("quetzalcoatl");
  await expect(dialog(page).getByText('No results found for "quetzalcoatl"')).toBeVisible();
  await expect(dialog(page).getByText("Try different keywords or filters")).toBeVisible();
});

test("typing is debounced: only the query standing after a 300 ms pause is searched", async ({ page }) => {
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("blob");
  await expect(results(page).first()).toBeVisible();
  await page.evaluate(() => {
    const answered: string[] = [];
    Object.assign(window, { answeredQueries: answered });
    new MutationObserver(() => {
      const text = document.querySelector("dialog")?.textContent ?? "";
      const match = /No results found for "([^"]*)"/.exec(text);
      if (match?.[1] && answered.at(-1) !== match[1]) answered.push(match[1]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // Three edits in one task, as a fast typist's keys arrive: no timer can run between them, however
  // busy the machine is, so only the last may be searched. The debounce runs from the last edit.
  const beforeLastEdit = Date.now();
  await searchField(page).evaluate((field: HTMLInputElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    for (const value of ["blobx", "blobxy", "blobxyz"]) {
      setValue?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  });
  await expect(dialog(page).getByText('No results found for "blobxyz"')).toBeVisible();
  expect(Date.now() - beforeLastEdit).toBeGreaterThanOrEqual(300);
  // "blobx" and "blobxy" were never searched, so never answered.
  expect(await page.evaluate(() => (window as unknown as { answeredQueries: string[] }).answeredQueries)).toEqual([
    "blobxyz",
  ]);
});

/** The dialog open with the index loaded: "blob" answered, then the field emptied. Returns the first result. */
async function answerBlobThenEmpty(page: Page): Promise<string | null> {
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("blob");
  await expect(results(page).first()).toBeVisible();
  const first = await results(page).first().textContent();
  await searchField(page).fill("");
  await expect(results(page)).toHaveCount(0);
  return first;
}

test("an emptied field forgets the last answer: a new query shows no old results while it is typed", async ({
  page,
}) => {
  const blobFirst = await answerBlobThenEmpty(page);
  await expect(dialog(page).getByRole("status")).toHaveText("");
  // Typed again, within the debounce: the answer to "blob" does not come back meanwhile.
  await searchField(page).pressSequentially("gas", { delay: 20 });
  await expect(results(page)).toHaveCount(0);
  await expect(results(page).first()).toBeVisible();
  expect(await results(page).first().textContent()).not.toBe(blobFirst);
  await expect(dialog(page).getByRole("status")).toHaveText(/\d+ results?$/);
});

test("an answer ready early stays out of sight until 300 ms after the last key, and a key typed meanwhile drops it", async ({
  page,
}) => {
  await answerBlobThenEmpty(page);
  // In the page, at each DOM change: when a result first became visible (rendered hidden does not count),
  // and what the count said then; from the last input event, as the page received it.
  await page.evaluate(() => {
    const seen = { lastInput: 0, visibleAt: 0, countThen: "" };
    Object.assign(window, { debounceSeen: seen });
    document.addEventListener("input", (event) => (seen.lastInput = event.timeStamp), true);
    new MutationObserver(() => {
      const options = [...document.querySelectorAll("dialog [role=option]")];
      if (seen.visibleAt > 0 || !options.some((option) => option.checkVisibility())) return;
      seen.visibleAt = performance.now();
      seen.countThen = document.querySelector("dialog [role=status]")?.textContent ?? "";
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  // "ga", then a pause past the early search (150 ms) but short of the debounce, then "s".
  await searchField(page).fill("ga");
  await page.waitForTimeout(220);
  await searchField(page).fill("gas");
  await expect(results(page).first()).toBeVisible();
  await expect(dialog(page).getByRole("status")).toHaveText(/\d+ results?$/);
  const seen = await page.evaluate(
    () =>
      (window as unknown as { debounceSeen: { lastInput: number; visibleAt: number; countThen: string } }).debounceSeen,
  );
  expect(seen.visibleAt - seen.lastInput).toBeGreaterThanOrEqual(300);
  // The first list shown is the answer to "gas", with its own count: never the one held for "ga".
  expect(seen.countThen).toBe(await dialog(page).getByRole("status").textContent());
  await expect(results(page).first()).toContainText(/gas/i);
});

test("shows the first 200 results and 'of N' when more match", async ({ page }) => {
  // A synthetic index where 600 documents match one word.
  await serveIndex(
    page,
    Array.from({ length: 600 }, (_, i) => `plentiful line ${i}`),
  );
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("plentiful");
  // The first 8 come at once, the rest once the list is scrolled to its end.
  await expect(results(page).first()).toBeVisible();
  await results(page).last().scrollIntoViewIfNeeded();
  await expect(results(page)).toHaveCount(200);
  await expect(dialog(page).getByText("200 of 600 results").last()).toBeVisible();
  await expect(dialog(page).getByRole("status").filter({ hasText: "200 of 600 results" })).toBeAttached();
  // Down to the last listed result, and no further.
  await results(page).nth(197).hover();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown");
  await expect(results(page).nth(199)).toHaveAttribute("aria-selected", "true");
  await expect(results(page).nth(199)).toBeInViewport();
  // The list itself takes focus too, and answers Home and End.
  await dialog(page).getByRole("listbox").focus();
  await page.keyboard.press("Home");
  await expect(results(page).first()).toHaveAttribute("aria-selected", "true");
  await expect(results(page).first()).toBeInViewport();
  await page.keyboard.press("End");
  await expect(results(page).nth(199)).toHaveAttribute("aria-selected", "true");
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a query downloads only the parts it needs; the rest of the list's texts come when the list is scrolled to them", async ({
    page,
  }) => {
    // 600 matching lines of three lines' height: 19 chunks of 32; the 200 listed are in chunks 0 to 6, the first 8 in chunk 0.
    const filler = "and a sentence long enough to wrap onto a few lines on a phone, so the first results fill the list";
    await serveIndex(
      page,
      Array.from({ length: 600 }, (_, i) => `plentiful line ${i} ${filler}`),
    );
    const requested: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(PARTS_PATH)) requested.push(path.replace(/^\/data\/search\/[^/]+\//, ""));
    });
    await gotoHydrated(page, "/calls");
    await openSearch(page);
    await searchField(page).fill("plentiful");
    await expect(results(page)).toHaveCount(8);
    await expect(results(page).first()).toContainText("plentiful line 0");
    await expect(dialog(page).getByRole("status").filter({ hasText: "200 of 600 results" })).toBeAttached();
    await page.waitForTimeout(500);
    // One posting file for the one word, and the chunk of the first results: nothing else yet.
    expect(requested.filter((path) => !path.startsWith("d/"))).toEqual([expect.stringMatching(/^p\/\d+\.json$/)]);
    expect(requested.filter((path) => path.startsWith("d/"))).toEqual(["d/0.json"]);
    await results(page).last().scrollIntoViewIfNeeded();
    await expect(results(page)).toHaveCount(200);
    await expect(results(page).nth(199)).toContainText("plentiful line 199");
    expect(requested.filter((path) => path.startsWith("d/")).sort()).toEqual([
      "d/0.json",
      "d/1.json",
      "d/2.json",
      "d/3.json",
      "d/4.json",
      "d/5.json",
      "d/6.json",
    ]);
  });
});

test("an archive with nothing to search answers 'No results', not a failure", async ({ page }) => {
  const problems = collectProblems(page);
  await serveIndex(page, []);
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("blob");
  await expect(dialog(page).getByText('No results found for "blob"')).toBeVisible();
  expect(problems.consoleErrors.filter((text) => text.includes("Search error"))).toEqual([]);
});

test("a malformed part is logged by name and the search says it failed; the next query asks for it again", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await serveIndex(page, ["blob schedule", "gas limit"]);
  let broken = true;
  await page.route(/\/data\/search\/[^/]+\/p\/0\.json$/, (route) =>
    broken ? route.fulfill({ json: { blob: [5, 0] } }) : route.fallback(),
  );
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("blob");
  await expect(dialog(page).getByText("Search failed. Try again.")).toBeVisible();
  await expect
    .poll(() =>
      problems.consoleErrors.some((text) => /the search index part search\/\w+\/p\/0\.json is invalid/.test(text)),
    )
    .toBe(true);
  broken = false;
  await searchField(page).fill("gas limit");
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText("gas limit");
  expect(problems.pageErrors).toEqual([]);
});

test.describe("the stored index (IndexedDB)", () => {
  test("a second visit searches the stored copy without downloading it again", async ({ page }) => {
    const indexRequests = countIndexRequests(page);
    await gotoHydrated(page, "/calls");
    await openSearch(page);
    await searchField(page).fill("receipt decoder");
    await expect(results(page).first()).toBeVisible();
    await expect.poll(async () => (await readRecord(page))?.version).toBe(INDEX_VERSION);
    const stored = await readRecord(page);
    expect(stored?.indexLength).toBe((await builtIndexText(page)).length);
    expect(Date.now() - (stored?.storedAt ?? 0)).toBeLessThan(60_000);
    expect(stored?.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The checksum and the worker that validated those bytes, so the next visit can skip a second validation.
    expect(stored?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.validatedBy).toMatch(/\/assets\/worker-[\w-]+\.js$/);

    await page.reload();
    await gotoHydrated(page, "/calls");
    await openSearch(page);
    await searchField(page).fill("receipt decoder");
    await expect(results(page).first()).toBeVisible();
    expect(indexRequests()).toBe(1);
  });

  test("a stored copy changed after it was validated is validated again, and replaced when invalid", async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const indexRequests = countIndexRequests(page);
    await gotoHydrated(page, "/calls");
    await openSearch(page);
    await searchField(page).fill("receipt");
    await expect(results(page).first()).toBeVisible();
    await expect.poll(async () => (await readRecord(page))?.sha256 ?? "").toMatch(/^[0-9a-f]{64}$/);
    // Keep the checksum, break the bytes: a doc type the index does not know.
    await page.evaluate(async (database) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database, 1);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const store = () => db.transaction("search_index", "readwrite").objectStore("search_index");
      const record = await new Promise<{ indexJson: string }>((resolve) => {
        const request = store().get("index");
        request.onsuccess = () => resolve(request.result);
      });
      const index = JSON.parse(record.indexJson);
      index.types = `x${index.types.slice(1)}`;
      await new Promise((resolve) => {
        const request = store().put({ ...record, indexJson: JSON.stringify(index) }, "index");
        request.onsuccess = resolve;
      });
      db.close();
    }, DATABASE);
    await page.reload();
    await gotoHydrated(page, "/calls");
    await openSearch(page);
    await searchField(page).fill("receipt");
    await expect(results(page).first()).toBeVisible();
    await expect
      .poll(() => problems.consoleErrors.some((text) => text.includes("does not match its checksum")))
      .toBe(true);
    await expect
      .poll(() => problems.consoleErrors.some((text) => text.includes("the search index is invalid")))
      .toBe(true);
    expect(indexRequests()).toBe(2);
  });

  test("a fresh stored copy is used as it is", async ({ page }) => {
    const indexRequests = countIndexRequests(page);
    await gotoHydrated(page, "/calls");
    const indexJson = withMarkedCalls(await builtIndexText(page));
    await storeRecord(page, {
      version: INDEX_VERSION,
      lastUpdated: new Date().toISOString(),
      storedAt: Date.now() - 23 * 60 * 60 * 1000,
      indexJson,
    });
    await openSearch(page);
    await searchField(page).fill("receipt");
    await expect(results(page).first()).toContainText("#999");
    expect(indexRequests()).toBe(0);
  });

  test("a stored copy whose parts are gone (an earlier build's) is replaced by a download, and the query still answers", async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const indexRequests = countIndexRequests(page);
    await gotoHydrated(page, "/calls");
    const head = JSON.parse(withMarkedCalls(await builtIndexText(page)));
    head.parts.id = "earlierbuild";
    await storeRecord(page, {
      version: INDEX_VERSION,
      lastUpdated: new Date().toISOString(),
      storedAt: Date.now(),
      indexJson: JSON.stringify(head),
    });
    await openSearch(page);
    await searchField(page).fill("receipt");
    await expect(results(page).first()).toBeVisible();
    await expect(results(page).first()).not.toContainText("#999");
    expect(indexRequests()).toBe(1);
    await expect
      .poll(() => problems.consoleErrors.some((text) => text.includes("the index changed since it was stored")))
      .toBe(true);
    await expect.poll(async () => (await readRecord(page))?.indexLength).toBe((await builtIndexText(page)).length);
    expect(problems.pageErrors).toEqual([]);
  });

  for (const [reason, stamp] of [
    ["older than 24 hours", { version: INDEX_VERSION, storedAt: Date.now() - DAY_MS - 60_000 }],
    ["of another version", { version: "0.9.0", storedAt: Date.now() }],
  ] as const) {
    test(`a stored copy ${reason} is replaced by a download`, async ({ page }) => {
      const indexRequests = countIndexRequests(page);
      await gotoHydrated(page, "/calls");
      const indexJson = withMarkedCalls(await builtIndexText(page));
      await storeRecord(page, { ...stamp, lastUpdated: "2025-01-01T00:00:00.000Z", indexJson });
      await openSearch(page);
      await searchField(page).fill("receipt");
      await expect(results(page).first()).toBeVisible();
      await expect(results(page).first()).not.toContainText("#999");
      expect(indexRequests()).toBe(1);
      await expect.poll(async () => (await readRecord(page))?.storedAt ?? 0).toBeGreaterThan(Date.now() - 60_000);
      const replaced = await readRecord(page);
      expect(replaced?.version).toBe(INDEX_VERSION);
      expect(replaced?.lastUpdated).not.toBe("2025-01-01T00:00:00.000Z");
    });
  }

  test("a corrupt stored copy is logged and replaced, and the search still answers", async ({ page }) => {
    const problems = collectProblems(page);
    await gotoHydrated(page, "/calls");
    await storeRecord(page, {
      version: INDEX_VERSION,
      lastUpdated: new Date().toISOString(),
      storedAt: Date.now(),
      indexJson: '{"version":"1.0.5","docs":',
    });
    await openSearch(page);
    await searchField(page).fill("receipt");
    await expect(results(page).first()).toBeVisible();
    await expect.poll(() => problems.consoleErrors.some((text) => text.includes("Search index load error"))).toBe(true);
    await expect.poll(async () => (await readRecord(page))?.indexLength).toBe((await builtIndexText(page)).length);
  });

  test("with IndexedDB blocked the search works from memory and logs the error", async ({ page }) => {
    const problems = collectProblems(page);
    const indexRequests = countIndexRequests(page);
    const blockIndexedDb = `indexedDB.open = () => { throw new DOMException("IndexedDB is blocked", "SecurityError"); };\n`;
    await page.addInitScript(blockIndexedDb);
    // The index lives in a worker, whose global scope an init script does not reach: block it there too.
    await page.route(/\/assets\/worker-[\w-]+\.js$/, async (route: Route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: blockIndexedDb + (await response.text()) });
    });
    await gotoHydrated(page, "/calls");
    await openSearch(page);
    await searchField(page).fill("blob schedule");
    await expect(results(page).first()).toBeVisible();
    await searchField(page).fill("gas limit");
    await expect(results(page).first()).toContainText("gas limit", { ignoreCase: true });
    expect(indexRequests()).toBe(1);
    await expect.poll(() => problems.consoleErrors.some((text) => text.includes("Search index load error"))).toBe(true);
    await expect.poll(() => problems.consoleErrors.some((text) => text.includes("Search index save error"))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });
});

test("hostile queries neither throw nor inject", async ({ page }) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  const hostile = [
    ".*+?^${}()|[]\\ (blob|gas)* [a-z]+ \\d{3} (?<x>a)\\1",
    `<img src=x onerror="window.__injected=1">`,
    `"><script>window.__injected=2</script>`,
    "constructor __proto__ toString hasOwnProperty",
    "blob ".repeat(2000),
    "x".repeat(10_000),
  ];
  for (const query of hostile) {
    await searchField(page).fill(query);
    await expect(
      dialog(page)
        .getByRole("option")
        .first()
        .or(dialog(page).getByText(/^No results found for/)),
    ).toBeVisible();
    await expect(searchField(page)).toHaveValue(query);
  }
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  await expect(dialog(page).locator("img, script")).toHaveCount(0);

  // A chat line that itself holds markup is shown as text.
  await searchField(page).fill("img onerror renderer");
  const option = results(page).first();
  await expect(option).toContainText("<img src=x onerror=alert(1)> should stay text");
  await expect(option.locator("img")).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors.filter((text) => text.includes("Search error"))).toEqual([]);
});

test("an index that cannot be downloaded is logged and can be tried again", async ({ page }) => {
  const problems = collectProblems(page);
  let unavailable = true;
  await page.route(`**${INDEX_PATH}`, async (route) => {
    if (unavailable) await route.fulfill({ status: 503, body: "unavailable" });
    else await route.continue();
  });
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("receipt");
  await expect(dialog(page).getByRole("alert")).toContainText("The search index could not be loaded.");
  await expect.poll(() => problems.consoleErrors.some((text) => text.includes("Search index load error"))).toBe(true);
  await expect(results(page)).toHaveCount(0);
  unavailable = false;
  await dialog(page).getByRole("button", { name: "Try again" }).click();
  await expect(results(page).first()).toBeVisible();
  await expect(dialog(page).getByRole("alert")).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
});

test("the search code and its index stay out of the first load of /calls", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, "/calls");
  expect(requested.filter((path) => /worker-|CalendarSearchDialog|search-index/.test(path))).toEqual([]);
  await openSearch(page);
  await expect.poll(() => requested.some((path) => /\/worker-/.test(path))).toBe(true);
  await expect.poll(() => requested.filter((path) => path === INDEX_PATH).length).toBe(1);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the open dialog has no accessibility violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, "/calls");
    await openSearch(page);
    await searchField(page).fill("blob schedule");
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    const { violations } = await new AxeBuilder({ page }).include("dialog").analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

test("finds a breakout room's transcript by the series' name; 'Breakouts' keeps it, 'ACDC' does not", async ({
  page,
}) => {
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("inclusion list spec tests");
  const first = results(page).first();
  await expect(first).toContainText("FOCIL Breakout #019");
  await dialog(page).getByRole("button", { name: "Breakouts" }).click();
  await expect(results(page)).not.toHaveCount(0);
  await expect(results(page).filter({ hasNotText: "FOCIL Breakout" })).toHaveCount(0);
  await dialog(page).getByRole("button", { name: "ACDC" }).click();
  await expect(results(page).filter({ hasText: "FOCIL Breakout" })).toHaveCount(0);
  await dialog(page).getByRole("button", { name: "Breakouts" }).click();
  await results(page).first().click();
  await expect(page).toHaveURL(/\/calls\/focil\/019\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FOCIL Breakout #019");
});

test("finds the older summary kept beside a TL;DR, says which summary it is in, and opens the page on that summary at the item", async ({
  page,
}) => {
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("fork date did not move");
  const result = results(page).filter({ hasText: "Older summary" }).first();
  await expect(result).toContainText("All Core Devs - Consensus #157");
  // The older summary has no times: the result shows none.
  await expect(result).not.toContainText(/\d\d:\d\d:\d\d/);
  await result.click();
  await expect(page).toHaveURL(/\/calls\/acdc\/157\?/);
  expect(new URL(page.url()).searchParams.get("summary")).toBe("legacy");
  const versions = page.getByRole("group", { name: "Summary versions" });
  await expect(versions.getByRole("button", { name: "Older summary" })).toHaveAttribute("aria-pressed", "true");
  const item = page.locator("#summary-agenda-1");
  await expect(item).toContainText("Testnet");
  await expect(item).toHaveClass(/ring-yellow/);
  await expect(page.getByText("The testnet fork date did not move.")).toBeVisible();
  await expect(item).toBeInViewport();
});

test("finds a call whose only summary is the older one, and opens it with the detail expanded", async ({ page }) => {
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("release candidate out or due");
  const result = results(page).first();
  await expect(result).toContainText("All Core Devs - Consensus #156");
  await expect(result).not.toContainText("Older summary");
  await result.click();
  await expect(page).toHaveURL(/\/calls\/acdc\/156\?/);
  await expect(page.locator("#summary-agenda-0")).toHaveClass(/ring-yellow/);
  await expect(page.getByText("Every client team has a release candidate out or due this week.")).toBeVisible();
});

test("the 'Decision' chip finds key decisions; choosing one lands on that moment of the call", async ({ page }) => {
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("next devnet");
  await dialog(page).getByRole("button", { name: "Decision", exact: true }).click();
  // Two decisions of FOCIL 019 and the one of ACDT 040's consensus-layer breakout name the devnet; one with both words comes first.
  await expect(results(page)).toHaveCount(3);
  await expect(results(page).first()).toContainText("Decision");
  await expect(results(page).first()).toContainText("Devnet inclusion");
  await expect(results(page).first()).toContainText("EIP-7805 goes into the next devnet");
  await results(page).first().click();
  await expect(page).toHaveURL(/\/calls\/focil\/019\?.*type=decision/);
  await expect(page.getByRole("region", { name: "Transcript lines" }).locator("[aria-current=true]")).toContainText(
    "EIP-7805 goes to the next devnet",
  );
});

test("the selected result's call is fetched while the result rests selected, so opening it asks for nothing again", async ({
  page,
}) => {
  const bundleRequests: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/data/calls/") && request.resourceType() === "fetch") bundleRequests.push(path);
  });
  await gotoHydrated(page, "/calls");
  await openSearch(page);
  await searchField(page).fill("Zephyrine devnet");
  await expect(results(page).first()).toHaveAttribute("aria-selected", "true");
  await expect.poll(() => bundleRequests).toEqual(["/data/calls/acde/223.json"]);
  await searchField(page).press("Enter");
  await expect(page).toHaveURL(/\/calls\/acde\/223\?/);
  await expect(page.getByRole("region", { name: "Transcript lines" }).locator("[aria-current=true]")).toContainText(
    "Zephyrine",
  );
  expect(bundleRequests).toEqual(["/data/calls/acde/223.json"]);
  // The dialog left with the calendar page (it is not closed first): nothing of it stays, nothing is inert.
  await expect(dialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelectorAll("[inert], dialog[open]").length)).toBe(0);
  await page.getByRole("button", { name: /^Summary/ }).click();
  await expect(page.getByRole("button", { name: /^Summary/ })).toHaveAttribute("aria-expanded", "true");
});
