import {
  eventCommand,
  externalLinkCommand,
  pageTitleFor,
  pageViewCommands,
  readAnalyticsConfig,
  setupCommands,
  upgradeViewCommand,
  type TrackerCommand,
} from "~/domain/analytics/trackerCommands";

declare global {
  interface Window {
    _paq?: TrackerCommand[];
  }
}

// Off unless both are set at build time; when off nothing is queued and no tracker is contacted.
const config = readAnalyticsConfig(
  import.meta.env.FORKLINE_PUBLIC_ANALYTICS_URL,
  import.meta.env.FORKLINE_PUBLIC_ANALYTICS_SITE_ID,
);
let started = false;
let lastUrl = "";

export function isAnalyticsOn(): boolean {
  return config !== null;
}

function push(...commands: TrackerCommand[]): void {
  if (!config || typeof window === "undefined") return;
  if (!started) {
    started = true;
    window._paq = window._paq ?? [];
    window._paq.push(...setupCommands(config));
    const script = document.createElement("script");
    script.async = true;
    script.src = `${config.trackerUrl}matomo.js`;
    document.head.append(script);
  }
  (window._paq = window._paq ?? []).push(...commands);
}

export function trackPageView(pathname: string): void {
  const url = window.location.href;
  push(...pageViewCommands(url, pageTitleFor(pathname, document.title), lastUrl || document.referrer));
  lastUrl = url;
}

export function trackEvent(category: string, action: string, name?: string): void {
  push(eventCommand(category, action, name));
}

export function trackUpgradeView(upgradeId: string): void {
  push(upgradeViewCommand(upgradeId));
}

export function trackExternalLink(href: string): void {
  push(externalLinkCommand(href));
}
