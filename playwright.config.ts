import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const CLIENT_DIR = `${process.env.FORKLINE_BUILD_DIR ?? "build"}/client`;
// A second build of the same site with analytics configured (npm run build:analytics).
export const ANALYTICS_PORT = PORT + 1;
const ANALYTICS_CLIENT_DIR = `${process.env.FORKLINE_ANALYTICS_BUILD_DIR ?? ".builds/analytics"}/client`;

// Runs against the production build (npm run build) served by scripts/serve.mjs.
// Playwright cannot download browsers here: Debian's /usr/bin/chromium is used.
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `${process.env.FORKLINE_BUILD_DIR ?? "."}/test-results`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  // The Glamsterdam page hydrates 7,500 elements; two workers on CI's two cores can take longer than 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", testIgnore: /analytics\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "analytics",
      testMatch: /analytics\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${ANALYTICS_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --dir ${CLIENT_DIR}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/serve.mjs --port ${ANALYTICS_PORT} --dir ${ANALYTICS_CLIENT_DIR}`,
      url: `http://127.0.0.1:${ANALYTICS_PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
