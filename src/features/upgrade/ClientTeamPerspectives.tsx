import type { ClientTeamPerspective } from "~/schemas/content";
import { ExternalLink } from "~/ui/ExternalLink";
import { ExternalIcon } from "~/ui/icons";

const TEAM_TYPE_LABEL: Record<ClientTeamPerspective["teamType"], string> = {
  EL: "Execution client",
  CL: "Consensus client",
  Both: "Execution and consensus",
};

export function ClientTeamPerspectives({ perspectives }: { perspectives: readonly ClientTeamPerspective[] }) {
  if (!perspectives.length) return null;
  return (
    <div className="rounded-xl border border-violet-200 bg-violet-50/60 p-5 dark:border-violet-900 dark:bg-violet-950/40">
      <h3 className="text-lg font-bold text-heading">Client Team Perspectives</h3>
      <p className="mt-1 text-sm text-body">Each client team wrote up which headliner it favours and why.</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {perspectives.map((team) => (
          <li key={team.teamName}>
            <ExternalLink
              href={team.blogPostUrl}
              className="flex items-center justify-between gap-2 rounded-lg border border-line-raised bg-surface px-3 py-2 hover:border-violet-400 dark:hover:border-violet-500"
            >
              <span>
                <span className="block font-semibold text-heading">{team.teamName}</span>
                <span className="block text-xs text-muted">{TEAM_TYPE_LABEL[team.teamType]}</span>
              </span>
              <ExternalIcon className="h-4 w-4 shrink-0 text-faint" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
