// Checks a built /api/v1 folder with tools that share no code with what wrote it: a JSON Schema
// validator (Ajv) against the published schemas, Mozilla's iCalendar parser, and a feed parser, plus
// the format rules a validator would apply that those parsers forgive.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import ICAL from "ical.js";
import { API_ROOT } from "~/domain/api/endpointPaths";
import { ENDPOINTS } from "~/domain/api/endpoints";

export type OpenDataReport = {
  files: string[];
  json: number;
  calendars: number;
  feeds: number;
  uids: Map<string, string[]>;
  problems: string[];
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)],
  );
}

/** The endpoint a site path belongs to (its template read as a pattern), or undefined. */
export function endpointOf(path: string) {
  return ENDPOINTS.find((endpoint) =>
    new RegExp(`^${API_ROOT}${endpoint.template.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
  );
}

/** `clientDir` is the folder served at the site root. */
export function checkOpenData(clientDir: string): OpenDataReport {
  const root = join(clientDir, API_ROOT);
  const paths = filesUnder(root).map((file) => `/${relative(clientDir, file)}`);
  const report: OpenDataReport = { files: paths, json: 0, calendars: 0, feeds: 0, uids: new Map(), problems: [] };
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const schemas = new Map<string, ReturnType<typeof ajv.compile>>();
  for (const path of paths.filter((p) => p.startsWith(`${API_ROOT}/schema/`))) {
    schemas.set(
      path.slice(`${API_ROOT}/schema/`.length, -".json".length),
      ajv.compile(JSON.parse(readFileSync(join(clientDir, path), "utf8"))),
    );
  }
  for (const path of paths.filter((p) => !p.startsWith(`${API_ROOT}/schema/`))) {
    const endpoint = endpointOf(path);
    const text = readFileSync(join(clientDir, path), "utf8");
    if (!endpoint) {
      report.problems.push(`${path}: no endpoint of the list describes it`);
      continue;
    }
    if (endpoint.format === "json") {
      const validate = schemas.get(endpoint.schema ?? "");
      if (!validate) report.problems.push(`${path}: schema ${endpoint.schema} is not published`);
      else if (!validate(JSON.parse(text)))
        report.problems.push(`${path}: ${ajv.errorsText(validate.errors, { separator: "; " }).slice(0, 500)}`);
      report.json += 1;
    } else if (endpoint.format === "icalendar") {
      report.problems.push(...calendarProblems(path, text, report.uids));
      report.calendars += 1;
    } else {
      report.problems.push(...feedProblems(path, text));
      report.feeds += 1;
    }
  }
  for (const endpoint of ENDPOINTS) {
    if (!paths.some((path) => endpointOf(path) === endpoint)) report.problems.push(`${endpoint.template}: no file`);
  }
  return report;
}

function calendarProblems(path: string, text: string, uids: Map<string, string[]>): string[] {
  const problems: string[] = [];
  if (!text.endsWith("\r\n") || /[^\r]\n/.test(text)) problems.push(`${path}: lines must end in CRLF`);
  for (const line of text.split("\r\n"))
    if (new TextEncoder().encode(line).length > 75) problems.push(`${path}: a line longer than 75 octets`);
  try {
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const property of ["prodid", "version"])
      if (!calendar.hasProperty(property)) problems.push(`${path}: no ${property.toUpperCase()}`);
    const seen = new Set<string>();
    const fileUids: string[] = [];
    for (const event of calendar.getAllSubcomponents("vevent")) {
      const uid = String(event.getFirstPropertyValue("uid") ?? "");
      for (const property of ["uid", "dtstamp", "dtstart", "summary"])
        if (!event.hasProperty(property)) problems.push(`${path}: event ${uid} has no ${property.toUpperCase()}`);
      if (seen.has(uid)) problems.push(`${path}: UID ${uid} twice`);
      seen.add(uid);
      fileUids.push(uid);
    }
    uids.set(path, fileUids);
  } catch (error) {
    problems.push(`${path}: ${(error as Error).message}`);
  }
  return problems;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function feedProblems(path: string, text: string): string[] {
  const problems: string[] = [];
  try {
    const feed = parseFeed(text);
    if (feed.meta.type !== "atom") problems.push(`${path}: not read as Atom`);
    const feedId = /<feed[^>]*>\s*<id>([^<]+)<\/id>/.exec(text)?.[1];
    if (!feedId || !/^[a-z][a-z0-9+.-]*:/i.test(feedId))
      problems.push(`${path}: the feed has no id that is an absolute IRI`);
    if (!feed.title) problems.push(`${path}: no title`);
    if (!feed.updated) problems.push(`${path}: no updated`);
    if (!feed.self) problems.push(`${path}: no rel="self" link`);
    if (feed.authors.length === 0) problems.push(`${path}: no author`);
    const ids = new Set<string>();
    for (const item of feed.items) {
      if (!item.id || ids.has(item.id)) problems.push(`${path}: an entry without a unique id (${item.id})`);
      ids.add(item.id ?? "");
      if (!item.title || !item.url || !item.updated)
        problems.push(`${path}: entry ${item.id} lacks title, link or updated`);
    }
    for (const match of text.matchAll(/<(updated|published)>([^<]*)</g))
      if (!RFC3339.test(match[2] ?? "")) problems.push(`${path}: ${match[1]} ${match[2]} is not RFC 3339`);
  } catch (error) {
    problems.push(`${path}: ${(error as Error).message}`);
  }
  return problems;
}
