import { apiPath, FORMAT_MEDIA_TYPES, type EndpointFormat, type EndpointName } from "./endpointPaths";

/** One of the open-data files a page offers to follow (endpointPaths.ts). */
export interface Subscription {
  label: string;
  endpoint: EndpointName;
  format: EndpointFormat;
  params?: Record<string, string | number>;
}

/** A subscription with its address and media type: what a page shows and puts in its `<link rel="alternate">`. */
export interface SubscriptionLink {
  label: string;
  href: string;
  type: string;
}

/**
 * Resolved where the page's data is made (the route's loader), so the pages carry a few links rather than the table
 * of every open-data address.
 */
export function subscriptionLinks(subscriptions: readonly Subscription[]): SubscriptionLink[] {
  return subscriptions.map(({ label, endpoint, format, params }) => ({
    label,
    href: apiPath(endpoint, params),
    type: FORMAT_MEDIA_TYPES[format],
  }));
}
