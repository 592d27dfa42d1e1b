import { Link, NavLink } from "react-router";
import type { ReactNode } from "react";
import { ThemeToggle } from "~/ui/ThemeToggle";

const NAV_ITEMS = [
  { to: "/upgrade/glamsterdam", label: "Glamsterdam" },
  { to: "/upgrade/hegota", label: "Hegotá" },
  { to: "/calls", label: "Calls" },
  { to: "/eips", label: "EIPs" },
  { to: "/rank", label: "Rank" },
] as const;

export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas/95 backdrop-blur">
      <div
        className={`mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 sm:flex-nowrap ${children ? "py-3" : "pt-3 pb-1.5 sm:pb-3"}`}
      >
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <ForklineMark />
          Forkline
        </Link>
        {children ?? (
          // On phones the links take a row of their own under the name and the theme control.
          <nav
            aria-label="Main"
            className="order-last -mx-3 flex w-[calc(100%+1.5rem)] gap-1 overflow-x-auto sm:order-none sm:mx-0 sm:ml-2 sm:w-auto"
          >
            {NAV_ITEMS.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  `rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? "bg-subtle text-heading" : "text-body hover:bg-subtle"}`
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}

function ForklineMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6 text-indigo-600 dark:text-indigo-400"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d="M4 20V12M4 12C4 7 8 4 12 4M4 12c0 -5 10 -5 16 -8M12 4v16M20 4v16" />
    </svg>
  );
}
