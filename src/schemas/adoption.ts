import * as z from "zod/mini";

// The adoption-progress service's answer (SPEC §7). Its shape is not ours, so unknown keys are
// ignored; anything that does not match this is treated as a failed load. zod/mini, because this
// is the one schema the browser runs and the full build of zod would triple the page's script.
const count = z.number().check(z.nonnegative());

export const clientTestResultSchema = z.object({
  passed: z.optional(count),
  failed: z.optional(count),
  total: z.optional(count),
  percentage: z.optional(z.number()),
});
export type ClientTestResult = z.infer<typeof clientTestResultSchema>;

export const adoptionClientSchema = z.object({
  name: z.string().check(z.minLength(1)),
  version: z.optional(z.string()),
  githubRepo: z.optional(z.string()),
  result: z.optional(clientTestResultSchema),
});
export type AdoptionClient = z.infer<typeof adoptionClientSchema>;

export const adoptionResponseSchema = z.object({
  eip: z.string(),
  spec: z.optional(z.string()),
  clients: z.array(adoptionClientSchema),
  lastUpdated: z.optional(z.string()),
});
export type AdoptionResponse = z.infer<typeof adoptionResponseSchema>;

export type AdoptionParseResult = { ok: true; data: AdoptionResponse } | { ok: false };

export function parseAdoptionResponse(body: unknown): AdoptionParseResult {
  const parsed = adoptionResponseSchema.safeParse(body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false };
}
