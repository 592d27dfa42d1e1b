// The call archive's closed lists, without zod: the schemas (content.ts, searchIndex.ts) build their
// enums from them, and browser code imports them from here, where using one does not load zod.
// (The EIP lists are in eipConstants.ts: their code runs on other pages, and a module shared by both
// would cost those pages a chunk of its own.)

export const SEARCH_CONTENT_TYPES = ["transcript", "chat", "agenda", "action", "decision"] as const;
