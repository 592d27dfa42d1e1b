import type { RegisteredCall } from "../src/schemas/content";
import type { GeneratedSite } from "../src/schemas/site";

/** What content/ holds, validated: the generated site before the archive adds each call's artifacts. */
export type Content = Omit<GeneratedSite, "calls"> & { calls: RegisteredCall[] };
