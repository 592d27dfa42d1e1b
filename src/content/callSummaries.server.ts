import { callSummariesSchema, type CallSummaries } from "~/schemas/artifacts";

// Read at build time by the call route's loader, so each call page prerenders its summary.
const files = import.meta.glob<unknown>("../../generated/calls/*.json", { import: "default" });

export async function callSummaries(type: string, number: string): Promise<CallSummaries> {
  const load = files[`../../generated/calls/${type}-${number}.json`];
  if (!load) return {};
  const parsed = callSummariesSchema.parse(await load());
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
}
