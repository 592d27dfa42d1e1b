import { z } from "zod";

// content/sources.json: where `npm run sync` and `npm run update` take what upstream publishes.

const httpUrl = z.url({ protocol: /^https?$/ });
const base = {
  /** Names the source in reports and in `--only ID`. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "lower-case letters, digits and '-'"),
  /** What the site takes from it: call artifacts, EIP texts, the upgrades' meta EIPs. */
  provides: z.array(z.enum(["calls", "specs", "meta-eips"])).min(1),
  /** A call dated on or after this day is left to the sources after this one (an older archive ends where a newer begins). */
  callsBefore: z.iso.date().optional(),
  note: z.string().optional(),
};

export const archiveSourceSchema = z.discriminatedUnion("kind", [
  /** An upstream manifest.json; files sit beside it at <series>/<date>_<number>/<file>. */
  z.strictObject({ ...base, kind: z.literal("manifest"), url: httpUrl }),
  /**
   * A folder of a GitHub repository in the same layout, read through the API's tree listing (`url`, a
   * git/trees/<ref>?recursive=1 address) when the folder has no manifest.json; files come from `raw` + their path.
   */
  z.strictObject({
    ...base,
    kind: z.literal("github-tree"),
    url: httpUrl,
    raw: httpUrl,
    root: z.string().regex(/^[\w.-]+(\/[\w.-]+)*$/),
  }),
  /** A git repository (ethereum/EIPs), cloned or pulled by the EIPs sync. */
  z.strictObject({ ...base, kind: z.literal("git"), url: httpUrl }),
]);
export type ArchiveSource = z.infer<typeof archiveSourceSchema>;

export const sourcesFileSchema = z
  .object({ sources: z.array(archiveSourceSchema).min(1) })
  .refine((file) => new Set(file.sources.map((s) => s.id)).size === file.sources.length, {
    message: "two sources share an id",
  });

/** GitHub's GET /repos/{owner}/{repo}/git/trees/{ref}?recursive=1, the fields the sync reads. */
export const githubTreeSchema = z.object({
  tree: z.array(
    z.object({ path: z.string(), type: z.string(), sha: z.string().optional(), size: z.number().optional() }),
  ),
  truncated: z.boolean().default(false),
});
