import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useSearchParamSetter } from "~/ui/useSearchParamSetter";
import { layerFilterParam, parseLayerFilter, type LayerFilter } from "~/domain/eips/sections";
import { useHydrated } from "~/ui/useHydrated";

export const LAYER_PARAM = "layer";

/**
 * The layer filter lives in the URL (?layer=el) so a filtered view can be shared. The prerendered
 * HTML shows every layer; the query string applies right after hydration.
 */
export function useLayerFilter(enabled: boolean): [LayerFilter, (next: LayerFilter) => void] {
  const [params] = useSearchParams();
  const setParam = useSearchParamSetter();
  const hydrated = useHydrated();
  const filter = enabled && hydrated ? parseLayerFilter(params.get(LAYER_PARAM)) : "all";
  const setFilter = useCallback(
    (next: LayerFilter) => setParam(LAYER_PARAM, layerFilterParam(next) || null),
    [setParam],
  );
  return [filter, setFilter];
}
