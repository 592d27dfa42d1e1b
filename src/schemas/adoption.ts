import * as z from "zod/mini";

// The adoption-progress service's answer (SPEC §7): one response per fork, listing every EIP it tracks. Its shape
// is not ours, so unknown keys are ignored; an answer without the EIP, or whose entry for it does not match this,
// is treated as a failed load. zod/mini, because this is the one schema the browser runs and the full build of zod
// would triple the page's script.
const count = z.number().check(z.nonnegative());

export const clientTestResultSchema = z.object({
  passed: z.optional(count),
  failed: z.optional(count),
  pending: z.optional(count),
  total: z.optional(count),
  /** The pass rate, 0 to 100. */
  score: z.optional(z.number()),
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

// Other EIPs' entries are not read: one malformed neighbour must not hide this EIP's progress.
const forkResponseSchema = z.object({ eips: z.array(z.unknown()) });

export type AdoptionParseResult = { ok: true; data: AdoptionResponse } | { ok: false; reason: string };

/** This EIP's entry in a fork's answer. */
export function parseAdoptionResponse(body: unknown, eipId: number): AdoptionParseResult {
  const fork = forkResponseSchema.safeParse(body);
  if (!fork.success) return { ok: false, reason: "the answer has no list of EIPs" };
  const id = String(eipId);
  const entry = fork.data.eips.find(
    (item) => typeof item === "object" && item !== null && (item as { eip?: unknown }).eip === id,
  );
  if (entry === undefined) return { ok: false, reason: `the answer does not list EIP-${id}` };
  const parsed = adoptionResponseSchema.safeParse(entry);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, reason: `the answer's entry for EIP-${id} is malformed` };
}
