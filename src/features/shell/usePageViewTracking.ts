import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackExternalLink, trackPageView } from "~/platform/analytics";

/** A page view on every path change, and a link event for every click on a link that leaves the site. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // Wait a frame so the route's <title> is in place.
    const frame = requestAnimationFrame(() => trackPageView(pathname));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if (/^https?:$/.test(link.protocol) && link.host !== window.location.host) trackExternalLink(link.href);
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
}
