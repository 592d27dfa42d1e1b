import { generatedSiteSchema, type GeneratedSite } from "~/schemas/site";

// Read at build time only (route loaders run while prerendering); never shipped to the browser.
// A glob rather than an import so typechecking works before the pipeline has run.
const files = import.meta.glob<unknown>("../../generated/site.json", { eager: true, import: "default" });

let cached: GeneratedSite | undefined;

export function generatedSite(): GeneratedSite {
  if (cached) return cached;
  const raw = Object.values(files)[0];
  if (raw === undefined) throw new Error("generated/site.json is missing: run `npm run build` (the pipeline) first");
  cached = generatedSiteSchema.parse(raw);
  return cached;
}
