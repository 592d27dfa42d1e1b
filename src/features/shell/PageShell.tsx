import type { ReactNode } from "react";
import { SiteHeader } from "./SiteHeader";
import { SiteFooter } from "./SiteFooter";

export function PageShell({ children, header }: { children: ReactNode; header?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      {header ?? <SiteHeader />}
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
