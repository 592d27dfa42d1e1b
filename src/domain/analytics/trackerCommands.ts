// Commands for a Matomo-compatible `_paq` queue. Building them is pure; pushing them is the
// analytics adapter's job (src/platform/analytics.ts).
export type TrackerCommand = readonly [string, ...(string | number)[]];

export interface AnalyticsConfig {
  trackerUrl: string;
  siteId: string;
}

/** Analytics is off unless both settings are present and the URL is http(s). */
export function readAnalyticsConfig(
  trackerUrl: string | undefined,
  siteId: string | undefined,
): AnalyticsConfig | null {
  if (!trackerUrl || !siteId) return null;
  try {
    const url = new URL(trackerUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  } catch {
    return null;
  }
  return { trackerUrl: trackerUrl.endsWith("/") ? trackerUrl : `${trackerUrl}/`, siteId };
}

export function pageTitleFor(pathname: string, documentTitle: string): string {
  return pathname === "/" ? "homepage" : documentTitle;
}

export function pageViewCommands(url: string, title: string, referrer: string): TrackerCommand[] {
  const commands: TrackerCommand[] = [];
  if (referrer) commands.push(["setReferrerUrl", referrer]);
  commands.push(["setCustomUrl", url], ["setDocumentTitle", title], ["trackPageView"]);
  return commands;
}

export function eventCommand(category: string, action: string, name?: string): TrackerCommand {
  return name === undefined ? ["trackEvent", category, action] : ["trackEvent", category, action, name];
}

export function upgradeViewCommand(upgradeId: string): TrackerCommand {
  return eventCommand("Upgrade", "view", upgradeId);
}

export function externalLinkCommand(href: string): TrackerCommand {
  return ["trackLink", href, "link"];
}

export function setupCommands(config: AnalyticsConfig): TrackerCommand[] {
  return [["setTrackerUrl", `${config.trackerUrl}matomo.php`], ["setSiteId", config.siteId], ["enableLinkTracking"]];
}
