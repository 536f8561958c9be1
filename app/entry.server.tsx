/**
 * Server rendering: the whole page is rendered in the visitor's language (no flash of the
 * other language) with the response's CSP nonce on every inline script.
 */
import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { resolveRequestLang } from '../shared/lang';
import { createI18n, I18nProvider } from './i18n';
import { InlineCssContext } from './components/document-links';
import en from './i18n/en';
import zh from './i18n/zh';

export const streamTimeout = 5_000;

/**
 * the query parameters each page reads, and the route a path reaches (its kind, whether it is
 * asked in its own spelling, whether its forms post files): the server keys its page cache on
 * them and chooses a form's limits and a request's timeout by them (server/pages.ts)
 */
export { queryOf, routeOf } from './lib/pages';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const lang = resolveRequestLang(request);
  const i18n = createI18n(lang, lang === 'en' ? en : zh);
  const nonce = loadContext.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <InlineCssContext.Provider value={loadContext.readCss ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssContext.Provider>
      </I18nProvider>,
      {
        nonce,
        // React outlines a finished Suspense boundary (a lazy part: the races table, one race's
        // view) once 12.8 KB of the page precede it, sending its fallback in place and the part
        // after, revealed by a script up to 300 ms later: the footer painted under the tabs then
        // jumped down a screen (layout shift 0.1–0.7). The whole page is sent at once anyway
        // (onAllReady): no chunking, every part in place
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // pages are cached whole and crawlers must see everything: wait for all content
        onAllReady() {
          shellRendered = true;
          const status = responseStatusCode;
          // the whole page is ready: gathered from React's Node stream into one buffer, without
          // a web stream to read it back from (issue 29 item 2); the server takes the bytes
          const chunks: Uint8Array[] = [];
          const sink = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // (as bytes: the server sends them as they are, decision 0044)
              const html = Buffer.concat(chunks);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              const response = new Response(html, { headers: responseHeaders, status });
              loadContext.takeHtml?.(response, html);
              resolve(response);
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
