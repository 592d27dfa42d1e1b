import { memo, Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ComponentType } from "react";
import { useHydrated } from "./useHydrated";

/*
 * Islands: parts of a prerendered page whose code loads only when a visitor needs it.
 *
 * Their HTML is in the page. While hydrating, React is handed each island as an element with a fixed
 * innerHTML, which it leaves alone, so the prerendered HTML stays as it is, whatever else on the page
 * re-renders. (React's own selective hydration is no use for this: any context change above a
 * still-dehydrated Suspense boundary makes React throw its HTML away.) The island goes live on the
 * first need: coming near the viewport (`whenVisible`), or a pointer, touch, focus or click inside it. Its
 * module loads, and React renders it in place of the HTML, in one commit, keeping focus where it was
 * and pressing a button the visitor pressed meanwhile.
 * Rendered after hydration (a client-side navigation, a filter showing more cards), an island renders
 * straight from the module, which the caller should preload to avoid an empty moment.
 * Until it is live an island shows the props it was prerendered with: give it props that never change.
 * If the module cannot load, the island keeps its HTML.
 */

/** React reads a promise's outcome synchronously from these fields (the convention `use` follows). */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result = promise as Tracked<T>;
  result.status = "pending";
  result.then(
    (value) => {
      Object.assign(result, { status: "fulfilled", value });
    },
    (reason: unknown) => {
      Object.assign(result, { status: "rejected", reason });
    },
  );
  return result;
}

// React neither compares nor sets an innerHTML while hydrating: the prerendered HTML stays.
const KEEP_HTML = { __html: "" };
const NEAR_VIEWPORT = "200px 0px";
const INTERACTIONS = ["pointerover", "focusin", "touchstart"] as const;

let sharedObserver: IntersectionObserver | undefined;
const onVisible = new Map<Element, () => void>();

function observeVisibility(element: Element, callback: () => void): () => void {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) onVisible.get(entry.target)?.();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  onVisible.set(element, callback);
  sharedObserver.observe(element);
  return () => {
    onVisible.delete(element);
    sharedObserver?.unobserve(element);
  };
}

/** Calls `open` once, on the first trigger; returns the cleanup. */
function watchForNeed(element: HTMLElement, whenVisible: boolean, open: () => void): () => void {
  const stops: (() => void)[] = [];
  const stop = () => stops.forEach((fn) => fn());
  const trigger = () => {
    stop();
    open();
  };
  for (const type of INTERACTIONS) {
    element.addEventListener(type, trigger, { passive: true });
    stops.push(() => element.removeEventListener(type, trigger));
  }
  if (whenVisible) stops.push(observeVisibility(element, trigger));
  return stop;
}

/** Element-child indices from `root` down to `target`, or null when `target` is not inside it. */
function pathTo(root: Element, target: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return target && root.contains(target) ? path : null;
}

function elementAt(root: Element, path: readonly number[]): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function defineIslands<M extends Record<string, ComponentType<any>>>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const components = new Map<keyof M, Tracked<unknown>>();

  const preload = (): Promise<M> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a later need may try again
      throw error;
    });
    return loading;
  };

  function componentOf<K extends keyof M>(name: K): Tracked<M[K]> {
    let component = components.get(name) as Tracked<M[K]> | undefined;
    if (!component) {
      // An undefined module: the failure was handled elsewhere (a reload is under way).
      component = tracked(preload().then((module) => module?.[name] ?? Promise.reject(new Error(`No island ${String(name)}`))));
      component.catch(() => components.delete(name));
      components.set(name, component);
    }
    return component;
  }

  function island<K extends keyof M & string>(name: K, { whenVisible = false }: { whenVisible?: boolean } = {}) {
    type Props = ComponentProps<M[K]>;

    function Content({ props }: { props: Props }) {
      const Component: ComponentType<Props> = use<M[K]>(componentOf(name) as Promise<M[K]>);
      return <Component {...props} />;
    }

    function Island(props: Props) {
      const ref = useRef<HTMLDivElement>(null);
      // False only while hydrating: then the prerendered HTML is kept until it is needed.
      const hydrated = useHydrated();
      const [live, setLive] = useState(hydrated);
      const focusPath = useRef<number[] | null>(null);
      const clickPath = useRef<number[] | null>(null);

      useEffect(() => {
        const element = ref.current;
        if (live || !element) return;
        let cancelled = false;
        const goLive = () => {
          componentOf(name).then(
            () => {
              if (cancelled) return;
              focusPath.current = pathTo(element, document.activeElement);
              setLive(true);
            },
            () => {}, // no code: the HTML stays
          );
        };
        // A button pressed before the island is live would reach no handler: hold the click, and
        // press the same button once it is. (Links keep working as plain links meanwhile.)
        const holdClick = (event: MouseEvent) => {
          if (element.hasAttribute("data-ready")) return; // live, the listener not yet removed
          const button = event.target instanceof Element ? event.target.closest("button") : null;
          if (!button || !element.contains(button)) return;
          event.preventDefault();
          event.stopPropagation();
          clickPath.current = pathTo(element, button);
          goLive();
        };
        element.addEventListener("click", holdClick, true);
        const stop = watchForNeed(element, whenVisible, goLive);
        return () => {
          cancelled = true;
          stop();
          element.removeEventListener("click", holdClick, true);
        };
      }, [live]);

      useLayoutEffect(() => {
        if (!live || !ref.current) return;
        const [focus, click] = [focusPath.current, clickPath.current];
        focusPath.current = clickPath.current = null;
        if (focus) elementAt(ref.current, focus)?.focus();
        ref.current.setAttribute("data-ready", "");
        const button = click && elementAt(ref.current, click);
        if (button) setTimeout(() => button.click()); // after this commit, as a click of its own
      }, [live]);

      if (!live && !import.meta.env.SSR) return <div ref={ref} data-island={name} dangerouslySetInnerHTML={KEEP_HTML} suppressHydrationWarning />;
      return (
        <div ref={ref} data-island={name}>
          <Suspense fallback={null}>
            <Content props={props} />
          </Suspense>
        </div>
      );
    }
    Island.displayName = `Island(${name})`;
    return memo(Island);
  }

  return { preload, island };
}
