import { API_ROOT, apiPath, schemaPath, type EndpointFormat } from "~/domain/api/endpointPaths";
import { ENDPOINTS, type Endpoint } from "~/domain/api/endpoints";
import { PageShell } from "~/features/shell/PageShell";
import { MachineReaders, type MachineReadersData } from "./MachineReaders";

export interface ApiPageData {
  /** A value this build has for each placeholder of the paths: an EIP, the newest call, an upgrade. */
  examples: { id: number; series: string; number: string; upgrade: string };
  machine: MachineReadersData;
}

const SECTIONS: { format: EndpointFormat; title: string; intro: string }[] = [
  {
    format: "json",
    title: "JSON",
    intro:
      "Each file is an object with apiVersion, generatedAt (when the site was built) and data. Field names are stable within a version; a change that breaks them gets a new version in the path, while a new field joins the version as it is.",
  },
  {
    format: "icalendar",
    title: "Calendar subscriptions (iCalendar)",
    intro:
      "Add the address to a calendar app as a subscription. Each event keeps its UID from one build to the next, so the app updates events instead of adding copies. A call is an all-day event: the archive records its date, not its hour.",
  },
  { format: "atom", title: "Feeds (Atom)", intro: "For a feed reader: the newest 100 entries, newest first." },
];

/** /api: every file of the open data, with an example address that exists in this build. */
export function ApiPage({ examples, machine }: ApiPageData) {
  return (
    <PageShell>
      <h1 className="text-3xl font-bold tracking-tight text-heading">Open data</h1>
      <p className="mt-2 max-w-3xl text-body">
        Everything Forkline shows is also published as static files, rebuilt with the site: no key, no rate limit,
        served by the same CDN. Use it in your own tools, bots and calendars. The JSON shapes are published as JSON
        Schema (draft 2020-12), generated from the schemas the site itself is built with.
      </p>
      {SECTIONS.map((section) => (
        <section key={section.format} aria-labelledby={`api-${section.format}`} className="mt-10">
          <h2 id={`api-${section.format}`} className="text-xl font-bold text-heading">
            {section.title}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-body">{section.intro}</p>
          <ul className="mt-4 space-y-3">
            {ENDPOINTS.filter((endpoint) => endpoint.format === section.format).map((endpoint) => (
              <EndpointItem key={endpoint.name} endpoint={endpoint} examples={examples} />
            ))}
          </ul>
        </section>
      ))}
      <MachineReaders machine={machine} examples={examples} />
    </PageShell>
  );
}

function EndpointItem({ endpoint, examples }: { endpoint: Endpoint; examples: ApiPageData["examples"] }) {
  const template = `${API_ROOT}${endpoint.template}`;
  const example = apiPath(endpoint.name, examples);
  return (
    <li className="rounded-lg border border-line bg-surface p-4" data-endpoint={endpoint.name}>
      <p className="font-mono text-sm font-semibold break-all text-ink">{template}</p>
      <p className="mt-1 text-sm text-body">{endpoint.description}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a className="text-link underline hover:text-link-strong" href={example}>
          Example: <span className="font-mono break-all">{example}</span>
        </a>
        {endpoint.schema && (
          <a className="text-link underline hover:text-link-strong" href={schemaPath(endpoint.schema)}>
            JSON Schema
          </a>
        )}
      </p>
    </li>
  );
}
