import { Link } from "react-router";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line py-8 text-sm text-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 sm:flex-row sm:items-center sm:justify-between">
        <p>
          Forkline is an open-source, community-run guide to Ethereum network upgrades. It is not an official source;
          decisions are made on the All Core Devs calls.
        </p>
        <nav aria-label="Footer" className="flex gap-4 whitespace-nowrap">
          <Link className="underline hover:text-heading" to="/calls">
            Calls
          </Link>
          <Link className="underline hover:text-heading" to="/rank">
            Rank EIPs
          </Link>
          <Link className="underline hover:text-heading" to="/api">
            Open data
          </Link>
          <Link className="underline hover:text-heading" to="/feedback">
            Feedback
          </Link>
        </nav>
      </div>
    </footer>
  );
}
