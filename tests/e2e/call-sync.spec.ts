import { test } from "@playwright/test";
import { expect, gotoHydrated } from "./helpers";

// A call whose video has no sync times (most upstream calls until a maintainer adds them) says so where the transcript is.

const NOT_LINED_UP = "Not yet lined up with the video";

test.beforeEach(async ({ page }) => {
  await page.route("https://www.youtube.com/**", (route) => route.abort("internetdisconnected"));
});

test("a call without sync times says, above its transcript, that the transcript will not follow the video", async ({
  page,
}) => {
  await gotoHydrated(page, "/calls/focil/019");
  const transcript = page.getByRole("region", { name: "Transcript", exact: true });
  await expect(transcript.getByText(NOT_LINED_UP)).toBeVisible();
  await expect(transcript.getByText(NOT_LINED_UP)).toContainText(
    "the transcript will not follow the video as it plays",
  );
});

test("a call with sync times says nothing of the kind", async ({ page }) => {
  await gotoHydrated(page, "/calls/acdc/154");
  await expect(
    page.getByRole("region", { name: "Transcript", exact: true }).getByRole("listitem").first(),
  ).toBeVisible();
  await expect(page.getByText(NOT_LINED_UP)).toHaveCount(0);
});

// A YouTube player stand-in whose clock the test sets (window.__videoTime); it records seeks.
const CLOCK_PLAYER_API = `
window.__videoTime = 0; window.__seeks = [];
window.YT = { Player: function (host, options) {
  var self = this; host.replaceWith(document.createElement("div"));
  this.getCurrentTime = function () { return window.__videoTime; };
  this.getPlayerState = function () { return 1; };
  this.seekTo = function (s) { window.__seeks.push(s); };
  this.pauseVideo = function () {}; this.destroy = function () {};
  setTimeout(function () { options.events.onReady({ target: self }); }, 0);
} };
if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
`;

test("maintainers' mode (?maintain): clicking the line heard at the video's current time gives the entry to paste, and does not seek", async ({
  page,
}) => {
  await page.unrouteAll();
  await page.route("https://www.youtube.com/iframe_api", (route) =>
    route.fulfill({ contentType: "text/javascript", body: CLOCK_PLAYER_API }),
  );
  await gotoHydrated(page, "/calls/focil/019?maintain");
  const card = page.getByRole("region", { name: "Video sync times (maintainers)" });
  await expect(card).toContainText("When you hear a transcript line, click it");
  await page.evaluate(() => Reflect.set(window, "__videoTime", 65));
  await page.getByRole("region", { name: "Transcript", exact: true }).getByText("Then we agree").click();
  await expect(card.getByTestId("sync-entry")).toHaveText(
    '"sync": {"transcriptStartTime":"00:01:02","videoStartTime":"00:01:05"}',
  );
  await expect(card).toContainText("npm run offset -- focil/019 00:01:05 --at 00:01:02");
  expect(await page.evaluate(() => Reflect.get(window, "__seeks"))).toEqual([]);
});

test("without ?maintain there is no maintainers' card", async ({ page }) => {
  await gotoHydrated(page, "/calls/focil/019");
  await expect(page.getByRole("region", { name: "Transcript", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Video sync times (maintainers)" })).toHaveCount(0);
});
