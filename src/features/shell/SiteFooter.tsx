import { Link } from "react-router";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 py-8 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 sm:flex-row sm:items-center sm:justify-between">
        <p>
          Forkline is an open-source, community-run guide to Ethereum network upgrades. It is not an official source;
          decisions are made on the All Core Devs calls.
        </p>
        <nav aria-label="Footer" className="flex gap-4 whitespace-nowrap">
          <Link className="underline hover:text-slate-900 dark:hover:text-white" to="/calls">
            Calls
          </Link>
          <Link className="underline hover:text-slate-900 dark:hover:text-white" to="/rank">
            Rank EIPs
          </Link>
          <Link className="underline hover:text-slate-900 dark:hover:text-white" to="/api">
            Open data
          </Link>
          <Link className="underline hover:text-slate-900 dark:hover:text-white" to="/feedback">
            Feedback
          </Link>
        </nav>
      </div>
    </footer>
  );
}
