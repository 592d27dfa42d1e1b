// Usage: node scripts/screenshot.mjs URL OUT [WIDTH] [light|dark] [full|HEIGHT]
// The last argument takes a full-page shot ("full", the default) or only the first HEIGHT pixels.
import { chromium } from "playwright-core";
const [, , url, out, width = "1280", theme = "light", extent = "full"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const height = extent === "full" ? 900 : Number(extent);
const page = await browser.newPage({ viewport: { width: Number(width), height }, colorScheme: theme });
await page.goto(url);
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: extent === "full" });
await browser.close();
