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
import { createContext, useContext } from 'react';
import { Links, UNSAFE_FrameworkContext, useMatches, type LinkDescriptor } from 'react-router';

/** the text of a built CSS file by its href: given by the server (server/pages.ts), absent in the browser */
export const InlineCssContext = createContext<((href: string) => string | undefined) | null>(null);

/** the stylesheets the server inlined into this document, read once at the first render in the browser */
let inDocument: [string, string][] | null = null;
function inlinedInDocument(): [string, string][] {
  if (inDocument === null) {
    inDocument = [];
    if (typeof document !== 'undefined') {
      for (const el of document.querySelectorAll('head > style[data-href]')) {
        inDocument.push([el.getAttribute('data-href') ?? '', el.textContent ?? '']);
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
  const others: LinkDescriptor[] = [];
  for (const match of matches) {
    for (const href of manifest.routes[match.id]?.css ?? []) if (!css.includes(href)) css.push(href);
    others.push(...(routeModules[match.id]?.links?.() ?? []));
  }
  const inline: [string, string][] = readCss
    ? css.flatMap((href): [string, string][] => {
        const text = readCss(href);
        return text === undefined ? [] : [[href, text]];
      })
    : inlinedInDocument();
  const linked = css.filter((href) => !inline.some(([h]) => h === href));

  return (
    <>
      {inline.map(([href, text]) => (
        // (CSS text of the build's own files, not HTML: the page's first stylesheets, with the nonce)
        // eslint-disable-next-line no-restricted-syntax
        <style key={href} data-href={href} nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} />
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
