import { z } from "zod";
import {
  calendarEventSchema, clientTeamSchema, eipSchema, glossaryFileSchema, registeredCallSchema, seriesSchema, siteConfigSchema, upgradeSchema,
} from "./content";

// What the pipeline writes to generated/site.json and the routes' build-time loaders read.

export const callSummarySchema = registeredCallSchema.extend({
  artifacts: z.array(z.string()),
});
export type CallSummary = z.infer<typeof callSummarySchema>;

export const generatedSiteSchema = z.strictObject({
  site: siteConfigSchema,
  upgrades: z.array(upgradeSchema),
  eips: z.array(eipSchema),
  series: z.array(seriesSchema),
  calls: z.array(callSummarySchema),
  events: z.array(calendarEventSchema),
  clientTeams: z.array(clientTeamSchema),
  glossary: glossaryFileSchema,
});
export type GeneratedSite = z.infer<typeof generatedSiteSchema>;
