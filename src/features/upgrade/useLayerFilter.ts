import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useSearchParamSetter } from "~/ui/useSearchParamSetter";
import { layerFilterParam, parseLayerFilter, type LayerFilter } from "~/domain/eips/sections";
import { useHydrated } from "~/ui/useHydrated";

/**
 * The layer filter lives in the URL (?layer=el) so a filtered view can be shared. The prerendered
 * HTML shows every layer; the query string applies right after hydration.
 */
export function useLayerFilter(enabled: boolean): [LayerFilter, (next: LayerFilter) => void] {
  const [params] = useSearchParams();
  const setParam = useSearchParamSetter();
  const hydrated = useHydrated();
  const filter = enabled && hydrated ? parseLayerFilter(params.get("layer")) : "all";
  const setFilter = useCallback((next: LayerFilter) => setParam("layer", layerFilterParam(next) || null), [setParam]);
  return [filter, setFilter];
}
