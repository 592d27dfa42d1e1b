import { useSyncExternalStore } from "react";
import { searchIndexStatus, subscribeSearchIndexStatus, type SearchIndexStatus } from "~/platform/searchIndex/client";

export function useSearchIndexStatus(): SearchIndexStatus {
  return useSyncExternalStore(subscribeSearchIndexStatus, searchIndexStatus, searchIndexStatus);
}
