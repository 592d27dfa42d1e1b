import AxeBuilder from "@axe-core/playwright";
import { test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { isShownStage, stageAnchor } from "../../src/domain/eips/stages";
import { formatIsoDate } from "../../src/domain/time/isoDate";
import { expect, gotoHydrated, openCollapsedSections } from "./helpers";

// The tracker as of its facts (#18): four upgrade pages that list every EIP of their scope in its stage's section,
// landing cards that follow the data, and an EIP's stage history linked to the call that decided it.

type Relationship = {
  forkName: string;
  status: string;
  statusHistory?: { status: string; call: string | null; date: string | null }[];
};
type ContentEip = { id: number; forkRelationships: Relationship[] };
type ContentUpgrade = {
  id: string;
  name: string;
  forkName: string;
  path: string;
  asOf: string;
  status: string;
  disabled: boolean;
  projectedActivation?: string;
  pendingHeadlinerProposals?: { id: string; title: string; forumLink: string }[];
};

// Each EIP at the stage the build derived (content's imported stages, moved by later sources: the fixture EIPs history
// moves Hegotá's EIP-7686), as the pages show it, and the EIPs the sources bring in.
const eips = (JSON.parse(readFileSync("generated/site.json", "utf8")) as { eips: ContentEip[] }).eips;
const upgrades: ContentUpgrade[] = (
  JSON.parse(readFileSync("content/upgrades.json", "utf8")) as ContentUpgrade[]
).filter((u) => !u.disabled);

test.beforeEach(async ({ page }) => {
  await page.route("**/api/adoption/**", (route) => route.fulfill({ json: [] }));
});

for (const upgrade of upgrades) {
  test(`${upgrade.name}: every EIP of its scope is on the page, in its stage's section`, async ({ page }) => {
    test.slow(); // Glamsterdam and Hegotá list about 70 cards each
    await gotoHydrated(page, upgrade.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(upgrade.name);
    await expect(page.locator("header").getByTestId("as-of")).toHaveText(
      `Information as of ${formatIsoDate(upgrade.asOf)}`,
    );
    const scope = eips.flatMap((eip) => {
      const relationship = eip.forkRelationships.find((r) => r.forkName === upgrade.forkName);
      return relationship && isShownStage(relationship.status)
        ? [{ id: eip.id, anchor: stageAnchor(relationship.status) }]
        : [];
    });
    expect(scope.length).toBeGreaterThan(0);
    await openCollapsedSections(page);
    const placed = await page
      .locator("section[data-section] [id^='eip-']")
      .evaluateAll((cards) =>
        cards.map((card) => [Number(card.id.slice(4)), card.closest("section[data-section]")?.id ?? ""] as const),
      );
    const where = new Map(placed);
    expect(scope.filter(({ id, anchor }) => where.get(id) !== anchor)).toEqual([]);
    await expect(page.getByText("Unknown", { exact: true })).toHaveCount(0);
  });
}

test("stages SPEC does not name get their own section with a plain explanation (Glamsterdam)", async ({ page }) => {
  await gotoHydrated(page, "/upgrade/glamsterdam");
  const named = [
    ["networking-changes", "Networking Changes", "change no rules of the chain"],
    ["informational", "Informational", "change no rules of the chain"],
    ["withdrawn", "Withdrawn", "Taken back"],
  ] as const;
  for (const [anchor, name, explanation] of named) {
    const section = page.locator(`section#${anchor}`);
    await expect(section.getByRole("heading", { level: 2 })).toContainText(name);
    await expect(section).toContainText(explanation);
  }
  // SPEC's own sections keep their order.
  const order = await page.locator("section[data-section]").evaluateAll((sections) => sections.map((s) => s.id));
  expect(order.indexOf("scheduled-for-inclusion")).toBeLessThan(order.indexOf("declined-for-inclusion"));
  expect(order.indexOf("networking-changes")).toBeLessThan(order.indexOf("declined-for-inclusion"));
  expect(order.filter((id) => id !== "headliner-proposals").at(-1)).toBe("withdrawn");
});

test("an unknown upgrade lands on the start page", async ({ page }) => {
  await page.goto("/upgrade/atlantis");
  await expect(page).toHaveURL(/\/$/);
});

for (const [colorScheme, viewport] of [
  ["light", { width: 1280, height: 900 }],
  ["dark", { width: 390, height: 844 }],
] as const) {
  test(`the landing page has a card per upgrade and the strip follows the data (${colorScheme}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, "/");
    const cards = page
      .getByRole("region", { name: "Network upgrades" })
      .getByRole("link", { name: /See what changes/ });
    await expect(cards).toHaveCount(upgrades.length);
    for (const [i, upgrade] of upgrades.entries()) await expect(cards.nth(i)).toHaveAttribute("href", upgrade.path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test(`the Hegotá page reads in both themes (${colorScheme}, ${viewport.width} px)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, "/upgrade/hegota");
    await expect(page.getByRole("link", { name: "Create Your Ranking" })).toHaveAttribute("href", "/rank");
    const results = await new AxeBuilder({ page })
      .include("main header")
      .include("#overview")
      .include("#timeline")
      .include("#scheduled-for-inclusion")
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

for (const [when, offsetDays, passed] of [
  ["before", -1, false],
  ["after", 1, true],
] as const) {
  test(`a planning estimate reads as one, and says so ${when} its day (header and landing card)`, async ({ page }) => {
    const upgrade = upgrades.find((u) => u.projectedActivation)!;
    const day = new Date(`${upgrade.projectedActivation!}T12:00:00Z`);
    await page.clock.setFixedTime(new Date(day.getTime() + offsetDays * 86_400_000));
    const label = `Mainnet planning estimate: ${formatIsoDate(upgrade.projectedActivation!)} (not an announced date)`;
    const expected = passed ? `${label} — date passed` : label;
    await gotoHydrated(page, upgrade.path);
    await expect(page.locator("main header").getByTestId("projected-activation")).toHaveText(expected);
    await gotoHydrated(page, "/");
    const card = page
      .getByRole("link", { name: new RegExp(`^${upgrade.name}`) })
      .filter({ has: page.getByTestId("projected-activation") });
    await expect(card.getByTestId("projected-activation")).toHaveText(expected);
  });
}

test("a headliner proposed before it had an EIP number is listed among the headliner proposals, not hidden", async ({
  page,
}) => {
  test.slow();
  const upgrade = upgrades.find((u) => u.pendingHeadlinerProposals?.length)!;
  const pending = upgrade.pendingHeadlinerProposals!;
  await gotoHydrated(page, upgrade.path);
  const section = page.locator("#headliner-proposals");
  await expect(section).toContainText(`and ${pending.length} more without an EIP number yet.`);
  await section.getByRole("button", { name: "Expand" }).click();
  for (const proposal of pending) {
    const card = section.getByRole("article", { name: proposal.title });
    await expect(card).toContainText("No EIP number yet");
    await expect(card.getByRole("link", { name: /Headliner proposal/ })).toHaveAttribute("href", proposal.forumLink);
  }
  // It is no EIP: a filter over EIPs leaves it out.
  await page.getByRole("searchbox", { name: "Filter EIPs" }).fill("7805");
  await expect(section.locator("[data-pending-headliner]")).toHaveCount(0);
});

test("the 'we are here' marker sits after the last live upgrade", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/upgrade/hegota");
  const lastLive = upgrades.findLast((u) => u.status === "Active")!;
  const next = upgrades[upgrades.indexOf(lastLive) + 1]!;
  const box = async (text: string) =>
    (await page.getByTestId("upgrade-strip").getByText(text, { exact: true }).first().boundingBox())!;
  const marker = (await page.getByTestId("upgrade-strip").getByText("we are here").boundingBox())!;
  expect(marker.x).toBeGreaterThan((await box(lastLive.name)).x);
  expect(marker.x).toBeLessThan((await box(next.name)).x + (await box(next.name)).width);
});

test("an EIP page shows its stage history, each decided step linked to its call", async ({ page }) => {
  // The first EIP whose history names a call the e2e archive holds (tests/fixtures/archive).
  const held = new Set(
    readdirSync("tests/fixtures/archive", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^\d{4}-\d{2}-\d{2}_\d+$/.test(entry.name))
      .map((entry) => `${entry.parentPath.split("/").at(-1)}/${Number(entry.name.split("_")[1])}`),
  );
  const eip = eips.find((e) =>
    e.forkRelationships.some((r) => r.statusHistory?.some((s) => s.call && held.has(s.call))),
  )!;
  const step = eip.forkRelationships.flatMap((r) => r.statusHistory ?? []).find((s) => s.call && held.has(s.call))!;
  const [series, number] = step.call!.split("/");
  await gotoHydrated(page, `/eips/${eip.id}`);
  const history = page.getByTestId("stage-history");
  await expect(history).toBeVisible();
  const link = history.locator(`a[href^="/calls/${series}/${number!.padStart(3, "0")}"]`).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/calls/${series}/${number!.padStart(3, "0")}`));
  await expect(
    page
      .getByRole("heading", { level: 1 })
      .or(page.getByRole("heading", { level: 2 }))
      .first(),
  ).toBeVisible();
});
