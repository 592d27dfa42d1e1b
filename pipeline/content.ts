import type { RegisteredCall } from "../src/schemas/content";
import type { GeneratedSite } from "../src/schemas/site";

/** What content/ holds, validated: the generated site before the archive adds each call's artifacts and the EIPs it discusses. */
export type Content = Omit<GeneratedSite, "calls" | "eipArchive"> & { calls: RegisteredCall[] };
