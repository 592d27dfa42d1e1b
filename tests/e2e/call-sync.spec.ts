import { test } from "@playwright/test";
import { expect, gotoHydrated } from "./helpers";

// A call whose video has no sync times (most upstream calls until a maintainer adds them) says so where the transcript is.

const NOT_LINED_UP = "Not yet lined up with the video";

test.beforeEach(async ({ page }) => {
  await page.route("https://www.youtube.com/**", (route) => route.abort("internetdisconnected"));
});

test("a call without sync times says, above its transcript, that the transcript will not follow the video", async ({ page }) => {
  await gotoHydrated(page, "/calls/focil/019");
  const transcript = page.getByRole("region", { name: "Transcript" });
  await expect(transcript.getByText(NOT_LINED_UP)).toBeVisible();
  await expect(transcript.getByText(NOT_LINED_UP)).toContainText("the transcript will not follow the video as it plays");
});

test("a call with sync times says nothing of the kind", async ({ page }) => {
  await gotoHydrated(page, "/calls/acdc/154");
  await expect(page.getByRole("region", { name: "Transcript" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByText(NOT_LINED_UP)).toHaveCount(0);
});
