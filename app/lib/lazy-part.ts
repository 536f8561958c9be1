/**
 * A part of a page that the server renders whole but whose script the browser loads after the
 * page's first load (decision 0035): React keeps the server's HTML of the part's `<Suspense>`
 * boundary until the chunk has come, then hydrates it, so nothing is redrawn. Hydration asks for
 * the chunk when it reaches the part; a client-side navigation waits for it with `load()` (the
 * route's clientLoader), so a new boundary never shows its fallback.
 *
 * The part's style sheets must be in the page at the first paint, not arrive with its script
 * (decision 0028): the route lists them in its handle (`lazyStyles`, see app/components/document-links.tsx) and
 * the server writes them into the head with the route's own CSS (app/components/document-links.tsx).
 * The list is the client build's (vite.config.ts `lazyPartStyles`): on the server only; in the
 * browser and in development it is empty (the chunk's loading brings its CSS there).
 *
 * Once a part is live in the browser (hydrated or drawn), its name (the module's file name, e.g.
 * `results-tables`) is among the words of `<html data-live>`, as `data-hydrated` says the page
 * is: what the browser tests wait for before they use the part. A part whose chunk has come is
 * drawn at once (a Results dialog opened then is never empty for a moment).
 */
import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { styleSheets } from 'virtual:sailfish/lazy-styles';

export interface LazyPart<P> {
  /** the part, as `React.lazy` gives it (render it inside a `<Suspense>`) */
  Component: ComponentType<P>;
  /** loads the part's chunk (once): a clientLoader awaits it before the part is shown */
  load: () => Promise<unknown>;
  /** the style sheets of the part's chunk and of what it imports (on the server; empty in the browser) */
  styles: readonly string[];
}

/**
 * `module`: the lazily imported module's path from the project's root, as the build names it
 * ('app/features/results/components/results-tables.tsx'); `load`: its `import()`; `pick`: the
 * component it exports.
 */
export function lazyPart<M, P>(module: string, load: () => Promise<M>, pick: (m: M) => ComponentType<P>): LazyPart<P> {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  // (a chunk that failed to come is asked for again next time)
  const once = () =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => once().then((m) => ({ default: pick(m) })));
  const name = module.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
  function Part(props: P) {
    // decided once an instance: the component itself when the chunk is there, else React.lazy
    const [Impl] = useState<ComponentType<P>>(() => (loaded ? pick(loaded) : Lazy));
    useEffect(() => {
      const root = document.documentElement;
      const live = new Set((root.dataset.live ?? '').split(' ').filter(Boolean));
      live.add(name);
      root.dataset.live = [...live].join(' ');
    }, []);
    return createElement(Impl as ComponentType<object>, props as object);
  }
  return {
    Component: Part,
    load: once,
    styles: styleSheets[module] ?? [],
  };
}
