import { callSummariesSchema, type CallSummaries } from "~/schemas/artifacts";
import { type CallRef } from "~/domain/calls/callRef";
import { callSummariesFile } from "~/domain/calls/servedFiles";

// Read at build time by the call route's loader, so each call page prerenders its summary.
const files = import.meta.glob<unknown>("../../generated/calls/*.json", { import: "default" });

export async function callSummaries(call: CallRef): Promise<CallSummaries> {
  const load = files[`../../generated/calls/${callSummariesFile(call)}`];
  if (!load) return {};
  const parsed = callSummariesSchema.parse(await load());
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
}
