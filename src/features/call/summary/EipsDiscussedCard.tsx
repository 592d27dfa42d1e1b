import { Link } from "react-router";
import { eipPagePath } from "~/domain/eips/eipPagePath";

export type DiscussedEip = { id: number; title: string; count: number };

/** The catalogue's EIPs this call mentions, most mentioned first, each leading to its EIP page. */
export function EipsDiscussedCard({ eips }: { eips: readonly DiscussedEip[] }) {
  if (eips.length === 0) return null;
  return (
    <section
      aria-labelledby="eips-discussed-title"
      className="mt-6 rounded-xl border border-line bg-surface px-4 py-3 shadow-sm"
    >
      <h2 id="eips-discussed-title" className="text-lg font-bold">
        EIPs discussed
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {eips.map((eip) => (
          <li key={eip.id}>
            <Link
              to={eipPagePath(eip.id)}
              title={eip.title}
              className="inline-flex items-center gap-1.5 rounded-full bg-subtle px-3 py-1 text-sm text-ink hover:underline"
            >
              <span className="font-mono font-semibold">EIP-{eip.id}</span>
              <span className="text-muted">
                {eip.count} {eip.count === 1 ? "mention" : "mentions"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
