import { describe, expect, test } from "vitest";
import {
  externalLinkCommand,
  pageTitleFor,
  pageViewCommands,
  readAnalyticsConfig,
  setupCommands,
  upgradeViewCommand,
} from "./trackerCommands";

describe("readAnalyticsConfig", () => {
  test("is off when either setting is missing", () => {
    expect(readAnalyticsConfig(undefined, "1")).toBeNull();
    expect(readAnalyticsConfig("https://stats.example/", undefined)).toBeNull();
    expect(readAnalyticsConfig("", "")).toBeNull();
  });
  test("refuses a tracker URL that is not http(s)", () => {
    expect(readAnalyticsConfig("javascript:alert(1)", "1")).toBeNull();
    expect(readAnalyticsConfig("not a url", "1")).toBeNull();
  });
  test("normalises the tracker URL to end with a slash", () => {
    expect(readAnalyticsConfig("https://stats.example", "3")).toEqual({
      trackerUrl: "https://stats.example/",
      siteId: "3",
    });
  });
});

describe("page views", () => {
  test("the landing page is titled 'homepage'", () => {
    expect(pageTitleFor("/", "Forkline")).toBe("homepage");
    expect(pageTitleFor("/calls", "Protocol Calendar · Forkline")).toBe("Protocol Calendar · Forkline");
  });
  test("a page view sets referrer, custom URL and title before tracking", () => {
    expect(pageViewCommands("https://x/calls", "Calls", "https://x/")).toEqual([
      ["setReferrerUrl", "https://x/"],
      ["setCustomUrl", "https://x/calls"],
      ["setDocumentTitle", "Calls"],
      ["trackPageView"],
    ]);
  });
  test("no referrer command on the first view", () => {
    expect(pageViewCommands("https://x/", "homepage", "")[0]).toEqual(["setCustomUrl", "https://x/"]);
  });
});

test("setup points the tracker at matomo.php with the site id", () => {
  expect(setupCommands({ trackerUrl: "https://s.example/", siteId: "7" })).toEqual([
    ["setTrackerUrl", "https://s.example/matomo.php"],
    ["setSiteId", "7"],
    ["enableLinkTracking"],
  ]);
});

test("upgrade views and external links have their own commands", () => {
  expect(upgradeViewCommand("fusaka")).toEqual(["trackEvent", "Upgrade", "view", "fusaka"]);
  expect(externalLinkCommand("https://eips.ethereum.org/")).toEqual([
    "trackLink",
    "https://eips.ethereum.org/",
    "link",
  ]);
});
