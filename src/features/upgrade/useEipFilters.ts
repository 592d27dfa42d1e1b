import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { eipQueryFromParam } from "~/domain/eips/eipQuery";
import { useHydrated } from "~/ui/useHydrated";
import { useSearchParamSetter } from "~/ui/useSearchParamSetter";
import { LAYER_PARAM } from "./useLayerFilter";

const QUERY_PARAM = "q";
const VIEW_PARAM = "view";
const COMPACT_VIEW = "compact";

/**
 * The text filter (?q=, read as the /eips page reads it) and the compact view (?view=compact) live in the
 * URL like the layer filter, so a filtered or compact view can be shared. The prerendered HTML shows every
 * card in full; the query string applies right after hydration.
 */
export function useEipFilters() {
  const [params, setParams] = useSearchParams();
  const setParam = useSearchParamSetter();
  const hydrated = useHydrated();
  const query = hydrated ? eipQueryFromParam(params.get(QUERY_PARAM)) : "";
  const compact = hydrated && params.get(VIEW_PARAM) === COMPACT_VIEW;

  const setQuery = useCallback((next: string) => setParam(QUERY_PARAM, next === "" ? null : next), [setParam]);
  const setCompact = useCallback((next: boolean) => setParam(VIEW_PARAM, next ? COMPACT_VIEW : null), [setParam]);
  // One navigation for both: two in a row would each start from the same URL, and the second would undo the first.
  const clearFilters = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(QUERY_PARAM);
          next.delete(LAYER_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { query, setQuery, compact, setCompact, clearFilters };
}
