import { SEARCH_CONTENT_TYPES } from "~/schemas/callConstants";
import type { SearchContentType } from "~/schemas/searchIndex";

export const CONTENT_TYPE_LABELS: Record<SearchContentType, string> = {
  transcript: "Transcript",
  chat: "Chat",
  agenda: "Agenda",
  action: "Action",
  decision: "Decision",
};

/** The content-type filter both searches offer: All, then each type. */
export const CONTENT_TYPE_FILTERS: readonly { value: "all" | SearchContentType; label: string }[] = [
  { value: "all", label: "All" },
  ...SEARCH_CONTENT_TYPES.map((type) => ({ value: type, label: CONTENT_TYPE_LABELS[type] })),
];
