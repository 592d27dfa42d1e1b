import { z } from "zod";
import { httpsUrl } from "./httpsUrl";

// content/site.json: the site's name and the addresses of the services it links to or calls.

export const siteConfigSchema = z.strictObject({
  productName: z.string().min(1),
  tagline: z.string().min(1),
  feedbackForumThread: httpsUrl,
  defaultVideoUrl: httpsUrl,
  agendaIssueUrl: httpsUrl,
  upcomingCallsApi: httpsUrl,
  // One answer per fork: the address names the fork, e.g. https://butterfly.raxhvl.com/api/adoption/fork/{fork}.
  adoptionServiceUrl: httpsUrl.refine((url) => url.includes("{fork}"), "must contain {fork}: the service answers for one fork at a time"),
  adoptionServiceSite: httpsUrl,
  eipSpecUrl: httpsUrl,
  ripSpecUrl: httpsUrl,
  // The date of the specification texts in content/eip-specs, which the EIP texts are reviewed against.
  eipSpecsAsOf: z.iso.date(),
  // The day the stages in content/eips were imported: each EIP's curated stage holds as of that day, and any later
  // call decision or meta-EIP commit supersedes it (domain/stages/stageEvidence.ts).
  stageFactsAsOf: z.iso.date(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
