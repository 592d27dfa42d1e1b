import type { MetaDescriptor } from "react-router";
import { apiPath, FORMAT_MEDIA_TYPES, type EndpointFormat, type EndpointName } from "~/domain/api/endpointPaths";

/** One of the open-data files a page offers to follow (domain/api/endpoints). */
export interface Subscription {
  label: string;
  endpoint: EndpointName;
  format: EndpointFormat;
  params?: Record<string, string | number>;
}

const href = (subscription: Subscription) => apiPath(subscription.endpoint, subscription.params);

/** `<link rel="alternate">` for each, so feed readers and calendar apps find them from the page. */
export function alternateLinks(subscriptions: readonly Subscription[]): MetaDescriptor[] {
  return subscriptions.map((subscription) => ({ tagName: "link", rel: "alternate", type: FORMAT_MEDIA_TYPES[subscription.format], title: subscription.label, href: href(subscription) }));
}

/** "Follow: Calendar (iCal) · Feed (Atom) · Open data", on the pages with something to follow. */
export function SubscribeLinks({ subscriptions, className = "" }: { subscriptions: readonly Subscription[]; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300 ${className}`}>
      <span className="font-semibold">Follow:</span>
      {subscriptions.map((subscription) => (
        <a key={subscription.label} href={href(subscription)} type={FORMAT_MEDIA_TYPES[subscription.format]} className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
          {subscription.label}
        </a>
      ))}
      <a href="/api" className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
        Open data
      </a>
    </p>
  );
}
