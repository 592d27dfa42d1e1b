import type { MetaDescriptor } from "react-router";

/** Title, description and Open Graph tags for one page. */
export function pageMeta(title: string, description: string, path: string): MetaDescriptor[] {
  const fullTitle = title === "Forkline" ? title : `${title} · Forkline`;
  const siteUrl = import.meta.env.FORKLINE_PUBLIC_SITE_URL ?? "";
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Forkline" },
    ...(siteUrl
      ? [
          { property: "og:url", content: `${siteUrl}${path}` },
          { tagName: "link", rel: "canonical", href: `${siteUrl}${path}` },
        ]
      : []),
    { name: "twitter:card", content: "summary" },
  ];
}
