import { Link } from "react-router";
import { markerPercent, stripPosition } from "~/domain/upgrades/markerPosition";
import type { StripUpgrade } from "~/domain/upgrades/upgradePageData";

/** The upgrades in order, with a 'we are here' marker between the live one and the next. Large screens only. */
export function UpgradeStrip({ upgrades, currentId }: { upgrades: readonly StripUpgrade[]; currentId: string }) {
  const marker = markerPercent(upgrades);
  return (
    <nav
      aria-label="Network upgrades in order"
      data-testid="upgrade-strip"
      className="mt-6 hidden rounded-xl border border-line px-20 pt-4 pb-2 md:block"
    >
      <div className="relative h-[4.5rem]">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-6 h-0.5 rounded-full bg-gradient-to-r from-slate-300 via-indigo-300 to-violet-300 dark:from-slate-700 dark:via-indigo-800 dark:to-violet-800"
        />
        <ol>
          {upgrades.map((upgrade, index) => (
            <li
              key={upgrade.id}
              className="absolute top-0 -translate-x-1/2"
              style={{ left: `${stripPosition(index, upgrades.length)}%` }}
            >
              <StripItem upgrade={upgrade} current={upgrade.id === currentId} />
            </li>
          ))}
        </ol>
        <div
          data-testid="we-are-here"
          className="absolute top-[1.05rem] flex -translate-x-1/2 flex-col items-center"
          style={{ left: `${marker}%` }}
        >
          <span aria-hidden="true" className="relative flex h-4 w-4">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-violet-400 opacity-40 motion-reduce:animate-none" />
            <span className="relative inline-flex h-4 w-4 rounded-full border-2 border-white bg-violet-500 dark:border-slate-950 dark:bg-violet-400" />
          </span>
          <span className="mt-1 text-xs font-semibold whitespace-nowrap text-special">we are here</span>
        </div>
      </div>
    </nav>
  );
}

function StripItem({ upgrade, current }: { upgrade: StripUpgrade; current: boolean }) {
  const box = `flex min-w-28 flex-col items-center rounded-lg border px-3 py-1.5 text-center leading-tight ${
    current
      ? "border-violet-400 bg-violet-50 shadow-sm dark:border-violet-500 dark:bg-violet-950"
      : "border-line-raised bg-surface"
  }`;
  const content = (
    <>
      <span className={`text-sm ${current ? "font-bold text-heading" : "font-medium text-body"}`}>{upgrade.name}</span>
      <span className="text-xs text-muted">{upgrade.activationDate}</span>
    </>
  );
  if (current)
    return (
      <span aria-current="page" className={box}>
        {content}
      </span>
    );
  if (upgrade.disabled) return <span className={box}>{content}</span>;
  return (
    <Link to={upgrade.path} className={`${box} hover:border-accent-edge`}>
      {content}
    </Link>
  );
}
