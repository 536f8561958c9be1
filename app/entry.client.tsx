import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createI18n, documentLang, I18nProvider, loadCoreMessages } from './i18n';

// the server rendered the page in this language; load only its core messages, then hydrate
const lang = documentLang();
const messages = loadCoreMessages(lang);

/** the first interaction hydrates at once: its click reaches a hydrated page (see below) */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** the longest a page stays unhydrated when nobody touches it and the browser is never idle */
const IDLE_TIMEOUT_MS = 2000;

/** the longest hydration waits for the load event */
const LOAD_WAIT_MS = 3000;

let started = false;

declare global {
  interface Window {
    /** 'waiting' while the page waits to hydrate, its scripts and messages ready (the browser tests read it) */
    sfHydration?: 'waiting' | 'started';
    /** what started this module's evaluation after the first paint (server/scripts-after-paint.ts) */
    sfScripts?: 'paint' | 'picture' | 'timeout' | 'interaction';
    /** React has the document (set as hydrateRoot is called): server/scripts-after-paint.ts replays no click after */
    sfRoot?: boolean;
  }
}

function hydrate() {
  if (started) return;
  started = true;
  window.sfHydration = 'started';
  for (const type of INTERACTIONS) window.removeEventListener(type, hydrate, true);
  void messages.then((core) => {
    const i18n = createI18n(lang, core);
    // from here React has the document: a click reaches it (the boot script's replay stands down)
    window.sfRoot = true;
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <HydratedRouter />
          </I18nProvider>
        </StrictMode>,
      );
    });
  });
}

/**
 * Paint first, hydrate after (issue 29 item 5, docs/decisions/0026-hydrate-after-paint.md): the
 * server's HTML is the whole first screen, so hydration waits until the page has loaded (its
 * pictures painted) and the browser is idle, and does not hold up the largest paint on a slow
 * phone. The first pointerdown, key or focus before that hydrates at once: React then listens
 * on the document, and the click that follows (a tap on the phone menu, a link) hydrates the
 * tree synchronously before it is dispatched, so it works on the first tap. A route that asks
 * for it hydrates at once: its handle `{ hydrate: 'now' }` makes app/root.tsx write
 * <html data-hydrate="now"> (the staff console, an application rather than a page to read: its
 * layout and the pages outside it, app/console/routes/layout.tsx; the contact page's timed
 * language redirect).
 */
function hydrateAfterPaint() {
  for (const type of INTERACTIONS) window.addEventListener(type, hydrate, { capture: true, passive: true });
  // (Safari has no requestIdleCallback: a task after the load event)
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(hydrate, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(hydrate, 1);
  void messages.then(() => {
    if (!started) window.sfHydration = 'waiting';
  });
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    // a page whose pictures take long (a slow network, a picture that does not answer) hydrates anyway
    setTimeout(whenIdle, LOAD_WAIT_MS);
  }
}

// (a tap or key before the scripts ran started them: it hydrates at once, as one after would)
if (document.documentElement.dataset.hydrate === 'now' || window.sfScripts === 'interaction') hydrate();
else hydrateAfterPaint();
