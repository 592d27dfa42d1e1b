import { test, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, gotoHydrated, holdRequests } from "./helpers";

// The call page (SPEC §2 'Call detail page' and 'Search overlay', §4, §5, §8, §9) against the fixture
// build. The YouTube IFrame API is replaced by a fake player whose time and state the test sets.
//
// Fixture calls (tests/fixtures/archive): acdc 155 agenda + transcript + chat, sync 00:01:00 / 00:00:10
// (video time = transcript time − 50 s); acdc 156 older summary; acdc 157 TL;DR (and an older summary,
// which loses); acdc 158 a malformed agenda.json; acdt 040 a short transcript that one
// test swaps for 2 400 lines; acdc 160 has no archive files.

type FakePlayer = {
  ready: boolean;
  time: number;
  state: number;
  videoId: string;
  playerVars: Record<string, number>;
  seeks: number[];
  pauses: number;
  play: (videoSeconds?: number) => void;
  setTime: (videoSeconds: number) => void;
  pauseVideo: () => void;
};

declare global {
  interface Window {
    __fakePlayer?: FakePlayer;
    __lastFindPrevented?: boolean;
    __copiedTimes?: number[];
  }
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const OFFSET = 50; // acdc 155: transcript start 00:01:00 − video start 00:00:10

// A stand-in for https://www.youtube.com/iframe_api: YT.Player replaces its host with an iframe-like
// element, becomes ready at once, and reports state changes as the real one does.
const FAKE_IFRAME_API = `
(function () {
  function Player(host, options) {
    var frame = document.createElement("div");
    frame.setAttribute("data-testid", "fake-player");
    host.replaceWith(frame);
    this.options = options;
    this.time = 0;
    this.state = -1;
    this.videoId = options.videoId;
    this.playerVars = options.playerVars;
    this.seeks = [];
    this.pauses = 0;
    this.ready = false;
    var self = this;
    window.__fakePlayer = this;
    setTimeout(function () { self.ready = true; options.events.onReady({ target: self }); }, 0);
  }
  Player.prototype.getCurrentTime = function () { return this.time; };
  Player.prototype.getPlayerState = function () { return this.state; };
  Player.prototype.seekTo = function (seconds) { this.time = seconds; this.seeks.push(seconds); };
  Player.prototype.pauseVideo = function () { this.pauses++; this.setState(2); };
  Player.prototype.destroy = function () {};
  Player.prototype.setState = function (state) { this.state = state; this.options.events.onStateChange({ data: state, target: this }); };
  Player.prototype.play = function (seconds) { if (seconds !== undefined) this.time = seconds; this.setState(1); };
  Player.prototype.setTime = function (seconds) { this.time = seconds; };
  window.YT = { Player: Player };
  if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
})();
`;

async function stubYouTube(page: Page, api: "fake" | "fail" = "fake"): Promise<void> {
  await page.route("https://www.youtube.com/iframe_api", (route) =>
    api === "fake"
      ? route.fulfill({ contentType: "text/javascript", body: FAKE_IFRAME_API })
      : route.abort("internetdisconnected"),
  );
  // The plain embed the page falls back on; never reach the network from a test.
  await page.route("https://www.youtube.com/embed/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>video</title>" }),
  );
}

async function openCall(page: Page, url: string): Promise<void> {
  await stubYouTube(page);
  await gotoHydrated(page, url);
  await page.waitForFunction(() => window.__fakePlayer?.ready === true);
}

const player = {
  play: (page: Page, videoSeconds: number) => page.evaluate((s) => window.__fakePlayer?.play(s), videoSeconds),
  setTime: (page: Page, videoSeconds: number) => page.evaluate((s) => window.__fakePlayer?.setTime(s), videoSeconds),
  get: (page: Page) =>
    page.evaluate(() => ({
      state: window.__fakePlayer?.state,
      seeks: window.__fakePlayer?.seeks ?? [],
      pauses: window.__fakePlayer?.pauses ?? 0,
    })),
};

const transcriptPane = (page: Page) => page.getByRole("region", { name: "Transcript lines" });
const chatPane = (page: Page) => page.getByRole("region", { name: "Chat messages" });
const currentLine = (page: Page) => transcriptPane(page).locator("[aria-current=true]");
const currentMessage = (page: Page) => chatPane(page).locator("[aria-current=true]");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search this call" });
const searchBox = (page: Page) => dialog(page).getByRole("combobox", { name: "Search this call" });
const summaryToggle = (page: Page) => page.getByRole("button", { name: /^Summary/ });

/** True when the element's box lies within the pane's visible area. */
async function isShownIn(element: Locator, pane: Locator): Promise<boolean> {
  const [box, paneBox] = await Promise.all([element.boundingBox(), pane.boundingBox()]);
  if (!box || !paneBox) return false;
  return box.y >= paneBox.y - 1 && box.y + box.height <= paneBox.y + paneBox.height + 1;
}

async function scrollTopOf(pane: Locator): Promise<number> {
  return pane.evaluate((element) => element.scrollTop);
}

/** The scroll position once a (smooth) scroll has come to rest. */
async function settledScrollTop(pane: Locator): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await scrollTopOf(pane);
    if (now === last) return now;
    last = now;
    await pane.page().waitForTimeout(150);
  }
}

test.describe("call page: video and transcript sync", () => {
  test.use({ viewport: DESKTOP });

  test("embeds the video with autoplay off, minimal branding and no related videos", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    expect(
      await page.evaluate(() => ({ id: window.__fakePlayer?.videoId, vars: window.__fakePlayer?.playerVars })),
    ).toEqual({
      id: "i_29BU3J97M",
      vars: { autoplay: 0, modestbranding: 1, rel: 0, playsinline: 1 },
    });
    await expect(page.getByTestId("fake-player")).toBeAttached();
  });

  test("the highlight follows the playing video, in the transcript and the chat", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await expect(currentLine(page)).toHaveCount(0);
    await player.play(page, 30); // transcript 00:01:20: the line that began at 00:01:15
    await expect(currentLine(page)).toContainText("Devnet seven has been running for six days");
    await expect(currentLine(page)).toContainText("00:00:25"); // shown as video time
    await expect(currentMessage(page)).toContainText("devnet seven dashboard is up");

    await player.setTime(page, 197); // transcript 00:04:07
    await expect(currentLine(page)).toContainText("I will write the numbers into the tracking document today.");
    await expect.poll(() => isShownIn(currentLine(page), transcriptPane(page))).toBe(true);
    await expect(currentMessage(page)).toContainText("we need one more week of bandwidth data");
    await expect.poll(() => isShownIn(currentMessage(page), chatPane(page))).toBe(true);

    // Paused: the highlight stays where it was.
    await page.evaluate(() => window.__fakePlayer?.pauseVideo());
    await player.setTime(page, 500);
    await page.waitForTimeout(400);
    await expect(currentLine(page)).toContainText("I will write the numbers");
  });

  test("keeps the current line between 20% and 70% of the pane, placing it 10% from the top", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    const pane = transcriptPane(page);
    await player.play(page, 11);
    await expect(currentLine(page)).toContainText("Welcome to the consensus layer call");
    expect(await scrollTopOf(pane)).toBe(0);
    await player.setTime(page, 340); // far below the visible part
    await expect(currentLine(page)).toContainText("Moving on to the validator exit queue question.");
    await expect
      .poll(async () => {
        const [line, box] = await Promise.all([currentLine(page).boundingBox(), pane.boundingBox()]);
        return line && box ? Math.round(((line.y - box.y) / box.height) * 100) : -1;
      })
      .toBeGreaterThanOrEqual(8);
    const [line, box] = await Promise.all([currentLine(page).boundingBox(), pane.boundingBox()]);
    expect(line && box ? (line.y - box.y) / box.height : 1).toBeLessThanOrEqual(0.21);
  });

  test("a manual scroll pauses the auto-scroll for 3 seconds", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    const pane = transcriptPane(page);
    await player.play(page, 11);
    await expect(currentLine(page)).toContainText("Welcome to the consensus layer call");
    await pane.hover();
    await page.mouse.wheel(0, 900);
    const wheeledAt = Date.now();
    const scrolledBy = await settledScrollTop(pane);
    expect(scrolledBy).toBeGreaterThan(400);
    await player.setTime(page, 26); // back near the top: "Devnet seven has been running…"
    // Well inside the 3 s pause the pane stays where the visitor put it (give or take the measuring
    // of newly shown lines), so the new current line is out of sight (and, virtualised, not rendered).
    await page.waitForTimeout(Math.max(300, 1800 - (Date.now() - wheeledAt)));
    const [top, lines] = [await scrollTopOf(pane), await currentLine(page).count()];
    expect(Date.now() - wheeledAt, "the checks ran within the pause").toBeLessThan(2900);
    expect(Math.abs(top - scrolledBy)).toBeLessThan(100);
    expect(lines).toBe(0);
    // After the pause the pane comes back to the current line.
    await expect(currentLine(page)).toContainText("Devnet seven has been running", { timeout: 4000 });
    await expect.poll(() => isShownIn(currentLine(page), pane)).toBe(true);
  });

  test("clicking a transcript line, a chat time or a summary time seeks the video there", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await transcriptPane(page)
      .getByText(/Two missed proposals/)
      .click();
    expect((await player.get(page)).seeks.at(-1)).toBeCloseTo(138.2 - OFFSET, 3);
    await expect(currentLine(page)).toContainText("Two missed proposals");

    await chatPane(page).getByRole("button", { name: "00:01:50", exact: true }).click(); // "the relay ticket number is 4411" at 00:02:40
    expect((await player.get(page)).seeks.at(-1)).toBe(160 - OFFSET);
    await expect(currentMessage(page)).toContainText("the relay ticket number is 4411");
    await expect(currentLine(page)).toContainText("We saw the same relay issue"); // the line playing at 00:02:40

    await summaryToggle(page).click();
    await page.locator("#summary-agenda-1").getByRole("button", { name: "00:02:14" }).click(); // Blob target schedule, 00:03:04
    expect((await player.get(page)).seeks.at(-1)).toBe(184 - OFFSET);
    await expect(currentLine(page)).toContainText("The proposal is to raise the blob target");
    await expect.poll(() => isShownIn(currentLine(page), transcriptPane(page))).toBe(true);
  });

  test("hides lines before the sync start, nests replies and shows reactions", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await expect(transcriptPane(page)).toContainText("Welcome to the consensus layer call");
    await expect(transcriptPane(page)).not.toContainText("Can everyone hear me okay?");
    await expect(page.getByText("33 lines")).toBeVisible();
    const chat = chatPane(page);
    await expect(chat).not.toContainText("morning all");
    const relayThread = chat.getByRole("listitem").filter({ hasText: "the relay ticket number is 4411" }).first();
    await expect(relayThread.getByRole("list", { name: "Replies" })).toContainText("thanks, subscribed to it");
    const blobThread = chat.getByRole("listitem").filter({ hasText: "blob target ten first" }).first();
    await expect(blobThread.getByRole("list", { name: "Replies" })).toContainText(
      "we need one more week of bandwidth data",
    );
    const healthy = chat.getByRole("listitem").filter({ hasText: "peer counts look healthy again" }).first();
    await expect(healthy.getByRole("list", { name: "Reactions" })).toContainText("2");
    await expect(healthy.getByRole("list", { name: "Reactions" })).toContainText("from Host, Dana Field");
    await expect(chat).toContainText("step two, keep the wire format");
  });
});

test.describe("call page: deep links", () => {
  test.use({ viewport: DESKTOP });

  test("#t=SECONDS and #HH:MM:SS seek the video once it is ready and show the line", async ({ page }) => {
    await openCall(page, "/calls/acdc/155#t=100");
    await expect.poll(async () => (await player.get(page)).seeks).toEqual([100]);
    await expect(currentLine(page)).toContainText("Two missed proposals"); // transcript 00:02:30
    await expect(currentMessage(page)).toContainText("peer counts look healthy again");

    await page.evaluate(() => {
      window.location.hash = "#00:07:10";
    });
    await expect.poll(async () => (await player.get(page)).seeks.at(-1)).toBe(430);
    await expect(currentLine(page)).toContainText("Shadow forks are planned every Wednesday");
    await expect.poll(() => isShownIn(currentLine(page), transcriptPane(page))).toBe(true);
  });

  test("the line a link names shows while the video's player is still loading, and the video seeks there once it is ready", async ({
    page,
  }) => {
    await stubYouTube(page);
    let releasePlayer: () => void = () => undefined;
    const playerHeld = new Promise<void>((resolve) => (releasePlayer = resolve));
    // Registered last, so it runs first; fallback hands the request on to the fake API.
    await page.route("https://www.youtube.com/iframe_api", async (route) => {
      await playerHeld;
      await route.fallback();
    });
    await gotoHydrated(page, "/calls/acdc/155#t=100");
    await expect(currentLine(page)).toContainText("Two missed proposals");
    await expect.poll(() => isShownIn(currentLine(page), transcriptPane(page))).toBe(true);
    expect(await page.evaluate(() => window.__fakePlayer === undefined)).toBe(true);
    releasePlayer();
    await page.waitForFunction(() => window.__fakePlayer?.ready === true);
    await expect.poll(async () => (await player.get(page)).seeks).toEqual([100]);
  });

  test("the four search parameters open that result: a transcript line", async ({ page }) => {
    const params = new URLSearchParams({
      search: "relay",
      timestamp: "00:02:33",
      type: "transcript",
      text: "We saw the same relay issue and filed a ticket with the operator.",
    });
    await openCall(page, `/calls/acdc/155?${params}`);
    await expect.poll(async () => (await player.get(page)).seeks.at(-1)).toBeCloseTo(153.2 - OFFSET, 3);
    await expect(currentLine(page)).toContainText("We saw the same relay issue");
    await expect(summaryToggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("the four search parameters open that result: an action item opens the summary", async ({ page }) => {
    const params = new URLSearchParams({
      search: "interop",
      timestamp: "00:06:10",
      type: "action",
      text: "Host the interop run and share the dashboard",
    });
    await openCall(page, `/calls/acdc/155?${params}`);
    await expect(summaryToggle(page)).toHaveAttribute("aria-expanded", "true");
    const item = page.locator("#summary-action-2");
    await expect(item).toContainText("Host the interop run and share the dashboard");
    await expect(item).toHaveClass(/ring-2/);
    await expect(item).toBeInViewport();
    await expect.poll(async () => (await player.get(page)).seeks.at(-1)).toBe(370 - OFFSET);
  });

  test("the four search parameters open that result: a chat message", async ({ page }) => {
    const params = new URLSearchParams({
      search: "thursday",
      timestamp: "00:06:15",
      type: "chat",
      text: "interop run next Thursday, dashboard link to follow",
    });
    await openCall(page, `/calls/acdc/155?${params}`);
    await expect(currentMessage(page)).toContainText("interop run next Thursday");
    await expect.poll(() => isShownIn(currentMessage(page), chatPane(page))).toBe(true);
  });

  test("with a parameter missing, nothing is opened", async ({ page }) => {
    await openCall(page, "/calls/acdc/155?search=relay&timestamp=00:02:33&type=transcript");
    await page.waitForTimeout(1200);
    expect((await player.get(page)).seeks).toEqual([]);
    await expect(currentLine(page)).toHaveCount(0);
  });
});

test.describe("call page: search overlay", () => {
  test.use({ viewport: DESKTOP });

  test("Cmd/Ctrl+F opens it instead of the browser's find and pauses a playing video", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await page.evaluate(() =>
      window.addEventListener("keydown", (event) => (window.__lastFindPrevented = event.defaultPrevented)),
    );
    await player.play(page, 30);
    await page.keyboard.press("Control+f");
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    expect(await page.evaluate(() => window.__lastFindPrevented)).toBe(true);
    expect(await player.get(page)).toMatchObject({ state: 2, pauses: 1 });
  });

  test("the header button's tooltip names the shortcut", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Search this call (Ctrl+F)");
  });

  test("empty, no-result and result states, filters, context and the count", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search transcript, chat, agenda...");
    await expect(dialog(page)).toContainText("Start typing to search across:");
    await expect(dialog(page).getByRole("listitem")).toHaveText([
      "Transcript",
      "Chat messages",
      "Agenda topics",
      "Action items",
    ]);
    for (const chip of ["All", "Transcript", "Chat", "Agenda", "Action"])
      await expect(dialog(page).getByRole("button", { name: chip, exact: true })).toBeVisible();

    await searchBox(page).fill("   ");
    await expect(dialog(page)).toContainText("Start typing to search across:");
    await searchBox(page).fill("zeppelin");
    await expect(dialog(page).getByText('No results found for "zeppelin"')).toBeVisible();
    await expect(dialog(page).getByText("Try different keywords or filters")).toBeVisible();
    await expect(dialog(page)).toContainText("0 results");

    await searchBox(page).fill("blob target");
    const options = dialog(page).getByRole("option");
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(3);
    await expect(dialog(page)).toContainText(`${count} results`);
    await expect(dialog(page)).toContainText("Navigate");
    await expect(dialog(page)).toContainText("Jump");
    // The best match first: the agenda topic with the whole phrase in its title, a decision.
    await expect(options.first()).toContainText("Agenda");
    await expect(options.first()).toContainText("Blob target schedule");
    await expect(options.first().locator("mark")).toHaveText(["Blob", "target", "blob", "target"]);
    await expect(options.filter({ hasText: "Chat" }).first()).toContainText("Priya Stone");

    await dialog(page).getByRole("button", { name: "Chat", exact: true }).click();
    await expect(dialog(page).getByRole("button", { name: "Chat", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText("blob target ten first, fourteen later");
    await expect(dialog(page)).toContainText("1 result");

    await dialog(page).getByRole("button", { name: "Transcript", exact: true }).click();
    await searchBox(page).fill("relay issue");
    await expect(options.first()).toContainText("We saw the same relay issue");
    await expect(options.first()).not.toContainText("Two missed proposals");
    await dialog(page).getByRole("button", { name: "Show context" }).click();
    await expect(options.first()).toContainText("Two missed proposals, both traced to a misconfigured relay");
    await expect(options.first()).toContainText("Let us move on to the blob schedule then.");
    await dialog(page).getByRole("button", { name: "Hide context" }).click();
    await expect(options.first()).not.toContainText("Let us move on to the blob schedule then.");
  });

  test("reaction lines are not results, and hostile queries are plain text", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await page.keyboard.press("Control+f");
    await searchBox(page).fill("never sent");
    await expect(dialog(page).getByText('No results found for "never sent"')).toBeVisible();
    const hostile = '<img src=x onerror="window.__pwned=1"> (a+)+$ [blob';
    await searchBox(page).fill(hostile);
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    await expect(dialog(page).locator("mark").first()).toHaveText(/blob/i);
    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
    await expect(dialog(page).locator("img")).toHaveCount(0);
  });

  test("arrow keys move the selection (clamped), Enter jumps and closes, and the query resets", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await page.keyboard.press("Control+f");
    await dialog(page).getByRole("button", { name: "Transcript", exact: true }).click();
    await searchBox(page).fill("dashboard");
    const options = dialog(page).getByRole("option");
    await expect(options).toHaveCount(2);
    const selected = dialog(page).locator("[role=option][aria-selected=true]");
    await expect(selected).toHaveCount(1);
    const activeId = () => searchBox(page).getAttribute("aria-activedescendant");
    expect(await activeId()).toBe(await options.nth(0).getAttribute("id"));
    await searchBox(page).press("ArrowUp"); // clamped at the top
    expect(await activeId()).toBe(await options.nth(0).getAttribute("id"));
    await searchBox(page).press("ArrowDown");
    await searchBox(page).press("ArrowDown"); // clamped at the bottom
    expect(await activeId()).toBe(await options.nth(1).getAttribute("id"));
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(1)).toHaveClass(/bg-yellow-50/);
    const chosen = (await options.nth(1).textContent()) ?? "";
    await searchBox(page).press("Enter");
    await expect(dialog(page)).toBeHidden();
    const expectedLine = chosen.includes("sampling dashboard")
      ? "Just a reminder that the sampling dashboard"
      : "I can host the interop run and share the dashboard link.";
    await expect(currentLine(page)).toContainText(expectedLine);
    await expect.poll(() => isShownIn(currentLine(page), transcriptPane(page))).toBe(true);
    expect((await player.get(page)).seeks.length).toBe(1);

    await page.keyboard.press("Control+f");
    await expect(searchBox(page)).toHaveValue("");
    await expect(dialog(page).getByRole("button", { name: "All", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("choosing an agenda result opens the summary at that topic", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await page.keyboard.press("Control+f");
    await dialog(page).getByRole("button", { name: "Agenda", exact: true }).click();
    await searchBox(page).fill("exit queue");
    await dialog(page).getByRole("option").first().click();
    await expect(dialog(page)).toBeHidden();
    await expect(summaryToggle(page)).toHaveAttribute("aria-expanded", "true");
    const topic = page.locator("#summary-agenda-3");
    await expect(topic).toHaveClass(/ring-2/);
    await expect(topic.getByText("The churn limit change has no consensus yet")).toBeVisible();
    expect((await player.get(page)).seeks.at(-1)).toBe(386 - OFFSET);
  });

  test("closes on Escape, the close button and a click on the backdrop, returning focus", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    const opener = page.getByRole("banner").getByRole("button", { name: "Search" });
    await opener.click();
    await searchBox(page).fill("blob");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(searchBox(page)).toHaveValue("");
    await dialog(page).getByRole("button", { name: "Close search" }).click();
    await expect(dialog(page)).toBeHidden();

    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(20, 880); // outside the panel, on the backdrop
    await expect(dialog(page)).toBeHidden();
  });

  // The dialog paints first and turns modal a frame later (ui/ModalDialog): it must end up modal.
  test("is modal once open: the page behind is inert and Tab stays inside, with what was typed kept", async ({
    page,
  }) => {
    await openCall(page, "/calls/acdc/155");
    await page.keyboard.press("Control+f");
    await page.keyboard.type("blob", { delay: 0 });
    await expect(dialog(page)).toHaveJSProperty("open", true);
    await expect.poll(() => dialog(page).evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue("blob");
    const behind = page.getByRole("banner").getByRole("button", { name: "Search" });
    // An inert element ignores focus(); a page behind a non-modal dialog would take it.
    expect(
      await behind.evaluate((element) => (element as HTMLElement).focus() ?? document.activeElement === element),
    ).toBe(false);
    await expect(searchBox(page)).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () =>
            document.querySelector("dialog[open]")?.contains(document.activeElement) ||
            document.activeElement === document.body,
        ),
      ).toBe(true);
    }
  });
});

test.describe("call page: search typed before its code arrives", () => {
  test.use({ viewport: DESKTOP });

  test("letters typed right after Ctrl+F, while the overlay still loads, become the query", async ({ page }) => {
    const release = await holdRequests(page, "**/assets/CallSearchOverlay-*.js");
    await openCall(page, "/calls/acdc/155");
    await page.keyboard.press("Control+f");
    await page.keyboard.type("relayx");
    await page.keyboard.press("Backspace");
    await expect(dialog(page)).toHaveCount(0);
    release();
    await expect(searchBox(page)).toHaveValue("relay");
    await expect(searchBox(page)).toBeFocused();
    await expect(dialog(page).getByRole("option").first()).toContainText("relay");
    // Once open, keys go to the field and the chips as usual: Space presses a chip, not the query.
    await dialog(page).getByRole("button", { name: "Chat", exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(dialog(page).getByRole("button", { name: "Chat", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(searchBox(page)).toHaveValue("relay");
  });

  test("letters typed at once after Ctrl+F, with the overlay's code already loaded, all reach the field", async ({
    page,
  }) => {
    await openCall(page, "/calls/acdc/155");
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType("resource").some((entry) => entry.name.includes("CallSearchOverlay")),
        ),
      )
      .toBe(true);
    await page.keyboard.press("Control+f");
    await page.keyboard.type("blob target");
    await expect(searchBox(page)).toHaveValue("blob target");
    await expect(searchBox(page)).toBeFocused();
  });
});

test.describe("call page: summaries and states", () => {
  test.use({ viewport: DESKTOP });

  test("the agenda variant: collapsed by default, topics with decisions, numbered action items", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    const toggle = summaryToggle(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toContainText("Experimental");
    await expect(toggle).toContainText("4 topics · 4 action items");
    await expect(page.getByText("Agenda Topics (4)")).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await expect(page.locator("#call-summary-panel").getByText("The call reviewed devnet seven")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Agenda Topics (4)" })).toBeVisible();
    await expect(page.getByText("decision", { exact: true })).toHaveCount(1);
    await expect(page.locator("#summary-agenda-1")).toContainText("decision");
    const topic = page.getByRole("button", { name: "Sampling rewrite", exact: true });
    await expect(topic).toHaveAttribute("aria-expanded", "false");
    await topic.click();
    await expect(page.getByText("The rewrite halves column requests during sync")).toBeVisible();
    await expect(
      page.locator("#agenda-topic-2").getByText("Collect interop results before the next call"),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Action Items (4)" })).toBeVisible();
    const actions = page.locator("aside ol > li");
    await expect(actions).toHaveCount(4);
    await expect(actions.nth(0)).toContainText("From: Devnet seven status");
    await expect(actions.nth(3)).toContainText("From: Sampling rewrite");
  });

  test("the summary, hidden until opened, and the first lines of transcript and chat are in the prerendered HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/calls/acdc/155")).text();
    expect(html).toContain("Agenda Topics (<!-- -->4<!-- -->)");
    expect(html).toContain("The call reviewed devnet seven");
    expect(html).toMatch(/id="call-summary-panel" hidden=""/);
    expect(html).toContain(">All Core Devs - Consensus #155</h1>");
    expect(html).toContain("Open in YouTube");
    expect(html).toContain("https://github.com/ethereum/pm/issues/1434");
    // The first screenful of transcript and chat (from the sync start on); the rest loads after hydration.
    expect(html).toContain("Welcome to the consensus layer call");
    expect(html).toContain("devnet seven dashboard is up");
    expect(html).not.toContain("Can everyone hear me okay?");
    expect(html).not.toContain("morning all");
    expect(html).not.toContain("Noted. Thank you all, see you in two weeks.");
    expect(html).toContain("Loading call data...");
  });

  test("without JavaScript the page shows its header, video details, summary toggle and first lines", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.route("https://www.youtube.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>video</title>" }),
    );
    await page.goto("/calls/acdc/155");
    await expect(page.getByRole("heading", { level: 1, name: "All Core Devs - Consensus #155" })).toBeVisible();
    await expect(page.locator('iframe[src^="https://www.youtube.com/embed/i_29BU3J97M"]')).toBeVisible(); // the plain embed in <noscript>
    await expect(page.getByRole("link", { name: /Open in YouTube/ })).toBeVisible();
    await expect(summaryToggle(page)).toContainText("4 topics · 4 action items");
    await expect(transcriptPane(page)).toContainText("Welcome to the consensus layer call");
    await expect(chatPane(page)).toContainText("devnet seven dashboard is up");
    await context.close();
  });

  test("the older summary variant: details with Expand All / Collapse All, next steps", async ({ page }) => {
    await openCall(page, "/calls/acdc/156");
    await expect(summaryToggle(page)).toContainText("3 topics · 2 next steps");
    await summaryToggle(page).click();
    await expect(page.getByRole("heading", { name: "Discussion Details (3 topics)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next Steps (2)" })).toBeVisible();
    const details = ["Client releases", "Devnet schedule", "Spec freeze"].map((label) =>
      page.getByRole("button", { name: label, exact: true }),
    );
    await details[1]?.click();
    await expect(page.getByText("The next devnet launches on Monday")).toBeVisible();
    await expect(page.getByText("Every client team has a release candidate")).toBeHidden();
    await page.getByRole("button", { name: "Expand All" }).click();
    for (const detail of details) await expect(detail).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Collapse All" }).click();
    for (const detail of details) await expect(detail).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Launch the next devnet on Monday")).toBeVisible();
  });

  test("the TL;DR variant wins over an older summary: categories prettified, side lists", async ({ page }) => {
    await openCall(page, "/calls/acdc/157");
    await expect(summaryToggle(page)).toContainText("3 highlights · 2 action items · 1 decision · 2 targets");
    await summaryToggle(page).click();
    await expect(page.getByRole("heading", { name: "TL;DR" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Client Releases" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Testing And Devnets" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Action Items", exact: true })).toContainText(
      "Lena Brook: Ship the peering patch before Friday",
    );
    await expect(page.getByRole("region", { name: "Decisions", exact: true })).toContainText(
      "Keep the testnet fork date unchanged",
    );
    await expect(page.getByRole("region", { name: "Targets", exact: true })).toContainText(
      "Spec freeze stays in place",
    );
    await expect(page.getByText("Discussion Details")).toHaveCount(0);

    // The older summary is not thrown away: one click shows it instead, and one click brings the TL;DR back.
    const versions = page.getByRole("group", { name: "Summary versions" });
    await expect(versions).toContainText("This call has 2 summaries:");
    await expect(versions.getByRole("button", { name: "TL;DR" })).toHaveAttribute("aria-pressed", "true");
    await versions.getByRole("button", { name: "Older summary" }).click();
    await expect(versions.getByRole("button", { name: "Older summary" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("An earlier, longer write-up of the same call.")).toBeVisible();
    await expect(page.getByText("Discussion Details")).toBeVisible();
    await expect(summaryToggle(page)).toContainText("2 topics · 1 next step");
    await expect(page.getByRole("heading", { name: "Client Releases" })).toHaveCount(0);
    await versions.getByRole("button", { name: "TL;DR" }).click();
    await expect(page.getByRole("heading", { name: "Client Releases" })).toBeVisible();
  });

  test("the page's search finds the older summary too, and choosing it shows that summary at the item", async ({
    page,
  }) => {
    await openCall(page, "/calls/acdc/157");
    await page.keyboard.press("Control+f");
    await searchBox(page).fill("fork date did not move");
    const option = dialog(page).getByRole("option").filter({ hasText: "Older summary" }).first();
    await expect(option).toContainText("Agenda · Older summary");
    await option.click();
    const versions = page.getByRole("group", { name: "Summary versions" });
    await expect(versions.getByRole("button", { name: "Older summary" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("#summary-agenda-1")).toHaveClass(/ring-yellow/);
    await expect(page.getByText("The testnet fork date did not move.")).toBeVisible();
  });

  test("a call with one summary file offers no other version", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await summaryToggle(page).click();
    await expect(
      page
        .getByRole("heading", { name: "Sampling rewrite", exact: true })
        .or(page.getByRole("button", { name: "Sampling rewrite", exact: true })),
    ).toBeVisible();
    await expect(page.getByRole("group", { name: "Summary versions" })).toHaveCount(0);
  });

  test("a malformed summary file is skipped: the empty state shows", async ({ page }) => {
    await openCall(page, "/calls/acdc/158");
    await expect(transcriptPane(page)).toContainText("Line 1 is about client releases.");
    await expect(summaryToggle(page)).toContainText("Not available for this call");
    await summaryToggle(page).click();
    await expect(page.getByText("No summary data available")).toBeVisible();
  });

  test("a call with no archive files: video and details, no panes, empty summary", async ({ page }) => {
    await openCall(page, "/calls/acdc/160");
    await expect(page.getByRole("heading", { level: 1, name: "All Core Devs - Consensus #160" })).toBeVisible();
    await expect(page.getByText("No transcript or chat log was archived for this call.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Transcript" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Chat Logs" })).toHaveCount(0);
    await expect(page.getByTestId("fake-player")).toBeAttached();
    await summaryToggle(page).click();
    await expect(page.getByText("No summary data available")).toBeVisible();
  });

  test("video card details: date, series, agenda link only with an issue, Open in YouTube", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    const card = page.getByRole("region", { name: "All Core Devs - Consensus #155" });
    await expect(card).toContainText("DateApr 17, 2025");
    await expect(card).toContainText("SeriesACDC · All Core Devs - Consensus");
    await expect(card.getByRole("link", { name: /ethereum\/pm #1434/ })).toHaveAttribute(
      "href",
      "https://github.com/ethereum/pm/issues/1434",
    );
    await expect(card.getByRole("link", { name: /Open in YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=i_29BU3J97M",
    );
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Forkline" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: /Calls/ })).toHaveAttribute("href", "/calls");
    await expect(header).toContainText("All Core Devs - Consensus #155 · Apr 17, 2025");
  });

  test("opens by client-side navigation from the start page, and back", async ({ page }) => {
    await stubYouTube(page);
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: /All Core Devs - Consensus #168/ }).click();
    await expect(page).toHaveURL(/\/calls\/acdc\/168$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Core Devs - Consensus #168" })).toBeVisible();
    await expect(page.getByText("No transcript or chat log was archived for this call.")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1, name: "All Core Devs - Consensus #168" })).toBeVisible();
  });

  test("an unknown call shows Call Not Found with a way back", async ({ page }) => {
    await stubYouTube(page);
    await gotoHydrated(page, "/calls/acdc/999");
    await expect(page.getByRole("heading", { name: "Call Not Found" })).toBeVisible();
    await expect(page.getByText("The requested call could not be found.")).toBeVisible();
    await page.getByRole("link", { name: "← Back to Calls" }).click();
    await expect(page).toHaveURL(/\/calls$/);
  });

  test("call data that fails to load or is malformed shows Call Not Found", async ({ page }) => {
    await stubYouTube(page);
    await page.route("**/data/calls/acdc/155.json", (route) => route.fulfill({ status: 500, body: "" }));
    await gotoHydrated(page, "/calls/acdc/155");
    await expect(page.getByRole("heading", { name: "Call Not Found" })).toBeVisible();
    await page.unroute("**/data/calls/acdc/155.json");
    await page.route("**/data/calls/acdc/156.json", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ version: 1, transcript: "nope", chat: [] }),
      }),
    );
    await gotoHydrated(page, "/calls/acdc/156");
    await expect(page.getByRole("heading", { name: "Call Not Found" })).toBeVisible();
  });

  test("the page stays usable when the YouTube API cannot load", async ({ page }) => {
    await stubYouTube(page, "fail");
    await gotoHydrated(page, "/calls/acdc/155");
    await expect(
      page.getByText("The YouTube player could not load, so the transcript will not follow the video."),
    ).toBeVisible();
    // A poster offers the video on YouTube instead of an embed that would most likely show an error page.
    await expect(page.getByTestId("video-poster").getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=i_29BU3J97M",
    );
    await expect(page.locator('iframe[src^="https://www.youtube.com/embed/"]')).toHaveCount(0);
    await transcriptPane(page)
      .getByText(/Two missed proposals/)
      .click();
    await expect(currentLine(page)).toContainText("Two missed proposals");
    await page.keyboard.press("Control+f");
    await searchBox(page).fill("bootnodes");
    await searchBox(page).press("Enter");
    await expect(dialog(page)).toBeHidden();
    await expect(currentLine(page)).toContainText("We rotated the bootnodes on Tuesday");
    await summaryToggle(page).click();
    await expect(page.getByRole("heading", { name: "Agenda Topics (4)" })).toBeVisible();
  });

  test("a 2 400-line transcript renders only what is visible and still follows the video", async ({ page }) => {
    const transcript = Array.from({ length: 2400 }, (_, i) => {
      const seconds = 30 + i * 4;
      const clock = new Date(seconds * 1000).toISOString().slice(11, 19);
      return {
        timestamp: `${clock}.000`,
        seconds,
        speaker: `Speaker ${i % 7}`,
        text: `Line ${i + 1}: a long call keeps going with more testing notes.`,
      };
    });
    await page.route("**/data/calls/acdt/040.json", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ version: 1, transcript, chat: [] }) }),
    );
    await openCall(page, "/calls/acdt/040"); // sync 00:00:30 / 00:00:00
    await expect(transcriptPane(page)).toContainText("Line 1: a long call");
    await expect(page.getByText("2400 lines")).toBeVisible();
    const rendered = await transcriptPane(page).getByRole("listitem").count();
    expect(rendered).toBeLessThan(60);
    await expect(transcriptPane(page).getByRole("listitem").first()).toHaveAttribute("aria-setsize", "2400");
    await player.play(page, 2000 * 4 + 1); // the line 2001 started at 30 + 2000 × 4 transcript seconds
    await expect(currentLine(page)).toContainText("Line 2001:");
    await expect.poll(() => isShownIn(currentLine(page), transcriptPane(page))).toBe(true);
    // Nothing inside the pane (screen-reader-only text included) may stretch the page.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2500);
    expect(await transcriptPane(page).getByRole("listitem").count()).toBeLessThan(60);
    await player.setTime(page, 2399 * 4 + 2);
    await expect(currentLine(page)).toContainText("Line 2400:");
    await expect.poll(() => isShownIn(currentLine(page), transcriptPane(page))).toBe(true);
  });
});

test.describe("call page on a 390 px phone", () => {
  test.use({ viewport: PHONE });

  test("fits the width, and the floating button opens the search", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await expect(transcriptPane(page)).toContainText("Welcome to the consensus layer call");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeHidden();
    await page.getByRole("button", { name: "Search this call" }).click();
    await expect(dialog(page)).toBeVisible();
    await searchBox(page).fill("blob");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    const panel = await dialog(page).locator("div").first().boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= 390).toBe(true);
    await searchBox(page).press("Enter");
    await expect(dialog(page)).toBeHidden();
    await expect(summaryToggle(page)).toHaveAttribute("aria-expanded", "true");
  });

  test("the highlight follows the video on a phone too", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await player.play(page, 197);
    await expect(currentLine(page)).toContainText("I will write the numbers");
    await expect.poll(() => isShownIn(currentLine(page), transcriptPane(page))).toBe(true);
  });
});

test.describe("call page accessibility", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`has no axe violations (${colorScheme}), with the summary and the search open`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(DESKTOP);
      await page.emulateMedia({ colorScheme });
      await openCall(page, "/calls/acdc/155");
      await player.play(page, 30);
      await expect(currentLine(page)).toBeVisible();
      await page.evaluate(() => window.__fakePlayer?.pauseVideo());
      await summaryToggle(page).click();
      await page.getByRole("button", { name: "Sampling rewrite", exact: true }).click();
      const violations = async () =>
        (await new AxeBuilder({ page }).analyze()).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
        );
      expect(await violations()).toEqual([]);
      await page.keyboard.press("Control+f");
      await searchBox(page).fill("blob");
      await searchBox(page).press("ArrowDown");
      await dialog(page).getByRole("button", { name: "Show context" }).click();
      expect(await violations()).toEqual([]);
    });
  }
});

// focil 019 (tests/fixtures/archive): a breakout series the code names nowhere, no config.json, a
// machine-corrected transcript with its changelog, typed key decisions (one of an unknown type), notes,
// French and German reactions in the chat, and a file kind the site does not know.
test.describe("call page: a breakout room with a corrected transcript, key decisions and notes", () => {
  test("shows the series by its name, the decisions in plain words, the notes and the corrections", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openCall(page, "/calls/focil/019");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FOCIL Breakout #019");

    const decisions = page.getByRole("region", { name: "Key decisions" });
    await expect(decisions.getByRole("listitem")).toHaveCount(3);
    await expect(decisions.getByRole("listitem").first()).toContainText("Devnet inclusion");
    await expect(decisions.getByRole("listitem").first()).toContainText("EIP-7805 goes into the next devnet");
    await expect(decisions.getByRole("listitem").nth(1)).toContainText("Other decision");
    await expect(decisions.getByRole("listitem").nth(2)).toContainText("Considered for Glamsterdam (was Proposed)");
    // EIP-7805 has a page of its own: the decision links there, not to the specification.
    await expect(decisions.getByRole("link", { name: /EIP-7805/ }).first()).toHaveAttribute("href", "/eips/7805");
    // A decision's time seeks the video there, like a transcript line (no config.json: no offset).
    await decisions.getByRole("button", { name: "00:01:02" }).click();
    await expect.poll(async () => (await player.get(page)).seeks).toContain(62);
    await expect(currentLine(page)).toContainText("EIP-7805 goes to the next devnet");

    const notes = page.locator("details", { has: page.getByRole("heading", { name: "Notes" }) });
    await notes.locator("summary").click();
    await expect(notes.getByRole("region", { name: "Client readiness" }).getByRole("listitem")).toHaveCount(4);
    await expect(notes.getByRole("link", { name: /EIP-7805/ })).toHaveAttribute(
      "href",
      "https://eips.ethereum.org/EIPS/eip-7805",
    );

    await page.getByText("Machine-corrected transcript: see the 2 corrections").click();
    await expect(page.getByRole("row", { name: /PRISM Prysm high/ })).toBeVisible();
    await expect(transcriptPane(page)).toContainText("Prysm and Lodestar both pass");

    // The French and German reactions sit on the message they react to; neither is a message of its own.
    await expect(page.getByRole("region", { name: "Chat Logs" })).toContainText("1 message");
    await expect(chatPane(page).getByTitle("Jonas Lindqvist")).toContainText("👍");
    await expect(chatPane(page).getByTitle("Anna Weber")).toContainText("🙏");
    await expect(chatPane(page)).not.toContainText("réagi");
    await expect(chatPane(page)).not.toContainText("reagiert");

    // The in-call search finds a decision by its type in words, and leads to its moment.
    await page.keyboard.press("Control+f");
    await searchBox(page).fill("devnet inclusion");
    const option = dialog(page).getByRole("option").first();
    await expect(option).toContainText("EIP-7805 goes into the next devnet");
    await option.click();
    await expect(currentLine(page)).toContainText("EIP-7805 goes to the next devnet");
  });

  for (const [colorScheme, viewport] of [
    ["light", DESKTOP],
    ["dark", PHONE],
  ] as const) {
    test(`has no axe violations (${colorScheme}, ${viewport.width} px), notes and corrections open`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await openCall(page, "/calls/focil/019");
      await page.evaluate(() =>
        document.querySelectorAll("details").forEach((details) => {
          details.open = true;
        }),
      );
      const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
      );
      expect(violations).toEqual([]);
    });
  }
});

// acdt 040 (tests/fixtures/archive) holds a consensus-layer breakout: transcript_cl.vtt, chat_cl.txt,
// key_decisions_cl.json and config.json `breakouts.cl` with its own video and sync (00:00:20 / 00:00:05,
// so video time = transcript time − 15 s).
test.describe("call page: a breakout held inside a call", () => {
  test.use({ viewport: DESKTOP });
  const sessions = (page: Page) => page.getByRole("navigation", { name: "Sessions of this call" });

  test("is a session of its own, switchable from the call: its video, sync, transcript, chat and decisions", async ({
    page,
  }) => {
    await openCall(page, "/calls/acdt/040");
    await expect(sessions(page).getByRole("link", { name: "Main call" })).toHaveAttribute("aria-current", "page");
    await expect(transcriptPane(page)).toContainText("Welcome to the testing call");

    await sessions(page).getByRole("link", { name: "Consensus-layer breakout" }).click();
    await expect(page).toHaveURL(/\/calls\/acdt\/040\/cl$/);
    await page.waitForFunction(
      () => window.__fakePlayer?.ready === true && window.__fakePlayer.videoId === "Cl040breakX",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "All Core Devs - Testing #040: Consensus-layer breakout",
    );
    await expect(page).toHaveTitle(/All Core Devs - Testing #040: Consensus-layer breakout/);
    await expect(sessions(page).getByRole("link", { name: "Consensus-layer breakout" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Its own transcript from its own sync start (the line before 00:00:20 is hidden), none of the call's.
    await expect(transcriptPane(page).locator("li")).toHaveCount(3);
    await expect(transcriptPane(page)).toContainText("consensus-layer breakout of the testing call");
    await expect(transcriptPane(page)).not.toContainText("Waiting for people");
    await expect(transcriptPane(page)).not.toContainText("Welcome to the testing call");
    // Its chat: one message, the English reaction on it.
    await expect(page.getByRole("region", { name: "Chat Logs" })).toContainText("1 message");
    await expect(chatPane(page).getByTitle("Chair")).toContainText("👍");

    const decisions = page.getByRole("region", { name: "Key decisions" });
    await expect(decisions.getByRole("listitem")).toHaveCount(1);
    await expect(decisions).toContainText("Devnet inclusion");
    // Shown, like every time on the page, as a time of its own video: 00:00:45 − 15 s.
    await decisions.getByRole("button", { name: "00:00:30" }).click();
    await expect.poll(async () => (await player.get(page)).seeks).toContain(30);
    await expect(currentLine(page)).toContainText("breakout devnet gets EIP-7805");

    // Its own in-call search.
    await page.keyboard.press("Control+f");
    await searchBox(page).fill("fuzzer");
    await expect(dialog(page).getByRole("option")).toHaveCount(1);
    await expect(dialog(page).getByRole("option")).toContainText("attestation fuzzer found a crash");
    await page.keyboard.press("Escape");

    await sessions(page).getByRole("link", { name: "Main call" }).click();
    await expect(page).toHaveURL(/\/calls\/acdt\/040$/);
    await expect(transcriptPane(page)).toContainText("Welcome to the testing call");
    await expect(transcriptPane(page)).not.toContainText("attestation fuzzer");
  });

  test("a moment of the breakout is a link of its own, and an unknown breakout is not found", async ({ page }) => {
    await openCall(page, "/calls/acdt/040/cl#t=30");
    await expect.poll(async () => (await player.get(page)).seeks).toContain(30);
    await expect(currentLine(page)).toContainText("breakout devnet gets EIP-7805");

    await stubYouTube(page);
    await page.goto("/calls/acdt/040/el");
    await expect(page.getByRole("heading", { name: "Call Not Found" })).toBeVisible();
  });

  test("is in the prerendered HTML with its own first lines, and the calendar search and the EIP page lead to it", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/calls/acdt/040/cl")).text();
    expect(html).toContain("Consensus-layer breakout");
    expect(html).toContain("This is the consensus-layer breakout of the testing call.");
    expect(html).not.toContain("Welcome to the testing call.");

    await page.route("https://api.github.com/repos/ethereum/pm/issues**", (route) => route.fulfill({ json: [] }));
    await stubYouTube(page);
    await gotoHydrated(page, "/calls");
    // The calendar row says the call holds a breakout.
    await expect(page.locator("li").filter({ has: page.locator('a[href="/calls/acdt/040"]') })).toContainText(
      "Consensus-layer breakout",
    );
    await expect(
      page
        .locator("li")
        .filter({ has: page.locator('a[href="/calls/acdt/041"]') })
        .first(),
    ).not.toContainText("breakout");
    await page.getByRole("button", { name: "Search all calls" }).click();
    const calendarSearch = page.getByRole("dialog", { name: "Search all calls" });
    await calendarSearch.getByRole("combobox", { name: "Search all calls" }).fill("attestation fuzzer");
    const result = calendarSearch.getByRole("option").first();
    await expect(result).toContainText("All Core Devs - Testing #040: Consensus-layer breakout");
    await result.click();
    await expect(page).toHaveURL(/\/calls\/acdt\/040\/cl\?search=/);
    await expect(currentLine(page)).toContainText("attestation fuzzer found a crash");

    await gotoHydrated(page, "/eips/7805");
    const decision = page.getByTestId("decision").filter({ hasText: "The breakout devnet includes EIP-7805" });
    // Linked at its moment in the breakout's own video (00:00:45 − 15 s), where the link lands.
    const link = decision.getByRole("link", {
      name: "All Core Devs - Testing #040: Consensus-layer breakout at 00:00:30",
    });
    await expect(link).toHaveAttribute("href", "/calls/acdt/040/cl#00:00:30");
    await link.click();
    await expect(currentLine(page)).toContainText("breakout devnet gets EIP-7805");
  });

  for (const [colorScheme, viewport] of [
    ["light", PHONE],
    ["dark", DESKTOP],
  ] as const) {
    test(`has no axe violations (${colorScheme}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await openCall(page, "/calls/acdt/040/cl");
      const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
      );
      expect(violations).toEqual([]);
    });
  }
});

// The panes made readable and shareable: links in lines, speaker runs, a link to each moment, a reading
// mode, and phone scrolling. acdc 155's bundle is extended in flight with lines that hold addresses.
test.describe("call page: readable, shareable panes", () => {
  test.use({ viewport: DESKTOP });

  const ISSUE_URL = "https://github.com/ethereum/pm/issues/1434";
  async function withLinks(page: Page): Promise<void> {
    await page.route("**/data/calls/acdc/155.json", async (route) => {
      const response = await route.fetch();
      const bundle = await response.json();
      const chat = bundle.chat as { id: number }[];
      const line = (id: number, seconds: number, message: string) => ({
        id,
        timestamp: new Date(seconds * 1000).toISOString().slice(11, 19),
        seconds,
        speaker: "Lena Ortiz",
        message,
        reactions: [],
      });
      const next = chat.length;
      chat.push(
        line(next, 590, `agenda is at ${ISSUE_URL}).`),
        line(next + 1, 591, "do not click javascript:alert(1) or data:text/html,hi"),
        line(
          next + 2,
          592,
          'see https://x.example/"><script>window.__injected=1</script> and (https://en.wikipedia.org/wiki/Merkle_(tree))',
        ),
      );
      const transcript = bundle.transcript as { text: string }[];
      const last = transcript.at(-1);
      if (last) last.text = `${last.text} Slides at https://slides.example/acdc-155, thanks.`;
      await route.fulfill({ response, json: bundle });
    });
  }

  test("addresses in chat and transcript lines are links to a new tab; other schemes and markup stay text", async ({
    page,
  }) => {
    await withLinks(page);
    await openCall(page, "/calls/acdc/155");
    await expect(page.getByText("Loading call data...")).toHaveCount(0);
    const chat = chatPane(page);
    await chat.evaluate((pane) => pane.scrollTo({ top: pane.scrollHeight }));
    const issue = chat.getByRole("link", { name: ISSUE_URL });
    await expect(issue).toHaveAttribute("href", ISSUE_URL);
    await expect(issue).toHaveAttribute("target", "_blank");
    await expect(issue).toHaveAttribute("rel", "noopener noreferrer");
    // The sentence's ")." stays outside the link, in the text after it.
    expect(await issue.evaluate((link) => [link.firstChild?.textContent, link.nextSibling?.textContent])).toEqual([
      ISSUE_URL,
      ").",
    ]);
    await expect(chat.getByRole("link", { name: /Merkle_\(tree\)/ })).toHaveAttribute(
      "href",
      "https://en.wikipedia.org/wiki/Merkle_(tree)",
    );

    // javascript: and data: are words, and markup after an address is text, never run.
    await expect(chat).toContainText("do not click javascript:alert(1) or data:text/html,hi");
    await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0);
    await expect(chat.getByRole("link", { name: /x\.example/ })).toHaveAttribute("href", "https://x.example/");
    await expect(chat).toContainText('"><script>window.__injected=1</script>');
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
    await expect(chat.locator("script")).toHaveCount(0);

    const transcript = transcriptPane(page);
    await transcript.evaluate((pane) => pane.scrollTo({ top: pane.scrollHeight }));
    const slides = transcript.getByRole("link", { name: "https://slides.example/acdc-155" });
    await expect(slides).toHaveAttribute("href", "https://slides.example/acdc-155");
    await expect(slides).toHaveAttribute("target", "_blank");
  });

  test("lines in a row by one speaker show the name once, and each keeps its time, highlight and deep link", async ({
    page,
  }) => {
    await openCall(page, "/calls/acdc/155#00:00:34"); // transcript 00:01:24: Marco's second line in a row
    const pane = transcriptPane(page);
    const first = pane.getByRole("listitem").filter({ hasText: "Devnet seven has been running" });
    const second = pane.getByRole("listitem").filter({ hasText: "We rotated the bootnodes" });
    await expect(first.getByText("Marco Ruiz", { exact: true })).toBeVisible();
    await expect(second.getByText("Marco Ruiz", { exact: true })).toHaveCount(0);
    await expect(
      pane.getByRole("listitem").filter({ hasText: "Did the proposer logs" }).getByText("Dana Field", { exact: true }),
    ).toBeVisible();
    // The deep link landed on the second line of the run, which has its own highlight and time.
    await expect(currentLine(page)).toContainText("We rotated the bootnodes");
    await expect(currentLine(page)).not.toContainText("Devnet seven");
    await expect(second.getByRole("button", { name: "00:00:34", exact: true })).toBeVisible();
    await first.getByRole("button", { name: "00:00:25", exact: true }).click();
    expect((await player.get(page)).seeks.at(-1)).toBe(25);
    await expect(currentLine(page)).toContainText("Devnet seven has been running");
    // Following the video reaches a line in the middle of a run as well.
    await player.play(page, 34.5);
    await expect(currentLine(page)).toContainText("We rotated the bootnodes");

    // In the chat, Marco's two messages in a row (the rollout plan, then a reaction kept as a line) share his name.
    const chat = chatPane(page);
    const plan = chat.getByRole("listitem").filter({ hasText: "rollout plan for the rewrite" });
    const after = chat.getByRole("listitem").filter({ hasText: "never sent anywhere" });
    await expect(plan.getByText("Marco Ruiz", { exact: true })).toBeVisible();
    await expect(after.getByText("Marco Ruiz", { exact: true })).toHaveCount(0);
    await expect(after.getByRole("button", { name: /^00:0\d:\d\d$/ })).toHaveCount(1);
  });

  test("'Copy link to this moment' copies the page's address at the line's time, says 'Copied!' for 2 s, and the link works", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Opened from a search result: the copied link must not carry the search, which would win over the moment.
    const params = new URLSearchParams({
      search: "relay",
      timestamp: "00:02:33",
      type: "transcript",
      text: "We saw the same relay issue and filed a ticket with the operator.",
    });
    await openCall(page, `/calls/acdc/155?${params}`);
    // The link scrolls to its line 500 ms after opening (SPEC §9); a hover before that would be scrolled away.
    await expect(currentLine(page)).toContainText("We saw the same relay issue");
    await expect.poll(() => isShownIn(currentLine(page), transcriptPane(page))).toBe(true);
    const line = transcriptPane(page).getByRole("listitem").filter({ hasText: "We rotated the bootnodes" });
    const copy = line.getByRole("button", { name: "Copy link to this moment (00:00:34)" });
    // Quiet until the line is hovered (a mouse here).
    await page.mouse.move(0, 0);
    await expect(copy.locator("svg")).toHaveCSS("visibility", "hidden");
    await line.hover();
    await expect(copy.locator("svg")).toHaveCSS("visibility", "visible");
    // Time the hint in the page itself, so a slow test machine cannot blur the 2 s.
    await page.evaluate(() => {
      const times: number[] = [];
      window.__copiedTimes = times;
      let shown = false;
      new MutationObserver(() => {
        const now = document.body.textContent?.includes("Copied!") ?? false;
        if (now !== shown) times.push(performance.now());
        shown = now;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await copy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/calls/acdc/155#00:00:34`);
    const hint = line.getByText("Copied!");
    await expect(hint).toBeVisible();
    await expect(hint).toBeHidden({ timeout: 4000 });
    const [shownAt = 0, hiddenAt = 0] = await page.evaluate(() => window.__copiedTimes ?? []);
    expect(hiddenAt - shownAt).toBeGreaterThanOrEqual(1950);
    expect(hiddenAt - shownAt).toBeLessThan(2500);

    // A chat message's link names its own time.
    const message = chatPane(page).getByRole("listitem").filter({ hasText: "the relay ticket number is 4411" }).first();
    await message.getByRole("button", { name: "Copy link to this moment (00:01:50)" }).focus();
    await page.keyboard.press("Enter");
    await expect(message.getByText("Copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/calls/acdc/155#00:01:50`);

    // The copied address opens the call at that line.
    await page.goto(`${baseURL}/calls/acdc/155#00:00:34`);
    await page.waitForFunction(() => window.__fakePlayer?.ready === true);
    await expect(currentLine(page)).toContainText("We rotated the bootnodes");
  });

  test("a refused clipboard is logged as 'Failed to copy link' and nothing claims it was copied", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await openCall(page, "/calls/acdc/155");
    const line = transcriptPane(page).getByRole("listitem").filter({ hasText: "We rotated the bootnodes" });
    await line.hover();
    await line.getByRole("button", { name: /^Copy link to this moment/ }).click();
    await expect.poll(() => errors.some((text) => text.includes("Failed to copy link"))).toBe(true);
    await expect(line.getByText("Copied!")).toHaveCount(0);
  });

  test("Expand reads a pane at the window's height and full width; Escape or the button collapses it to 400 px", async ({
    page,
  }) => {
    await openCall(page, "/calls/acdc/155");
    const region = page.getByRole("region", { name: "Transcript", exact: true });
    const pane = transcriptPane(page);
    const toggle = region.getByRole("button", { name: /^(Expand|Collapse) Transcript$/ });
    await expect(toggle).toHaveAccessibleName("Expand Transcript");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect((await pane.boundingBox())?.height).toBeLessThanOrEqual(400);

    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Collapse Transcript");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect.poll(async () => (await pane.boundingBox())?.height ?? 0).toBeGreaterThan(650);
    expect((await region.boundingBox())?.width).toBeGreaterThan(1000); // both columns
    await expect(pane).toBeInViewport({ ratio: 0.95 });
    // The chat pane keeps its 400 px.
    expect((await chatPane(page).boundingBox())?.height).toBeLessThanOrEqual(400);

    await pane.click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    expect((await pane.boundingBox())?.height).toBeLessThanOrEqual(400);

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const chatToggle = page
      .getByRole("region", { name: "Chat Logs" })
      .getByRole("button", { name: /^(Expand|Collapse) Chat Logs$/ });
    await chatToggle.click();
    await expect(chatToggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("call page panes on a 390 px touch phone", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("a swipe past the pane's end scrolls the page on, and following the video scrolls only the pane", async ({
    page,
  }) => {
    await openCall(page, "/calls/acdc/155");
    await expect(page.getByText("33 lines")).toBeVisible();
    const pane = transcriptPane(page);
    await expect(pane).toHaveCSS("overscroll-behavior-y", "auto");
    // The copy buttons are there without hovering: a touch screen cannot hover.
    await expect(
      pane
        .getByRole("button", { name: /^Copy link to this moment/ })
        .first()
        .locator("svg"),
    ).toHaveCSS("visibility", "visible");

    await pane.evaluate((element) => element.scrollIntoView({ block: "center" }));
    // To the pane's end (the list measures the lines it renders there, so scroll until it stays put).
    await expect
      .poll(async () => {
        await pane.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
        await page.waitForTimeout(200);
        return pane.evaluate((element) => element.scrollHeight - element.clientHeight - element.scrollTop);
      })
      .toBeLessThan(1);
    const box = await pane.boundingBox();
    const before = await page.evaluate(() => window.scrollY);
    if (!box) throw new Error("no transcript pane");
    // A finger swiping up inside the pane, which is already at its end.
    const cdp = await page.context().newCDPSession(page);
    const x = Math.round(box.x + box.width / 2);
    let y = Math.round(box.y + box.height * 0.8);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let step = 0; step < 15; step++) {
      y -= 15;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      await page.waitForTimeout(16);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);

    // Following the video moves the pane, never the page (once the swipe's fling has come to rest).
    const pageAtRest = async () => {
      for (let last = -1; ; await page.waitForTimeout(150)) {
        const now = await page.evaluate(() => window.scrollY);
        if (now === last) return now;
        last = now;
      }
    };
    await pageAtRest();
    await pane.evaluate((element) => element.scrollIntoView({ block: "end" }));
    const pageTop = await pageAtRest();
    await pane.evaluate((element) => element.scrollTo({ top: 0 }));
    await player.play(page, 340);
    await expect(currentLine(page)).toContainText("Moving on to the validator exit queue question.");
    await expect.poll(() => isShownIn(currentLine(page), pane)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageTop);
  });

  test("the panes fit the phone, expanded too", async ({ page }) => {
    await openCall(page, "/calls/acdc/155");
    await page.getByRole("button", { name: "Expand Chat Logs" }).click();
    await expect(chatPane(page)).toBeInViewport({ ratio: 0.9 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

// acde 223 (tests/fixtures/archive) has a TL;DR and no key_decisions.json, as every call of the real upstream
// (ethereum/pm): its key decisions are read by rule from the TL;DR's decision items.
test.describe("call page: key decisions read from the TL;DR", () => {
  test("are typed, linked to their EIPs and moments, and say where they came from", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openCall(page, "/calls/acde/223");
    const decisions = page.getByRole("region", { name: "Key decisions" });
    await expect(decisions).toContainText("2 decisions · from the TL;DR");
    await expect(decisions.getByRole("listitem")).toHaveCount(2);
    await expect(decisions.getByRole("listitem").nth(0)).toContainText("Other decision");
    await expect(decisions.getByRole("listitem").nth(0)).toContainText(
      "No gas limit change until the benchmarks are reviewed",
    );
    const scheduled = decisions.getByRole("listitem").nth(1);
    await expect(scheduled).toContainText("Scheduled for Glamsterdam");
    await expect(scheduled.getByRole("link", { name: "EIP-7732" }).first()).toHaveAttribute("href", "/eips/7732");
    // Said at 00:07:05 of the transcript; the video runs 2:19 behind it (sync 00:05:13 / 00:02:54).
    await scheduled.getByRole("button", { name: "00:04:46" }).click();
    await expect.poll(() => page.evaluate(() => window.__fakePlayer?.seeks.at(-1))).toBe(286);
  });

  for (const [colorScheme, viewport] of [
    ["light", DESKTOP],
    ["dark", DESKTOP],
    ["light", PHONE],
    ["dark", PHONE],
  ] as const) {
    test(`has no axe violations and fits the screen (${colorScheme}, ${viewport.width} px)`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await openCall(page, "/calls/acde/223");
      await page.evaluate(() =>
        document.querySelectorAll("details").forEach((details) => {
          details.open = true;
        }),
      );
      const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
      );
      expect(violations).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});
