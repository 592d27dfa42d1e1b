// Where each file of Forkline's open data (/api/v1) lives and in which format. Kept apart from the
// descriptions (endpoints.ts) so that pages linking to a feed do not carry the /api page's text.

export const API_ROOT = "/api/v1";

export type EndpointFormat = "json" | "icalendar" | "atom";

export interface EndpointPath {
  /** With {placeholders} for the parts that vary. */
  template: string;
  format: EndpointFormat;
  /** The JSON Schema it follows (/api/v1/schema/{schema}.json), for JSON files. */
  schema?: string;
}

export const ENDPOINT_PATHS = {
  eips: { template: "/eips.json", format: "json", schema: "eips" },
  eip: { template: "/eips/{id}.json", format: "json", schema: "eip" },
  upgrades: { template: "/upgrades.json", format: "json", schema: "upgrades" },
  upgrade: { template: "/upgrades/{upgrade}.json", format: "json", schema: "upgrade" },
  calls: { template: "/calls.json", format: "json", schema: "calls" },
  call: { template: "/calls/{series}/{number}.json", format: "json", schema: "call" },
  decisions: { template: "/decisions.json", format: "json", schema: "decisions" },
  events: { template: "/events.json", format: "json", schema: "events" },
  callsCalendar: { template: "/calendar/calls.ics", format: "icalendar" },
  seriesCalendar: { template: "/calendar/calls/{series}.ics", format: "icalendar" },
  upgradesCalendar: { template: "/calendar/upgrades.ics", format: "icalendar" },
  callsFeed: { template: "/feeds/calls.xml", format: "atom" },
  seriesFeed: { template: "/feeds/calls/{series}.xml", format: "atom" },
  decisionsFeed: { template: "/feeds/decisions.xml", format: "atom" },
  upgradeFeed: { template: "/feeds/upgrades/{upgrade}.xml", format: "atom" },
} as const satisfies Record<string, EndpointPath>;

export type EndpointName = keyof typeof ENDPOINT_PATHS;

/** The site path of an endpoint's file, its placeholders filled with `params` (each URL-encoded). */
export function apiPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  const path = ENDPOINT_PATHS[name].template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`API endpoint ${name} needs ${key}`);
    return encodeURIComponent(String(value));
  });
  return `${API_ROOT}${path}`;
}

/** Where the JSON Schema of a JSON endpoint is published. */
export function schemaPath(schema: string): string {
  return `${API_ROOT}/schema/${schema}.json`;
}

/** The media type a static host should serve a format with. */
export const FORMAT_MEDIA_TYPES: Record<EndpointFormat, string> = {
  json: "application/json",
  icalendar: "text/calendar",
  atom: "application/atom+xml",
};
