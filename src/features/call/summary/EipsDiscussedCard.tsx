import { Link } from "react-router";
import { eipPagePath } from "~/domain/eips/eipPagePath";

export type DiscussedEip = { id: number; title: string; count: number };

/** The catalogue's EIPs this call mentions, most mentioned first, each leading to its EIP page. */
export function EipsDiscussedCard({ eips }: { eips: readonly DiscussedEip[] }) {
  if (eips.length === 0) return null;
  return (
    <section
      aria-labelledby="eips-discussed-title"
      className="mt-6 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
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
              className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-900 hover:underline dark:bg-slate-800 dark:text-slate-100"
            >
              <span className="font-mono font-semibold">EIP-{eip.id}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {eip.count} {eip.count === 1 ? "mention" : "mentions"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
