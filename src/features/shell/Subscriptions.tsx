import type { MetaDescriptor } from "react-router";
import type { SubscriptionLink } from "~/domain/api/subscriptionLinks";

/** `<link rel="alternate">` for each, so feed readers and calendar apps find them from the page. */
export function alternateLinks(links: readonly SubscriptionLink[]): MetaDescriptor[] {
  return links.map(({ label, href, type }) => ({ tagName: "link", rel: "alternate", type, title: label, href }));
}

/** "Follow: Calendar (iCal) · Feed (Atom) · Open data", on the pages with something to follow. */
export function SubscribeLinks({ links, className = "" }: { links: readonly SubscriptionLink[]; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-body ${className}`}>
      <span className="font-semibold">Follow:</span>
      {links.map(({ label, href, type }) => (
        <a key={label} href={href} type={type} className="text-accent underline underline-offset-2">
          {label}
        </a>
      ))}
      <a href="/api" className="text-accent underline underline-offset-2">
        Open data
      </a>
    </p>
  );
}
