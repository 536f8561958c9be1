/**
 * The hydration scripts run after the page's largest paint (issue 29 item 5, decision 0039).
 *
 * A page's HTML is its whole first screen; its scripts only make it interactive (0026 hydrates
 * after load and an idle moment). React Router's module script evaluates React, the router and
 * the page's modules (~120 KB gzip, ~360 KB of code) as soon as they have arrived, and on a phone
 * (a 4x slower CPU) that long task came before the first frame whenever the scripts were there by
 * the end of parsing: the LCP picture or heading, ready, waited ~1 s to be painted (Lighthouse's
 * bimodal 1.2 s / 2.5 s LCP). So the server makes that module script inert in the HTML and a small
 * inline script in the head starts it:
 *
 * - once the first contentful paint has happened, and the page's LCP picture (its
 *   `img[fetchpriority=high]`: the first banner of `/`, the page banner of `/events`) has loaded
 *   and been painted, or 1.5 s after the first paint while that picture is still on its way;
 * - or at once on the first pointer, key, focus or touch (the page then hydrates at once,
 *   `window.sfScripts === 'interaction'`, app/entry.client.tsx), whichever comes first. A click
 *   on a scripted button (`type="button"`: the phone menu, a tab) before React has the page is
 *   pressed again once it has hydrated, so the first tap is not lost.
 *
 * Not at the load event: on a busy phone it can come a second before the first frame.
 *
 * Their preloads (React Router's `<link rel="modulepreload">`, in the head) are made by the boot
 * script at that moment too: on a phone's connection ~120 KB of scripts took the bandwidth of the
 * LCP picture and, arriving first, were evaluated before the first frame. The boot script lists
 * them in its `data-modulepreload` (bench:ssr counts them from there). Pages that hydrate at once (`<html data-hydrate="now">`: the staff
 * console, the contact page) keep React Router's script as it is.
 */

/** the inert type the module script carries until the boot script starts it */
export const AFTER_PAINT_TYPE = 'sf/after-paint';

/** the longest the scripts wait, after the first paint, for the LCP picture to arrive */
export const PICTURE_WAIT_MS = 1500;

/**
 * The boot script (a classic inline script in the head, run while the head is parsed). It swaps
 * the inert module script for a live copy with the same text and the response's nonce, in the same
 * place, after putting the modules' preloads in the head (React hydrates the same element: a `<script type="module">` without src).
 * `window.sfScripts` says what started it: 'paint', 'picture', 'timeout' or 'interaction'.
 */
const BOOT = `(() => {
  const d = document, w = window, boot = d.currentScript, nonce = boot.nonce;
  const EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'];
  let started = false;
  const run = () => {
    const held = d.querySelector('script[type="${AFTER_PAINT_TYPE}"]');
    if (!held) return;
    const live = d.createElement('script');
    live.type = 'module';
    live.async = true;
    live.nonce = nonce;
    live.textContent = held.textContent;
    held.replaceWith(live);
  };
  const start = (by) => {
    if (started) return;
    started = true;
    w.sfScripts = by;
    for (const type of EVENTS) w.removeEventListener(type, touched, true);
    for (const href of boot.dataset.modulepreload.split(' ')) {
      if (!href) continue;
      const link = d.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.nonce = nonce;
      if (by === 'timeout') link.fetchPriority = 'low';
      d.head.append(link);
    }
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  };
  const touched = () => start('interaction');
  for (const type of EVENTS) w.addEventListener(type, touched, { capture: true, passive: true });
  /* a button that only works with the page's scripts, clicked before React had the page
     (w.sfRoot: app/entry.client.tsx), is pressed again once the page has hydrated: the phone
     menu opens on the first tap even when that tap is what started the scripts */
  let lost = null;
  const clicked = (e) => {
    if (w.sfRoot) return;
    const button = e.target instanceof Element ? e.target.closest('button[type="button"]') : null;
    if (button) lost = button;
  };
  w.addEventListener('click', clicked, true);
  new MutationObserver((_, watch) => {
    if (d.documentElement.dataset.hydrated !== 'true') return;
    watch.disconnect();
    w.removeEventListener('click', clicked, true);
    if (lost && lost.isConnected) lost.click();
  }).observe(d.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  /* f runs in a task after the next frame has been produced */
  const afterFrame = (f) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = f;
      channel.port2.postMessage(0);
    });
  const painted = () => {
    const picture = d.querySelector('img[fetchpriority="high"]');
    if (!picture) return start('paint');
    /* loaded is not painted: a picture is decoded, then drawn in a later frame */
    const shown = () => afterFrame(() => afterFrame(() => start('picture')));
    picture.decode().then(shown, shown);
    setTimeout(() => start('timeout'), ${PICTURE_WAIT_MS});
  };

  if ((PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    const seen = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      seen.disconnect();
      painted();
    });
    seen.observe({ type: 'paint', buffered: true });
  } else afterFrame(painted);
})();`
  .replace(/\n\s*/g, ' ')
  .replace(/\/\*.*?\*\//g, '');

/** React Router's module script as the server renders it: `<script nonce="…" type="module" async="">` */
const SCRIPT_OPEN = Buffer.from('<script nonce="');
const SCRIPT_REST = Buffer.from('" type="module" async="">');
const QUOTE = 0x22;
/** its modules' preloads, which React puts in the head (and lowPriorityScripts marks low) */
const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchPriority="low")? href="(\/[^"\s]+)"(?: nonce="[^"]*")?\/>/g;
const HEAD_END = Buffer.from('</head>');

/**
 * The first `<script nonce="…" type="module" async="">` (a nonce without quotes) at or after byte
 * `from`: where it starts, its length and its nonce; found by its fixed parts (decision 0044),
 * the bytes between never decoded.
 */
function moduleScriptIn(html: Buffer, from: number): { at: number; length: number; nonce: string } | null {
  for (let rest = html.indexOf(SCRIPT_REST, from); rest >= 0; rest = html.indexOf(SCRIPT_REST, rest + 1)) {
    // the one opening that can end here: the last before it, with no quote in its nonce
    const at = html.lastIndexOf(SCRIPT_OPEN, rest - SCRIPT_OPEN.length);
    if (at < from) continue;
    const nonceAt = at + SCRIPT_OPEN.length;
    const quote = html.indexOf(QUOTE, nonceAt);
    if (quote !== rest) continue;
    return { at, length: rest + SCRIPT_REST.length - at, nonce: html.toString('latin1', nonceAt, rest) };
  }
  return null;
}

/**
 * A page's HTML as UTF-8 bytes with its module script inert and the boot script at the end of
 * its head (the head's preloads become the boot script's): only the head is decoded, the rest is
 * copied as it is (decision 0044). `head` is the text before `headEnd`, where `</head>` begins.
 * Null when the page hydrates at once or has no such script (an error page of another shape).
 */
export function holdScripts(html: Buffer, headEnd: number, head: string): Buffer | null {
  if (/^(?:<!DOCTYPE html>)?<html[^>]* data-hydrate="now"/i.test(head)) return null;
  const script = moduleScriptIn(html, headEnd);
  if (!script) return null;
  const { at, length, nonce } = script;
  const preloads: string[] = [];
  const kept = head.replace(MODULE_PRELOAD, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  return Buffer.concat([
    Buffer.from(`${kept}<script nonce="${nonce}" data-modulepreload="${preloads.join(' ')}">${BOOT}</script>`),
    html.subarray(headEnd, at),
    Buffer.from(`<script nonce="${nonce}" type="${AFTER_PAINT_TYPE}" async="">`),
    html.subarray(at + length),
  ]);
}

/** where `</head>` begins in a page's bytes, -1 when it has none */
export const headEndOf = (html: Buffer): number => html.indexOf(HEAD_END);
