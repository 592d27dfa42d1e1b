import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * Sets or (with null) removes one query parameter of the current URL, keeping the others, replacing the history
 * entry and the scroll position: how the pages keep a filter in the URL so that a filtered view can be shared.
 */
export function useSearchParamSetter(): (name: string, value: string | null) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name: string, value: string | null) =>
      setParams(
        () => {
          // From the address as it is now, not the params of the last render: two changes in a row (clear the
          // text, then pick an upgrade) before a re-render would otherwise bring the first one back.
          const next = new URLSearchParams(window.location.search);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
}
