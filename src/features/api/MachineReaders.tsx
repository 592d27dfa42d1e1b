import { apiPath } from "~/domain/api/endpointPaths";

export interface MachineReadersData {
  siteUrl: string;
  mcpCommand: string;
  tools: { name: string; description: string; args: readonly string[]; example: string }[];
}

const code = "block whitespace-pre-wrap break-all rounded bg-subtle p-3 font-mono text-sm text-ink";
const linkClass = "text-link underline hover:text-link-strong";

/** The /api page's part for assistants and agents: llms.txt, the Markdown twins, the ids and the MCP server. */
export function MachineReaders({
  machine,
  examples,
}: {
  machine: MachineReadersData;
  examples: { id: number; series: string; number: string; upgrade: string };
}) {
  const { siteUrl, mcpCommand, tools } = machine;
  const twins = [
    `/eips/${examples.id}.md`,
    `/calls/${examples.series}/${examples.number}.md`,
    `/upgrade/${examples.upgrade}.md`,
    "/decisions.md",
  ];
  const config = JSON.stringify(
    {
      mcpServers: {
        forkline: {
          command: "npm",
          args: ["run", "--silent", "--prefix", "/path/to/forkline", "mcp", "--", "--site", siteUrl],
        },
      },
    },
    null,
    2,
  );
  return (
    <section aria-labelledby="api-machines" className="mt-10">
      <h2 id="api-machines" className="text-xl font-bold text-heading">
        For assistants and agents
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-body">
        <a className={linkClass} href="/llms.txt">
          /llms.txt
        </a>{" "}
        maps the site: its pages, these files and their schemas, and where each common question is answered. Every EIP,
        call, upgrade and the decisions page has a Markdown twin at the same address with <code>.md</code>, every claim
        with its source (the specification, the call moment, the meta-EIP); its HTML names it with{" "}
        <code>{'<link rel="alternate" type="text/markdown">'}</code>. The build checks every link in them.
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {twins.map((path) => (
          <li key={path}>
            <a className={`${linkClass} font-mono`} href={path}>
              {path}
            </a>
          </li>
        ))}
      </ul>
      <pre className="mt-3">
        <code className={code}>{`curl -s ${siteUrl}/llms.txt\ncurl -s ${siteUrl}${twins[0]}`}</code>
      </pre>
      <h3 className="mt-6 font-semibold text-heading">Identifiers</h3>
      <p className="mt-1 max-w-3xl text-sm text-body">
        The same in the JSON (<code>id</code>), the Atom entries (<code>tag:…:call:acde/223</code>), the Markdown and
        the MCP answers. An EIP is its number; a call is <code>{"{series}/{number}"}</code> with three digits, plus{" "}
        <code>/cl</code> for a breakout (<code>acde/223</code>, <code>acdt/087/cl</code>); a key decision is{" "}
        <code>{"{call}:{HH:MM:SS}:{its first words}"}</code>, as in{" "}
        <a className={linkClass} href={apiPath("decisions")}>
          decisions.json
        </a>
        .
      </p>
      <h3 className="mt-6 font-semibold text-heading">MCP server</h3>
      <p className="mt-1 max-w-3xl text-sm text-body">
        A read-only Model Context Protocol server in Forkline&apos;s repository reads this site&apos;s open data over
        stdio; every answer carries permalinks to the call moments. Start it from a clone, or add it to an MCP client:
      </p>
      <pre className="mt-3">
        <code className={code}>{`${mcpCommand} ${siteUrl}`}</code>
      </pre>
      <pre className="mt-3">
        <code className={code}>{config}</code>
      </pre>
      <ul className="mt-4 space-y-3">
        {tools.map((tool) => (
          <li key={tool.name} className="rounded-lg border border-line bg-surface p-4" data-tool={tool.name}>
            <p className="font-mono text-sm font-semibold text-ink">{tool.name}</p>
            <p className="mt-1 text-sm text-body">{tool.description}</p>
            <p className="mt-1 text-sm text-body">Arguments: {tool.args.join("; ")}.</p>
            <pre className="mt-2">
              <code className={code}>{tool.example}</code>
            </pre>
          </li>
        ))}
      </ul>
    </section>
  );
}
