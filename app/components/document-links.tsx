/**
 * The document's stylesheets and links, with the CSS of the first page inlined (issue 17,
 * speed). React Router's <Links> puts a render-blocking <link rel="stylesheet"> in the head for
 * every CSS file of the matched routes; on a phone each is a round trip before the first frame,
 * and the site's CSS is small (about 10-20 KB a page before compression). So the server writes
 * the text of those files into <style data-href> elements (with the response's nonce), and the
 * browser keeps them as they are for the life of the page: at hydration it renders the same
 * elements from what is in the document. A client-side navigation to a route whose CSS was not
 * inlined gets its <link rel="stylesheet"> as before (React Router loads a route's CSS before
 * showing it). The classes of CSS modules are unique, so the first page's CSS staying in the
 * document does not change other pages. In development Vite handles CSS: <Links> as is.
 */
import { createContext, Fragment, useContext } from 'react';
import { Links, UNSAFE_FrameworkContext, useMatches, type LinkDescriptor } from 'react-router';

/** the text of a built CSS file by its href: given by the server (server/pages.ts), absent in the browser */
export const InlineCssContext = createContext<((href: string) => string | undefined) | null>(null);

/**
 * a route's handle that names the style sheets of its lazy parts (app/lib/lazy-part.ts), for the
 * server to put in the head (here, not there: the shell that every page loads does not load lazyPart)
 */
export interface LazyStylesHandle {
  lazyStyles: readonly string[];
}

/** the lazy parts' style sheets of a route's handle (none when it names none) */
export function lazyStylesOf(handle: unknown): readonly string[] {
  const styles = (handle as Partial<LazyStylesHandle> | undefined)?.lazyStyles;
  return Array.isArray(styles) ? styles : [];
}

/** (React's types lack a link's `disabled`, which React renders as the attribute) */
const DISABLED: Record<string, boolean> = { disabled: true };

/** a style sheet the server inlined: its href, its text, and whether a lazy part's (decision 0035) */
type Inline = [href: string, text: string, lazyPart: boolean];

/** the stylesheets the server inlined into this document, read once at the first render in the browser */
let inDocument: Inline[] | null = null;
function inlinedInDocument(): Inline[] {
  if (inDocument === null) {
    inDocument = [];
    if (typeof document !== 'undefined') {
      for (const el of document.querySelectorAll('head > style[data-href]')) {
        inDocument.push([el.getAttribute('data-href') ?? '', el.textContent ?? '', el.hasAttribute('data-lazy-part')]);
      }
    }
  }
  return inDocument;
}

export function DocumentLinks() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const readCss = useContext(InlineCssContext);
  const matches = useMatches();
  if (!framework || import.meta.env.DEV) return <Links />;
  const { manifest, routeModules, nonce } = framework;

  const css: string[] = [];
  // the style sheets of the parts the routes load lazily, which the server renders (decision 0035)
  const lazy: string[] = [];
  const others: LinkDescriptor[] = [];
  for (const match of matches) {
    for (const href of manifest.routes[match.id]?.css ?? []) if (!css.includes(href)) css.push(href);
    for (const href of lazyStylesOf(match.handle)) {
      if (css.includes(href)) continue;
      css.push(href);
      lazy.push(href);
    }
    others.push(...(routeModules[match.id]?.links?.() ?? []));
  }
  const inline: Inline[] = readCss
    ? css.flatMap((href): Inline[] => {
        const text = readCss(href);
        return text === undefined ? [] : [[href, text, lazy.includes(href)]];
      })
    : inlinedInDocument();
  const linked = css.filter((href) => !inline.some(([h]) => h === href));

  return (
    <>
      {inline.map(([href, text, lazyPart]) => (
        // (CSS text of the build's own files, not HTML: the page's first stylesheets, with the nonce)
        <Fragment key={href}>
          <style
            data-href={href}
            data-lazy-part={lazyPart ? '' : undefined}
            nonce={nonce}
            // eslint-disable-next-line no-restricted-syntax
            dangerouslySetInnerHTML={{ __html: text }}
          />
          {lazyPart ? (
            // the same sheet as a disabled link, never fetched: the lazy part's chunk loader (Vite's)
            // skips a sheet the page links already, so the chunk does not bring it a second time
            <link rel="stylesheet" href={href} {...DISABLED} nonce={nonce} />
          ) : null}
        </Fragment>
      ))}
      {linked.map((href) => (
        <link key={href} rel="stylesheet" href={href} nonce={nonce} />
      ))}
      {others.map((link) =>
        'href' in link && typeof link.href === 'string' ? (
          <link key={`${link.rel}|${link.href}`} {...link} nonce={nonce} />
        ) : null,
      )}
    </>
  );
}
