import { pageMeta } from "~/features/shell/pageMeta";
import { PageShell } from "~/features/shell/PageShell";

export function meta() {
  return pageMeta("Glamsterdam EIP Tier Maker", "Rank the proposed Glamsterdam EIPs in a tier list and share it. Preferences only, not an official vote.", "/rank");
}

export default function RankRoute() {
  return (
    <PageShell>
      <h1 className="text-3xl font-extrabold">Glamsterdam EIP Tier Maker</h1>
    </PageShell>
  );
}
