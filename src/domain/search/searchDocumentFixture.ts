import type { SearchDocument } from "~/schemas/searchIndex";

// Search documents for the calendar search tests: one call's transcript line unless told otherwise.

export const UPDATED = "2025-11-01T12:00:00.000Z";

export function searchDoc(partial: Partial<SearchDocument> & Pick<SearchDocument, "text">): SearchDocument {
  return {
    callType: "acde",
    callDate: "2025-05-01",
    callNumber: "210",
    type: "transcript",
    timestamp: "00:10:00",
    speaker: "Tim",
    position: 0,
    ...partial,
  };
}
