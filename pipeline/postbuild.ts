// After `react-router build`: a 404 page for static hosts, sitemap.xml and robots.txt, the Markdown twins and llms.txt.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generatedSiteSchema } from "../src/schemas/site";
import { GENERATED_DIR, missingSiteUrlWarning, publicSiteUrl } from "./paths";
import { prerenderPaths } from "./prerenderPaths";
import { writeMachineText } from "./writeMachineText";

const CLIENT_DIR = join(process.env.FORKLINE_BUILD_DIR ?? "build", "client");
const siteUrl = publicSiteUrl();

// The SPA fallback hydrates, matches the catch-all route and lands the visitor on "/".
const fallback = join(CLIENT_DIR, "__spa-fallback.html");
if (!existsSync(fallback)) throw new Error(`${fallback} is missing: did react-router build run with ssr:false?`);
copyFileSync(fallback, join(CLIENT_DIR, "404.html"));

const paths = prerenderPaths().filter((path) => path !== "/feedback");
const urls = paths.map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`).join("\n");
writeFileSync(
  join(CLIENT_DIR, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(
  join(CLIENT_DIR, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /feedback\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
const site = generatedSiteSchema.parse(JSON.parse(readFileSync(join(GENERATED_DIR, "site.json"), "utf8")));
const machine = writeMachineText(CLIENT_DIR, siteUrl, prerenderPaths(), site);
console.log(
  `postbuild: 404.html, robots.txt and sitemap.xml with ${paths.length} URLs; llms.txt and ${machine.twins} Markdown twins (${Math.round(machine.bytes / 1024)} KB), every link checked`,
);
// Here rather than in build.ts, which `npm run dev` runs too: only a production build warns, once.
const warning = missingSiteUrlWarning();
if (warning) console.warn(warning);
