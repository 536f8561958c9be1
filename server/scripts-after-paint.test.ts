import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_TYPE, headEndOf, holdScripts } from './scripts-after-paint.js';
import { lowPriorityScripts } from './pages.js';

/**
 * The page's HTML with its module script inert and the boot script in the head; unchanged when the
 * page hydrates at once or has no such script (holdScripts over a text: what the server does to
 * the bytes of a page, lowPriorityScripts in server/pages.ts)
 */
function scriptsAfterPaint(html: string): string {
  const bytes = Buffer.from(html);
  const headEnd = headEndOf(bytes);
  if (headEnd < 0) return html;
  return holdScripts(bytes, headEnd, bytes.toString('utf8', 0, headEnd))?.toString('utf8') ?? html;
}

/** a page as React Router renders it, in short */
const page = (htmlAttrs = '') =>
  `<!DOCTYPE html><html lang="zh-CN"${htmlAttrs}><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" fetchPriority="low" href="/assets/entry.client-x.js" nonce="N0=="/>` +
  `<link rel="modulepreload" href="/assets/common-x.js"/></head>` +
  `<body><main id="main"><h1>赛事中心</h1></main><div id="page-end" hidden></div>` +
  `<script nonce="N0==">window.__reactRouterContext = {};</script>` +
  `<script nonce="N0==" type="module" async="">import * as route0 from "/assets/root-x.js";\nimport("/assets/entry.client-x.js");</script>` +
  `</body></html>`;

describe('scriptsAfterPaint', () => {
  it('makes the module script inert and puts the boot script, with the nonce and the preloads, at the end of the head', () => {
    const html = scriptsAfterPaint(page());
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('</head>'));
    expect(body).not.toContain('type="module"');
    expect(body).toContain(
      `<script nonce="N0==" type="${AFTER_PAINT_TYPE}" async="">import * as route0 from "/assets/root-x.js";\nimport("/assets/entry.client-x.js");</script>`,
    );
    // the classic scripts before it are as they were; the preloads are the boot script's to make
    expect(body).toContain('<script nonce="N0==">window.__reactRouterContext = {};</script>');
    expect(head).not.toContain('"modulepreload"');
    const boot =
      /<script nonce="N0==" data-modulepreload="\/assets\/entry.client-x.js \/assets\/common-x.js">([^<]+)<\/script>$/.exec(
        head,
      );
    expect(boot, 'the boot script ends the head').not.toBeNull();
    // it is valid JavaScript that finds the inert script by its type
    expect(() => new Function(boot![1]!)).not.toThrow();
    expect(boot![1]).toContain(`script[type="${AFTER_PAINT_TYPE}"]`);
  });

  it('leaves a page that hydrates at once, and a page without React Router’s module script, as they are', () => {
    const now = page(' data-hydrate="now"');
    expect(scriptsAfterPaint(now)).toBe(now);
    const plain =
      '<!DOCTYPE html><html><head></head><body><p>x</p><script type="module" src="/a.js"></script></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
    expect(scriptsAfterPaint('not html')).toBe('not html');
  });

  it('takes a module script only from the body (the head’s text is never changed but for the boot script)', () => {
    const odd = page().replace(
      '</head>',
      '<meta name="x" content="&lt;script nonce=&quot;a&quot; type=&quot;module&quot;"/></head>',
    );
    const html = scriptsAfterPaint(odd);
    expect(html).toContain('<meta name="x" content="&lt;script nonce=&quot;a&quot; type=&quot;module&quot;"/>');
    expect(html.match(new RegExp(`<script nonce="N0==" type="${AFTER_PAINT_TYPE}"`, 'g'))).toHaveLength(1);
  });
});

describe('the page as bytes (decision 0044)', () => {
  it('a head in Chinese, and text that only ends like the module script, leave the page as the text version makes it', () => {
    const odd = page()
      .replace('<meta charSet="utf-8"/>', '<meta charSet="utf-8"/><title>赛事中心 · 帆鱼体育</title>')
      .replace('<h1>赛事中心</h1>', '<h1>赛事中心</h1><p>a&quot; type=&quot;module&quot; async=&quot;&quot;&gt;</p><i>" type="module" async=""></i>');
    const held = lowPriorityScripts(Buffer.from(odd)).toString('utf8');
    expect(held).toBe(scriptsAfterPaint(odd));
    expect(held).toContain('<title>赛事中心 · 帆鱼体育</title>');
    expect(held).toContain('<i>" type="module" async=""></i>');
    expect(held.match(new RegExp(`<script nonce="N0==" type="${AFTER_PAINT_TYPE}" async="">import`, 'g'))).toHaveLength(1);
  });

  it('a page that hydrates at once keeps its preloads in the head, at low priority', () => {
    const now = lowPriorityScripts(Buffer.from(page(' data-hydrate="now"'))).toString('utf8');
    expect(now).toContain('<link rel="modulepreload" fetchPriority="low" href="/assets/common-x.js"/>');
    expect(now).toContain('<script nonce="N0==" type="module" async="">');
    const none = Buffer.from('not html');
    expect(lowPriorityScripts(none)).toBe(none);
  });
});
