import { Link } from "react-router";
import type { Upgrade } from "~/schemas/content";
import { PageShell } from "~/features/shell/PageShell";
import { useToday } from "~/ui/useToday";
import { UpgradeCard } from "./UpgradeCard";
import type { ListedCall } from "~/domain/calls/series";
import { RecentCallsList } from "./RecentCallsList";

interface LandingPageProps {
  upgrades: Upgrade[];
  recentCalls: ListedCall[];
  buildDate: string;
}

export function LandingPage({ upgrades, recentCalls, buildDate }: LandingPageProps) {
  const today = useToday(buildDate);
  return (
    <PageShell>
      <section aria-labelledby="intro-title" className="max-w-3xl">
        <h1 id="intro-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          What the next Ethereum upgrade changes for you
        </h1>
        <p className="mt-4 text-lg text-body">
          Every proposal in Pectra, Fusaka, Glamsterdam and Hegotá explained in plain language, with what it means for
          users, developers, stakers and client teams, and the All Core Devs calls where the decisions are made.
        </p>
      </section>

      <section aria-labelledby="upgrades-title" className="mt-10">
        <h2 id="upgrades-title" className="text-xl font-bold">
          Network upgrades
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {upgrades.map((upgrade) => (
            <UpgradeCard key={upgrade.id} upgrade={upgrade} today={today} />
          ))}
        </div>
      </section>

      <section aria-labelledby="calls-title" className="mt-12">
        <div className="flex items-baseline justify-between">
          <h2 id="calls-title" className="text-xl font-bold">
            Recent protocol calls
          </h2>
          <Link to="/calls" className="text-sm font-semibold text-accent underline">
            View all calls
          </Link>
        </div>
        <div className="mt-4">
          <RecentCallsList calls={recentCalls} />
        </div>
      </section>
    </PageShell>
  );
}
