import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { layerFilterParam, parseLayerFilter, type LayerFilter } from "~/domain/eips/sections";
import { useHydrated } from "~/ui/useHydrated";

/**
 * The layer filter lives in the URL (?layer=el) so a filtered view can be shared. The prerendered
 * HTML shows every layer; the query string applies right after hydration.
 */
export function useLayerFilter(enabled: boolean): [LayerFilter, (next: LayerFilter) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const filter = enabled && hydrated ? parseLayerFilter(params.get("layer")) : "all";
  const setFilter = useCallback(
    (next: LayerFilter) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          const value = layerFilterParam(next);
          if (value) updated.set("layer", value);
          else updated.delete("layer");
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [filter, setFilter];
}
