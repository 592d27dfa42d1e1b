import type { AdoptionClient, ClientTestResult } from "~/schemas/adoption";
import type { SiteConfig } from "~/schemas/content";

// SPEC §7/§9: the client implementation progress shown for a tracked EIP.

/** The only EIP the adoption-progress service is asked about. */
export const ADOPTION_TRACKED_EIP = 7928;

export function hasAdoptionData(eipId: number): boolean {
  return eipId === ADOPTION_TRACKED_EIP;
}

/** The service's address for one upgrade (it answers for every EIP of the fork at once), and its site. */
export function adoptionService(
  site: Pick<SiteConfig, "adoptionServiceUrl" | "adoptionServiceSite">,
  upgradeId: string,
): { serviceUrl: string; siteUrl: string } {
  return {
    serviceUrl: site.adoptionServiceUrl.replaceAll("{fork}", encodeURIComponent(upgradeId)),
    siteUrl: site.adoptionServiceSite,
  };
}

export type ProgressTone = "complete" | "partial" | "none";

export interface ClientProgress {
  name: string;
  percentage: number;
  /** 0 decimals, e.g. '87%'. */
  label: string;
  tone: ProgressTone;
  tooltip: string;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

export function progressPercentage(result: ClientTestResult | undefined): number {
  if (result?.score !== undefined && Number.isFinite(result.score)) return clamp(result.score);
  const passed = result?.passed ?? 0;
  const total = result?.total ?? 0;
  return total > 0 ? clamp((passed / total) * 100) : 0;
}

/** Green only at a true 100%, blue above 0, grey at 0. */
export function progressTone(percentage: number): ProgressTone {
  if (percentage >= 100) return "complete";
  return percentage > 0 ? "partial" : "none";
}

export function progressTooltip(result: ClientTestResult | undefined): string {
  if (result?.passed === undefined || result.total === undefined) return "Test data unavailable";
  const pending = result.pending ? `, ${result.pending} not yet run` : "";
  return `${result.passed} of ${result.total} tests passing${pending}`;
}

/** Clients in alphabetical order, each with its gauge facts. */
export function clientProgressList(clients: readonly Pick<AdoptionClient, "name" | "result">[]): ClientProgress[] {
  return [...clients]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, result }) => {
      const percentage = progressPercentage(result);
      return {
        name,
        percentage,
        label: `${percentage.toFixed(0)}%`,
        tone: progressTone(percentage),
        tooltip: progressTooltip(result),
      };
    });
}
